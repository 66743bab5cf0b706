import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '@lebe/testing/test-server';
import { client } from '@lebe/testing/http';
import { wrongTypeCases } from './wrong-types';

// The same wrong types as wrong-types.unit.test, sent over HTTP to every write route as an admin (who may
// call them all): each answers 400 naming the field, and the event log does not grow.
let server: TestServer;
let api: ReturnType<typeof client>;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword })).body.token;
});
afterAll(async () => server.close());

const head = async () => (await api.get('/api/health')).body.eventStore.headPosition as number;
const writes = wrongTypeCases.filter((c) => c.part === 'body' && c.route.method !== 'get');

describe('a write with a field of the wrong type', () => {
  it('is refused with 400 naming the field, and nothing is written', async () => {
    expect(writes.length).toBeGreaterThan(150);
    const before = await head();
    const wrongly: string[] = [];
    for (const { route, field, value, name } of writes) {
      const path = route.path.replace(/:\w+/g, '1');
      const res = await api.call(route.method.toUpperCase(), path, { body: { [field]: value }, token: admin });
      if (res.status !== 400 || res.body.field !== field) wrongly.push(`${name}: ${res.status} ${res.body.message}`);
    }
    expect(wrongly).toEqual([]);
    expect(await head()).toBe(before);
  });
});
