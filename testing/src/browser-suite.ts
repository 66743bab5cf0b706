import { afterAll, beforeAll, describe } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { browserUnavailableReason, launchBrowser, newPage, signInAs } from './browser';
import { startTestServer, type TestServer } from './test-server';

/** What a browser suite's tests and hooks use; read them in hooks and tests only, never while the suite is declared. */
export interface BrowserSuite {
  /** The whole product on a fresh test server. */
  readonly server: TestServer;
  /** Debian's chromium. */
  readonly browser: Browser;
  /** A fresh context (a separate user) with a page on the server: `newPage`. */
  newPage(viewport?: { width: number; height: number }): ReturnType<typeof newPage>;
  /** Signs `page` in as the server's admin, then opens `path`: `signInAs`. */
  signInAsAdmin(page: Page, path?: string): ReturnType<typeof signInAs>;
}

export interface BrowserSuiteOptions {
  /** The built apps the suite opens: without their dist, it is skipped. */
  apps: Array<'web' | 'admin'>;
  /** Configuration variables for the test server (`startTestServer`'s `env`). */
  env?: Record<string, string>;
}

/**
 * A describe block whose tests get a test server and a browser: both start before the body's own
 * `beforeAll` hooks and close after its `afterAll` hooks (Jest runs hooks in the order they are declared).
 * Without chromium or a built app, every case is reported skipped, the reason in the block's name.
 */
export function describeInBrowser(name: string, options: BrowserSuiteOptions, body: (suite: BrowserSuite) => void) {
  const unavailable = browserUnavailableReason(options.apps);
  if (unavailable) {
    describe.skip(`${name} (skipped: ${unavailable})`, () => body(suiteOf(name, {})));
    return;
  }
  describe(name, () => {
    const started: Started = {};
    let starting: Promise<unknown[]> | undefined;
    beforeAll(async () => {
      // Each kept as soon as it is up, so that afterAll closes it even when the other failed to start.
      const both = [
        startTestServer({ env: options.env }).then((server) => (started.server = server)),
        launchBrowser().then((browser) => (started.browser = browser)),
      ];
      starting = Promise.allSettled(both);
      await Promise.all(both);
    });
    body(suiteOf(name, started));
    afterAll(async () => {
      // When this hook timed out on a loaded machine, the server or browser still came up later: close them too,
      // or the Jest worker never exits.
      await starting;
      await started.browser?.close();
      await started.server?.close();
    });
  });
}

type Started = { server?: TestServer; browser?: Browser };

function suiteOf(name: string, started: Started): BrowserSuite {
  const up = () => {
    const { server, browser } = started;
    if (!server || !browser) throw new Error(`"${name}": the server and browser are there in hooks and tests only`);
    return { server, browser };
  };
  return {
    get server() {
      return up().server;
    },
    get browser() {
      return up().browser;
    },
    newPage: (viewport) => newPage(up().browser, up().server.url, viewport),
    signInAsAdmin: (page, path) => {
      const { server } = up();
      return signInAs(page, server.url, server.adminEmail, server.adminPassword, path);
    },
  };
}
