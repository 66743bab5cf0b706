import { beforeAll, describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { wrongTypeCases } from './wrong-types';

// The same wrong types as wrong-types.unit.test, sent over HTTP to every write route as an admin (who may
// call them all): each answers 400 naming the field, and the event log does not grow.
const { server, api } = useTestServer();
let admin: string;

beforeAll(async () => {
  admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword })).body.token;
});

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
