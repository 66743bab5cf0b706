import { afterAll, beforeAll, describe, it } from '@jest/globals';

/** One behaviour a port promises, checked against an opened adapter: [title, check, timeout in ms]. */
export type ContractCase<S> = [title: string, check: (store: S) => Promise<void>, timeout?: number];

/**
 * Runs every case against one adapter, opened once. When the adapter cannot run here, every case is
 * reported skipped with the reason in its title: a skipped suite shows each promise it did not check,
 * never one line for all of them, and never a pass.
 */
export function contractSuite<S extends { close(): Promise<void> }>(
  title: string,
  open: () => Promise<S>,
  skipReason: string | null,
  cases: ContractCase<S>[],
) {
  describe(title, () => {
    if (skipReason) {
      for (const [name] of cases) it.skip(`${name} (skipped: ${skipReason})`, () => undefined);
      return;
    }
    let store: S | undefined;
    beforeAll(async () => {
      store = await open();
    }, 180_000);
    afterAll(async () => store?.close());
    for (const [name, check, timeout] of cases)
      it(
        name,
        () => {
          if (!store) throw new Error(`${title}: the store did not open`);
          return check(store);
        },
        timeout,
      );
  });
}

/** A name no other case or run uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Polls `check` until it holds; throws with `what` after the timeout. */
export async function eventually(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
