// A learner's event stream in the admin console (/admin/streams/learner-{id}): 1,000 answers in a log of
// 30 such learners (about 33,000 events), opened in Chromium at 1280 px by a signed-in admin. Figures: the
// time from navigation until the stream's first rows are painted (the page's own clock) and until Playwright
// sees them, until the screen has settled (its related events searched too), the stream route's own time for
// one page, and the CPU time the page's main thread spends until the first rows (one traced load), which a busy
// machine does not inflate as it does the wall-clock figures. Goal: under a second to open (issue 30).
import { readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { browserUnavailableReason, launchBrowser } from '@lebe/testing/browser';
import { generateLog } from '@lebe/testing/generated-log';
import { client } from '@lebe/testing/http';
import { startTestServer } from '@lebe/testing/test-server';
import type { Figure } from './measure';

const learners = 30;
const answersEach = 1000;
const runs = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// In the page: once the History table's first row is in the document, when the frame holding it has been painted
// (the task after the next animation frame), in ms since the navigation started.
const watchFirstRows = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('table[aria-label="History"] tbody tr')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__rowsPainted = performance.now(); }));
  }).observe(document, { childList: true, subtree: true });
`;
const rowsPainted = (page: Page) =>
  page
    .waitForFunction(() => (globalThis as { __rowsPainted?: number }).__rowsPainted)
    .then((h) => h.jsonValue() as Promise<number>);

/**
 * The page's main-thread CPU time (thread time, not wall time) over one load of `path` until its first rows are
 * seen, from a Chromium trace: the work the console does, whatever else the machine is running.
 */
async function mainThreadCpu(browser: Browser, page: Page, path: string): Promise<number> {
  const file = join(tmpdir(), `lebe-stream-trace-${process.pid}.json`);
  await page.goto('about:blank');
  await browser.startTracing(page, {
    path: file,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(path);
  await rowsPainted(page);
  await browser.stopTracing();
  const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  rmSync(file, { force: true });
  const events = trace.traceEvents;
  const sent = events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.endsWith(path));
  if (!sent) throw new Error(`no request for ${path} in the trace`);
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const cpu = threads.map((t) =>
    events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= sent.ts)
      .reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0),
  );
  return Math.max(...cpu);
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

export async function adminStreamBench(): Promise<Figure[]> {
  const unavailable = browserUnavailableReason(['admin']);
  if (unavailable) {
    console.log(`(skipped: ${unavailable})`);
    return [];
  }
  const [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  try {
    await generateLog(server.runtime.deps.events, learners, answersEach);
    // Measured once the read models have caught up, as on a server that has been running.
    while ((await server.runtime.runner.status()).some((p) => p.lag > 0 && !p.failure))
      await new Promise((resolve) => setTimeout(resolve, 500));
    const api = client(server.url);
    const login = await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword });
    const stream = 'learner-u1';

    const timed = async (path: string) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const answer = await api.get(path, login.body.token);
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
        times.push(performance.now() - started);
      }
      return median(times);
    };
    const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
    // The page the console asks for (the Events route filtered by stream, newest first), and the whole stream.
    const page50 = await timed(
      `/api/admin/events?filter=${q({ stream })}&range=${q([0, 49])}&sort=${q(['position', 'DESC'])}`,
    );
    const whole = await timed(`/api/admin/streams/${stream}`);

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(`localStorage.setItem('userInfo', ${JSON.stringify(JSON.stringify(login.body))})`);
    await context.addInitScript(watchFirstRows);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto('/admin/events'); // the console's scripts in the cache, as for an admin already in it
    await page.locator('tbody tr').first().waitFor();
    const boot: number[] = [];
    const rows: number[] = [];
    const painted: number[] = [];
    const settled: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.goto('about:blank');
      const started = performance.now();
      const asked = page
        .waitForRequest((r) => r.url().includes('/api/admin/events') && r.url().includes('stream'))
        .then(() => boot.push(performance.now() - started));
      await page.goto(`/admin/streams/${stream}`);
      await asked;
      await page.getByRole('table', { name: 'History' }).locator('tbody tr').first().waitFor();
      rows.push(performance.now() - started);
      painted.push(await rowsPainted(page));
      await page.getByRole('heading', { name: 'Related events in other streams' }).waitFor();
      await page.getByText('Loading...').waitFor({ state: 'detached' });
      settled.push(performance.now() - started);
    }
    const cpu = await mainThreadCpu(browser, page, `/admin/streams/${stream}`);
    await context.close();
    return [
      { name: `GET /api/admin/events, the stream's newest 50 (median)`, value: page50, unit: 'ms' },
      { name: `GET /api/admin/streams/${stream}, all ${answersEach} (median)`, value: whole, unit: 'ms' },
      { name: 'stream screen: console start, until the page is asked for', value: median(boot), unit: 'ms' },
      {
        name: 'stream screen: first rows painted, page clock (median)',
        value: median(painted),
        unit: 'ms',
        ceiling: 1000,
      },
      { name: 'stream screen: first rows seen by Playwright (median)', value: median(rows), unit: 'ms' },
      { name: 'stream screen: main-thread CPU until first rows', value: cpu, unit: 'ms' },
      { name: 'stream screen: settled, related events too (median)', value: median(settled), unit: 'ms' },
      // The machine's load while measuring (figures taken on a shared machine are only comparable at like load).
      { name: 'load average (1 min) at the end', value: loadavg()[0], unit: '' },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
