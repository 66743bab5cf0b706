import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

let axeSource: string | undefined;

/**
 * Runs axe-core in the page and returns its serious and critical violations as readable lines (rule, help, the
 * first few elements), so a failing expectation says what to fix. As web/test/axe.ts does for the learner app.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(`typeof window.axe !== 'undefined'`))) await page.addScriptTag({ content: axeSource });
  return page.evaluate<string[]>(`
    axe.run(document, { resultTypes: ['violations'] }).then((result) =>
      result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id + ' (' + v.impact + '): ' + v.help + ' — ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')),
    )`);
}

/**
 * Waits until the page's transitions have ended (a dialog fading in, a menu opening), so the checks and the
 * screenshot see the page at rest. Endless animations (a spinner) are not waited for.
 */
export async function settled(page: Page) {
  await page.waitForFunction(`document.getAnimations().every((a) =>
    a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)`);
}

/** How far the page reaches past the window's right edge, in CSS pixels (0: no sideways scroll). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(`document.documentElement.scrollWidth - document.documentElement.clientWidth`);
}

/** Where screenshots go for people to look at: admin/test/screenshots/, not committed. */
export const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** A full-page screenshot of what the test saw, named after the screen and the window's width. */
export async function keepScreenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
}
