// What the browser receives before the admin console's first list shows (the question list, empty
// cache, signed in by the stored session), as the server sends it: the console split by route and
// its assets precompressed. Budget: 250 kB (gzip); before the split it was 380 kB of 1.2 MB sent raw.
import { browserUnavailableReason, launchBrowser } from '@lebe/testing/browser';
import { firstScreen } from '@lebe/testing/first-screen';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { startTestServer } from '@lebe/testing/test-server';
import type { Figure } from './measure';

const budgetKb = 250;

export async function adminLoadBench(): Promise<Figure[]> {
  const unavailable = browserUnavailableReason(['admin']);
  if (unavailable) {
    console.log(`(skipped: ${unavailable})`);
    return [];
  }
  const [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  try {
    await seedQuestions(
      server,
      Array.from({ length: 25 }, (_, i) => multipleChoice(`Horse number ${i}?`, 'a', ['b'])),
    );
    const login = await client(server.url).post('/api/users/login', {
      email: server.adminEmail,
      password: server.adminPassword,
    });
    const figures: Figure[] = [];
    for (const path of ['/admin/questionfilter', '/admin/userlist']) {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
      await context.addInitScript(`localStorage.setItem('userInfo', ${JSON.stringify(JSON.stringify(login.body))})`);
      const received = await firstScreen(await context.newPage(), path, (page) => page.locator('tbody tr'));
      await context.close();
      const sum = (kind?: string) =>
        received.filter((r) => !kind || r.kind === kind).reduce((s, r) => s + r.gzip, 0) / 1024;
      figures.push(
        { name: `${path}: everything before the first row (gzip)`, value: sum(), unit: 'kB', ceiling: budgetKb },
        { name: `${path}: of which scripts`, value: sum('script'), unit: 'kB' },
      );
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}
