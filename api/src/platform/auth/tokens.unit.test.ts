import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Tokens } from './tokens';

const secret = 'unit-test-secret-unit-test-secret';
afterEach(() => {
  jest.useRealTimers();
});

describe('bearer tokens', () => {
  it('are accepted again and again, while a tampered copy or another key’s token never is', async () => {
    const tokens = new Tokens(secret, '1h');
    const token = await tokens.sign({ sub: 'u1', sv: 2 });
    expect(await tokens.verify(token)).toEqual({ sub: 'u1', sv: 2 });
    expect(await tokens.verify(token)).toEqual({ sub: 'u1', sv: 2 });
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'admin', sv: 2, exp: 4_000_000_000 })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    expect(await new Tokens(`${secret}-other`, '1h').verify(token)).toBeNull();
  });

  it('stop being accepted when they expire, even one accepted a moment before', async () => {
    jest.useFakeTimers({
      now: new Date('2026-03-01T10:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    const tokens = new Tokens(secret, '1h');
    const token = await tokens.sign({ sub: 'u1', sv: 1 });
    expect(await tokens.verify(token)).toEqual({ sub: 'u1', sv: 1 });
    jest.setSystemTime(new Date('2026-03-01T10:59:58Z'));
    expect(await tokens.verify(token)).toEqual({ sub: 'u1', sv: 1 });
    jest.setSystemTime(new Date('2026-03-01T11:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });
});
