import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';

/*
 * Checks the browser tests of both apps make on a page. The product's pages run under a strict CSP
 * (script-src 'self', no eval), so everything here is evaluated through the DevTools protocol, which
 * the page's policy does not govern: no injected script tag, no string predicate polled in the page.
 */

let axeSource: string | undefined;
const axeOnEveryPage = new WeakSet<BrowserContext>();

/**
 * Runs axe-core in the page and returns its serious and critical violations as readable lines (rule,
 * help, the first few elements), so a failing expectation says what to fix.
 *
 * After a context's first check, axe comes with every page it opens (an init script): sending its 500 kB
 * source through the DevTools protocol after each page load took about a second a check on a loaded machine.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const context = page.context();
  if (!axeOnEveryPage.has(context)) {
    axeOnEveryPage.add(context);
    await context.addInitScript({ content: axeSource });
  }
  if (!(await page.evaluate(`typeof window.axe !== 'undefined'`))) await page.evaluate(axeSource);
  return page.evaluate<string[]>(`
    axe.run(document, { resultTypes: ['violations'] }).then((result) =>
      result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id + ' (' + v.impact + '): ' + v.help + ' — ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')),
    )`);
}

/**
 * Waits until the page's transitions have ended (a dialog fading in, a menu opening), so the checks and
 * the screenshot see the page at rest. Endless animations (a spinner) are not waited for.
 */
export async function settled(page: Page, timeoutMs = 10_000) {
  const atRest = `document.getAnimations().every((a) =>
    a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)`;
  const until = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(atRest))) {
    if (Date.now() > until) throw new Error(`the page's animations did not end within ${timeoutMs} ms`);
    await page.waitForTimeout(50);
  }
}

/** How far the page reaches past the window's right edge, in CSS pixels (0: no sideways scroll). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate<number>(`document.documentElement.scrollWidth - document.documentElement.clientWidth`);
}

/**
 * A full-page screenshot of what the test saw in `dir` (not committed), named after the screen and the width,
 * when SCREENSHOTS=1: encoding hundreds of full pages cost CI minutes for pictures nobody opened.
 */
export async function keepScreenshot(page: Page, dir: string, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
}

/**
 * Checks a screen at desktop (1280) and phone (375) widths: its serious axe findings and any sideways scroll,
 * as readable lines (none: clean), with a screenshot of each kept in `dir` (SCREENSHOTS=1); the desktop width is
 * restored.
 */
export async function problemsAtBothWidths(page: Page, dir: string, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of [desktopViewport, phoneViewport]) {
    await page.setViewportSize(viewport);
    const at = `${name} at ${viewport.width}px`;
    problems.push(...(await seriousViolations(page)).map((v) => `${at}: ${v}`));
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) problems.push(`${at}: scrolls ${overflow}px sideways`);
    await keepScreenshot(page, dir, name);
  }
  await page.setViewportSize(desktopViewport);
  return problems;
}

export const desktopViewport = { width: 1280, height: 900 };
export const phoneViewport = { width: 375, height: 800 };

/**
 * Opens a page of an app and waits for its screen (not the loading fallback) and for its data: no request
 * left open once the page has handled the last answer (`quietNetwork`).
 */
export async function openScreen(page: Page, path: string) {
  const network = quietNetwork(page);
  try {
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
    await network.settled();
  } finally {
    network.stop();
  }
  await page
    .locator('.loader')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * Follows a page's requests from now on. `settled()` resolves once none is open and none starts while the page
 * renders what the last one brought and runs the effects that render schedules (a frame and a task in the page):
 * the network at rest as Playwright's 'networkidle' means it, without its fixed half-second wait for each screen.
 */
export function quietNetwork(page: Page, timeoutMs = 30_000) {
  const open = new Set<Request>();
  let started = 0;
  const onRequest = (request: Request) => {
    open.add(request);
    started++;
  };
  const onDone = (request: Request) => open.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const stop = () => {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  };
  const settled = async () => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      while (open.size > 0) {
        if (Date.now() > until)
          throw new Error(`requests still open after ${timeoutMs} ms: ${[...open].map((r) => r.url())}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const before = started;
      await page.evaluate(afterRenderAndEffects);
      if (open.size === 0 && started === before) return;
    }
  };
  return { settled, stop };
}

/** Resolves in the page after the next frame and the tasks queued before it: twice, for a render's effects' own. */
const afterRenderAndEffects = `new Promise((resolve) => {
  const turn = (then) => requestAnimationFrame(() => setTimeout(then, 0));
  turn(() => turn(resolve));
})`;
