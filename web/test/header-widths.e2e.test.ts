import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { newPage, signInAs } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { seriousViolations, sidewaysOverflow } from '@lebe/testing/page-checks';

const widths = [320, 375, 760, 761, 1024, 1280, 1440, 1920];

/**
 * The visible header items whose text runs over more than one line: each text node's range gives one client
 * rectangle a line, so an item cut mid-word ("Abou t") has two. Evaluated as a string (the page's CSP).
 */
const splitItems = (page: Page) =>
  page.evaluate<string[]>(`
    [...document.querySelectorAll('header .nav-link, header .dropdown-item')]
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) return true;
        }
        return false;
      })
      .map((el) => el.textContent.trim())`);

describeInBrowser('the header at every width, for an admin (the most menu items)', { apps: ['web'] }, (suite) => {
  it.each(widths)('at %i px no item is cut mid-word and nothing scrolls sideways', async (width) => {
    const { context, page } = await newPage(suite.browser, suite.server.url, { width, height: 800 });
    try {
      await signInAs(page, suite.server.url, suite.server.adminEmail, suite.server.adminPassword, '/about');
      await page.locator('main h1').first().waitFor();
      const toggler = page.getByRole('button', { name: 'Toggle navigation' });
      if (await toggler.isVisible()) await toggler.click();
      await page.locator('#adminmenu').waitFor();
      expect(await splitItems(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      for (const menu of ['#teachertools', '#username', '#adminmenu']) {
        const button = page.locator(`${menu} > button`);
        await button.click();
        await page.locator(`${menu} .dropdown-menu`).waitFor();
        expect({ menu, split: await splitItems(page) }).toEqual({ menu, split: [] });
        expect(await sidewaysOverflow(page)).toBe(0);
        await button.click();
      }
      if (width === 1280 || width === 375) expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
