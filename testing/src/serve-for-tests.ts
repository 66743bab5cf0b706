// The API's process as the tests that run it as its own process start it (process-server.ts): the product's
// own entry (api/src/serve.ts), with passwords hashed at the test server's cost. A test-only entry, so no
// deployer's setting can lower production's cost (api/src/platform/auth/passwords.unit.test.ts).
// `--freshness-timeout-ms=N` shortens the bounded wait for the workers' read models, for a test that pauses them.
import { parseArgs } from 'node:util';
import { apiConfig } from '@lebe/api';
import { serveProcess } from '@lebe/api/serve';
import { testPasswordCost } from './test-server';

const { values } = parseArgs({ options: { 'freshness-timeout-ms': { type: 'string' } } });
const freshness = values['freshness-timeout-ms'];
await serveProcess({
  ...apiConfig(),
  passwordCost: testPasswordCost,
  freshnessTimeoutMs: freshness === undefined ? undefined : Number(freshness),
});
