import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { keepScreenshot as keep } from '@lebe/testing/page-checks';

export { seriousViolations, settled, sidewaysOverflow } from '@lebe/testing/page-checks';

/** Where screenshots go for people to look at: admin/test/screenshots/, not committed. */
export const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

export const keepScreenshot = (page: Page, name: string) => keep(page, screenshotDir, name);
