import { gzipSync } from 'node:zlib';
import type { Locator, Page, Response } from 'playwright-core';

/** One response the browser received, with its size as sent and as gzip would send it. */
export interface Received {
  path: string;
  kind: string;
  bytes: number;
  gzip: number;
}

/**
 * What the browser receives from the server for a console page until `shown` is visible (its first list row):
 * every response (the page, scripts, styles, fonts, images, the API's data), each sized as gzip -9 would send
 * it, since the server is to serve precompressed assets. Nothing the page asks for later (another screen's
 * chunk) is counted.
 */
export async function firstScreen(page: Page, path: string, shown: (page: Page) => Locator): Promise<Received[]> {
  const pending: Promise<Received | null>[] = [];
  let done = false;
  const onResponse = (response: Response) => {
    if (done) return;
    pending.push(measure(response));
  };
  page.on('response', onResponse);
  try {
    await page.goto(path);
    await shown(page).first().waitFor();
    done = true;
  } finally {
    page.off('response', onResponse);
  }
  return (await Promise.all(pending)).filter((r): r is Received => r !== null);
}

async function measure(response: Response): Promise<Received | null> {
  if (response.status() >= 300 && response.status() < 400) return null;
  const body = await response.body().catch(() => null);
  if (!body) return null;
  const url = new URL(response.url());
  return {
    path: url.pathname + url.search,
    kind: response.request().resourceType(),
    bytes: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  };
}

export const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The figures in a line per kind and in total, largest first, for a person to read. */
export function describe(received: Received[]): string {
  const total = received.reduce((s, r) => s + r.gzip, 0);
  const lines = [...received]
    .sort((a, b) => b.gzip - a.gzip)
    .map((r) => `  ${String(kB(r.gzip)).padStart(7)} kB  ${r.kind.padEnd(10)} ${r.path}`);
  return [`${kB(total)} kB gzip in ${received.length} responses:`, ...lines].join('\n');
}
