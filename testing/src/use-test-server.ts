import { afterAll, beforeAll } from '@jest/globals';
import { client } from './http';
import { startTestServer, type TestServer } from './test-server';

/** What an API suite's tests and hooks use; read them in hooks and tests only, never while the file is declared. */
export interface TestServerSuite {
  /** The whole product on a fresh test server (`startTestServer`). */
  readonly server: TestServer;
  /** A JSON client on that server (`client`). */
  readonly api: ReturnType<typeof client>;
}

/**
 * A test server for the enclosing block (or file): started in a `beforeAll` declared here, so before the
 * caller's own `beforeAll` hooks, and closed in an `afterAll` after theirs (Jest runs hooks in declaration order,
 * and a block's `afterAll` hooks after its nested blocks'). `options` are `startTestServer`'s.
 *
 * `server` and `api` are handles that reach the running server when used, so they can be destructured at once:
 * `const { server, api } = useTestServer();`.
 */
export function useTestServer(options: Parameters<typeof startTestServer>[0] = {}): TestServerSuite {
  let running: TestServer | undefined;
  const up = (): TestServer => {
    if (!running) throw new Error('useTestServer: the server is there in hooks and tests only');
    return running;
  };
  beforeAll(async () => {
    running = await startTestServer(options);
  });
  afterAll(async () => {
    await running?.close();
    running = undefined;
  });
  const server = new Proxy({} as TestServer, { get: (_, key) => Reflect.get(up(), key) });
  return { server, api: client(() => up().url) };
}
