// What a visitor's browser loads for the landing page: the bytes as sent (gzip, as the server compresses them)
// of every script the page loads, counted by the browser itself, and the first contentful paint, cold (an
// empty cache) and warm (a reload with the cache), in headless Chromium, served from web/dist on localhost.
// Needs `npm run build -w web` and Debian's chromium (see README, "Tests").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
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

/** web/dist with the SPA fallback and gzip, as the API server serves it; assets cached as immutable. */
function serveDist(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file) || !extname(file)) file = join(dist, 'index.html');
    const body = readFileSync(file);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && /\.(js|css|html|svg)$/.test(file);
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': file.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? gzipSync(body) : body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The first contentful paint of the page now loaded, and the bytes of its scripts as they came over the wire. */
async function measureLoad(page: Page) {
  return page.evaluate<{ paint: number; scriptBytes: number; scripts: number }>(
    `new Promise((resolve) => new PerformanceObserver((list, observer) => {
       const entry = list.getEntriesByName('first-contentful-paint')[0];
       if (!entry) return;
       observer.disconnect();
       const scripts = performance.getEntriesByType('resource').filter((r) => /\\.js($|\\?)/.test(r.name));
       resolve({
         paint: entry.startTime,
         scriptBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
         scripts: scripts.length,
       });
     }).observe({ type: 'paint', buffered: true }))`,
  );
}

/** Cold (a new context: empty cache) and warm (a reload in the same context) loads of `path`, the median of each. */
async function loads(url: string, path: string) {
  const { chromium: launcher } = await import('playwright-core');
  const browser = await launcher.launch({
    executablePath: chromium,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const cold: number[] = [];
  const warm: number[] = [];
  let sent = { scriptBytes: 0, scripts: 0 };
  try {
    // The first load of a fresh browser pays for its own start-up: one unmeasured load first.
    for (let i = -1; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(url + path, { waitUntil: 'load' });
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const first = await measureLoad(page);
      await page.reload({ waitUntil: 'load' });
      await page.locator('main h1').first().waitFor();
      const again = await measureLoad(page);
      if (i >= 0) {
        cold.push(first.paint);
        warm.push(again.paint);
        sent = first;
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { cold: median(cold), warm: median(warm), ...sent };
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
    const landing = await loads(url, '/');
    const about = await loads(url, '/about');
    figures.push(
      {
        name: `landing page: JS as sent (gzip, ${landing.scripts} files; ceiling 150)`,
        value: landing.scriptBytes / 1024,
        unit: 'kB',
      },
      { name: `first contentful paint, / (cold, median of ${runs})`, value: landing.cold, unit: 'ms' },
      { name: `first contentful paint, / (warm, median of ${runs})`, value: landing.warm, unit: 'ms' },
      {
        name: `/about: JS as sent (gzip, ${about.scripts} files, a lazy chunk)`,
        value: about.scriptBytes / 1024,
        unit: 'kB',
      },
      { name: `first contentful paint, /about (cold, median of ${runs})`, value: about.cold, unit: 'ms' },
      { name: `first contentful paint, /about (warm, median of ${runs})`, value: about.warm, unit: 'ms' },
    );
  } finally {
    server.close();
  }
  return figures;
}
