import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { repoRoot } from './test-server';

/**
 * Debian's chromium, never a downloaded browser (see docs/testing.md): its headless shell when installed
 * (chromium-headless-shell, the same engine without the browser's own windows and UI, as Playwright itself runs
 * headless), which took half the CPU of the full browser for the same suite; else the full browser.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * Why browser tests cannot run here, or null when they can: they need Debian's chromium and the
 * built apps (`npm test` builds them first). Suites put the reason in a skipped test's title.
 */
export function browserUnavailableReason(apps: Array<'web' | 'admin'> = ['web']): string | null {
  if (!existsSync(chromiumPath)) return `no chromium at ${chromiumPath} (apt-get install chromium-headless-shell)`;
  for (const app of apps) {
    if (!existsSync(join(repoRoot(), app, 'dist', 'index.html'))) return `${app}/dist is not built (npm run build)`;
  }
  return null;
}

export async function launchBrowser(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

/** A fresh context (own storage: a separate signed-in user) with a page on the test server. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/**
 * A static file of the test server: opening it puts a page on the server's origin, where localStorage can be
 * written before the app's first load, without loading the app ('/' did: a whole load and render of the landing
 * page, per sign-in, that no test looked at).
 */
export const originOnly = '/favicon.svg';

/** Signs in through the API and stores userInfo as the web app does, then opens `path`. */
export async function signInAs(page: Page, baseURL: string, email: string, password: string, path = '/') {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed for ${email}: ${response.status}`);
  const userInfo = await response.json();
  await page.goto(originOnly);
  await page.evaluate(`localStorage.setItem('userInfo', ${JSON.stringify(JSON.stringify(userInfo))})`);
  await page.goto(path);
  return userInfo as { _id: string; token: string; name: string; email: string; isAdmin: boolean };
}

/** Saves a screenshot under the OS temp folder when SCREENSHOTS=1, for looking at what a test saw. */
export async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  const { tmpdir } = await import('node:os');
  await page.screenshot({ path: join(tmpdir(), `lebe-${name}.png`), fullPage: true });
}

/**
 * Retries an assertion until it passes or the time is up (Jest's expect does not wait, as
 * Playwright's own test runner would): `await eventually(async () => expect(await x()).toBe(y))`.
 */
export async function eventually(assertion: () => unknown, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/**
 * The trimmed visible text of the first element a locator finds, once it is there. Inside
 * `eventually` around a reload, pass a short `timeoutMs` so one missing element does not spend
 * the whole retry budget.
 */
export async function textOf(locator: Locator, timeoutMs?: number): Promise<string> {
  await locator.first().waitFor({ timeout: timeoutMs });
  return (await locator.first().innerText({ timeout: timeoutMs })).trim();
}

/**
 * Opens main practice in `language` at `level`, as a learner who chose them on /start would (the
 * initializeParameters the web app keeps), signed in or not.
 */
export async function openPractice(page: Page, language: string, level = 1) {
  if (page.url() === 'about:blank') await page.goto(originOnly);
  const params = { userLanguage: 'english', targetLanguage: language, level };
  await page.evaluate(`localStorage.setItem('initializeParameters', ${JSON.stringify(JSON.stringify(params))})`);
  await page.goto('/lebemodule');
}

/** What a page asked the stubbed speechSynthesis to say: the text, its lang, the voice's lang and the rate. */
export interface SpokenCall {
  text: string;
  lang: string;
  voice: string | null;
  rate: number;
}

/**
 * Headless Chromium has no voices: this stubs the Web Speech API's speechSynthesis before the page loads,
 * offering fake voices for the BCP 47 tags given and recording each speak() call in `window.__spoken`
 * (read them with `spokenCalls`). Nothing is played.
 */
export async function stubSpeech(context: BrowserContext, tags: string[]) {
  await context.addInitScript({
    content: `(() => {
      const voices = ${JSON.stringify(tags)}.map((lang) => ({ lang, name: 'Fake ' + lang, voiceURI: lang, default: false, localService: true }));
      const spoken = [];
      const events = new EventTarget();
      const fake = {
        getVoices: () => voices,
        speak: (u) => spoken.push({ text: u.text, lang: u.lang, voice: u.voice ? u.voice.lang : null, rate: u.rate }),
        cancel() {}, pause() {}, resume() {},
        speaking: false, pending: false, paused: false,
        addEventListener: events.addEventListener.bind(events),
        removeEventListener: events.removeEventListener.bind(events),
      };
      Object.defineProperty(window, 'speechSynthesis', { value: fake, configurable: true });
      // The real utterance takes only a real voice: a plain one stands in, with the same fields.
      class Utterance {
        constructor(text) { this.text = text ?? ''; this.lang = ''; this.voice = null; this.rate = 1; this.pitch = 1; this.volume = 1; }
      }
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
      Object.defineProperty(window, '__spoken', { value: spoken });
    })();`,
  });
}

export const spokenCalls = (page: Page) => page.evaluate<SpokenCall[]>('window.__spoken ?? []');
