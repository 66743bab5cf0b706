import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** What the same work costs without the code under test (e.g. raw SQLite), measured in the same run. */
  ceiling?: number;
}

/** Runs `work` once and returns its rate in items per second. */
export async function rate(
  count: number,
  work: () => Promise<void> | void,
): Promise<{ perSecond: number; seconds: number }> {
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: count / seconds, seconds };
}

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), `lebe-bench-${prefix}-`));

export function print(title: string, figures: Figure[]) {
  console.log(`\n## ${title}`);
  for (const f of figures) {
    const beside = f.ceiling ? `  (ceiling ${format(f.ceiling)}, ratio ${(f.value / f.ceiling).toFixed(2)})` : '';
    console.log(`${f.name.padEnd(58)} ${format(f.value).padStart(14)} ${f.unit}${beside}`);
  }
}

const format = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(2));

/** Reads a count from the environment so a quick run can use less (BENCH_SCALE=0.1). */
export function scaled(n: number): number {
  return Math.max(1, Math.round(n * Number(process.env.BENCH_SCALE ?? 1)));
}
