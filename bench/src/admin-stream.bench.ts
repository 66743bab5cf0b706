// A learner's event stream in the admin console (/admin/streams/learner-{id}): 1,000 answers in a log of
// 30 such learners (about 33,000 events), opened in Chromium at 1280 px by a signed-in admin. Figures: the
// time from navigation until the stream's first rows show, until the screen has settled (its related events
// searched too), and the stream route's own time for one page. Goal: under a second to open (issue 30).
import { loadavg } from 'node:os';
import { browserUnavailableReason, launchBrowser } from '@lebe/testing/browser';
import { generateLog } from '@lebe/testing/generated-log';
import { client } from '@lebe/testing/http';
import { startTestServer } from '@lebe/testing/test-server';
import type { Figure } from './measure';

const learners = 30;
const answersEach = 1000;
const runs = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

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
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto('/admin/events'); // the console's scripts in the cache, as for an admin already in it
    await page.locator('tbody tr').first().waitFor();
    const boot: number[] = [];
    const rows: number[] = [];
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
      await page.getByRole('heading', { name: 'Related events in other streams' }).waitFor();
      await page.getByText('Loading...').waitFor({ state: 'detached' });
      settled.push(performance.now() - started);
    }
    await context.close();
    return [
      { name: `GET /api/admin/events, the stream's newest 50 (median)`, value: page50, unit: 'ms' },
      { name: `GET /api/admin/streams/${stream}, all ${answersEach} (median)`, value: whole, unit: 'ms' },
      { name: 'stream screen: console start, until the page is asked for', value: median(boot), unit: 'ms' },
      { name: 'stream screen: first rows shown (median)', value: median(rows), unit: 'ms', ceiling: 1000 },
      { name: 'stream screen: settled, related events too (median)', value: median(settled), unit: 'ms' },
      // The machine's load while measuring (figures taken on a shared machine are only comparable at like load).
      { name: 'load average (1 min) at the end', value: loadavg()[0], unit: '' },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
