import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '@lebe/testing/test-server';

let axeSource: string | undefined;

/**
 * Runs axe-core in the page and returns its serious and critical violations as readable lines (rule,
 * help, the first few elements), so a failing expectation says what to fix.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(join(repoRoot(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, as the page's own strict CSP forbids an injected inline script.
  if (!(await page.evaluate(`typeof window.axe !== 'undefined'`))) await page.evaluate(axeSource);
  return page.evaluate<string[]>(`
    axe.run(document, { resultTypes: ['violations'] }).then((result) =>
      result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id + ' (' + v.impact + '): ' + v.help + ' — ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')),
    )`);
}
