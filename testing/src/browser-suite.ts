import { afterAll, beforeAll, describe } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { browserUnavailableReason, launchBrowser } from './browser';
import { startTestServer, type TestServer } from './test-server';

/** What a browser suite's tests and hooks use; read them in hooks and tests only, never while the suite is declared. */
export interface BrowserSuite {
  /** The whole product on a fresh test server. */
  readonly server: TestServer;
  /** Debian's chromium. */
  readonly browser: Browser;
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
    describe.skip(`${name} (skipped: ${unavailable})`, () => body(notStarted(name)));
    return;
  }
  describe(name, () => {
    let server: TestServer | undefined;
    let browser: Browser | undefined;
    beforeAll(async () => {
      // Each kept as soon as it is up, so that afterAll closes it even when the other failed to start.
      await Promise.all([
        startTestServer({ env: options.env }).then((s) => (server = s)),
        launchBrowser().then((b) => (browser = b)),
      ]);
    });
    body({
      get server() {
        return server ?? notStarted(name).server;
      },
      get browser() {
        return browser ?? notStarted(name).browser;
      },
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });
  });
}

function notStarted(name: string): BrowserSuite {
  const fail = (): never => {
    throw new Error(`"${name}": the server and browser exist only in hooks and tests, once beforeAll has run`);
  };
  return {
    get server() {
      return fail();
    },
    get browser() {
      return fail();
    },
  };
}
