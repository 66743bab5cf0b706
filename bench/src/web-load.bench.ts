// What a visitor's browser loads for the landing page: the JavaScript (gzip) the first paint needs, and
// the first contentful paint in headless Chromium, cold, served from web/dist on localhost. Needs
// `npm run build -w web` and Debian's chromium (see README, "Tests").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './measure';

const dist = join(import.meta.dirname ?? '.', '..', '..', 'web', 'dist');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = 7;
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/** The assets index.html makes the browser fetch before the app runs: the entry, its preloads, its CSS. */
function initialAssets() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  return { js: refs.filter((r) => r.endsWith('.js')), css: refs.filter((r) => r.endsWith('.css')) };
}

/** web/dist with the SPA fallback, as the API server serves it (without its compression). */
function serveDist(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file) || !extname(file)) file = join(dist, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function firstContentfulPaints(url: string, paths: string[]) {
  const { chromium: launcher } = await import('playwright-core');
  const browser = await launcher.launch({
    executablePath: chromium,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const result: Record<string, number> = {};
  try {
    for (const path of paths) {
      const times: number[] = [];
      // The first load of a fresh browser pays for its own start-up: one unmeasured load first.
      for (let i = -1; i < runs; i++) {
        // A new context each time: an empty cache, as a first visit.
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await page.goto(url + path, { waitUntil: 'load' });
        await page.locator('main h1').first().waitFor();
        const paint = await page.evaluate<number>(
          `new Promise((resolve) => new PerformanceObserver((list, observer) => {
               const entry = list.getEntriesByName('first-contentful-paint')[0];
               if (entry) { observer.disconnect(); resolve(entry.startTime); }
             }).observe({ type: 'paint', buffered: true }))`,
        );
        if (i >= 0) times.push(paint);
        await context.close();
      }
      result[path] = median(times);
    }
  } finally {
    await browser.close();
  }
  return result;
}

export async function webLoadBench(): Promise<Figure[]> {
  if (!existsSync(join(dist, 'index.html'))) {
    console.log('web/dist is not built: run `npm run build -w web` first');
    return [];
  }
  const initial = initialAssets();
  const allJs = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const figures: Figure[] = [
    { name: 'landing page: initial JS (gzip)', value: initial.js.reduce((s, f) => s + gzipKb(f), 0), unit: 'kB' },
    { name: 'landing page: initial CSS (gzip)', value: initial.css.reduce((s, f) => s + gzipKb(f), 0), unit: 'kB' },
    {
      name: `whole app: all JS chunks (${allJs.length}, gzip)`,
      value: allJs.reduce((s, f) => s + gzipKb(`assets/${f}`), 0),
      unit: 'kB',
    },
  ];
  if (!existsSync(chromium)) {
    console.log(`no chromium at ${chromium}: first contentful paint not measured`);
    return figures;
  }
  const { server, url } = await serveDist();
  try {
    const paints = await firstContentfulPaints(url, ['/', '/about']);
    figures.push(
      { name: `first contentful paint, / (cold, median of ${runs})`, value: paints['/']!, unit: 'ms' },
      {
        name: `first contentful paint, /about (lazy chunk, median of ${runs})`,
        value: paints['/about']!,
        unit: 'ms',
      },
    );
  } finally {
    server.close();
  }
  return figures;
}
