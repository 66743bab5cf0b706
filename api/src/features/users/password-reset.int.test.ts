import { beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { useTestServer } from '@lebe/testing/use-test-server';
import type { MailMessage } from '../../platform/mail/mailer';
import { passwordResetSent } from '@lebe/domain';

const { server, api } = useTestServer({ env: { LOGIN_LIMIT_PER_EMAIL: '3', PASSWORD_RESET_TTL_MINUTES: '30' } });
const mail: MailMessage[] = [];
let n = 0;
const fresh = () => ({
  name: `Resetter ${++n}`,
  email: `reset${n}.${Date.now()}@example.com`,
  password: 'first-password',
});

beforeAll(async () => {
  // The log mailer is the default; here each message is kept to read the link from.
  server.runtime.deps.mailer = { transport: 'log', send: async (m) => void mail.push(m) };
});

async function linkFor(email: string) {
  const before = mail.length;
  const res = await api.post('/api/users/password-reset', { email });
  expect(res.status).toBe(202);
  for (let i = 0; i < 50 && mail.length === before; i++) await new Promise((r) => setTimeout(r, 20));
  const sent = mail.at(-1)!;
  expect(sent.to).toBe(email);
  return /\/resetpassword#([\w-]+)/.exec(sent.text)![1];
}

describe('password reset', () => {
  it('answers 202 with one message whether or not the address has an account, and mails only an account', async () => {
    const who = fresh();
    await api.post('/api/users', who);
    const before = mail.length;
    const known = await api.post('/api/users/password-reset', { email: who.email });
    const unknown = await api.post('/api/users/password-reset', { email: `nobody.${who.email}` });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual({ message: passwordResetSent });
    expect(unknown.body).toEqual(known.body);
    await new Promise((r) => setTimeout(r, 100));
    expect(mail.slice(before).map((m) => m.to)).toEqual([who.email]);
  });

  it('sets a new password once with the mailed link, and ends every session of the account', async () => {
    const who = fresh();
    const { token: session } = (await api.post('/api/users', who)).body;
    const token = await linkFor(who.email);
    const done = await api.post('/api/users/password-reset/confirm', { token, password: 'second-password' });
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/password is changed/);
    expect((await api.get('/api/users/profile', session)).body).toEqual({ message: 'Not authorized, token failed' });
    expect((await api.post('/api/users/login', { email: who.email, password: 'first-password' })).status).toBe(401);
    expect((await api.post('/api/users/login', { email: who.email, password: 'second-password' })).status).toBe(200);
    const again = await api.post('/api/users/password-reset/confirm', { token, password: 'third-password' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: expect.stringMatching(/expired or was already used/), field: 'token' });
  });

  it('refuses a short or common new password without spending the link', async () => {
    const who = fresh();
    await api.post('/api/users', who);
    const token = await linkFor(who.email);
    const short = await api.post('/api/users/password-reset/confirm', { token, password: 'x' });
    expect(short.body).toEqual({ message: 'Password must be at least 8 characters', field: 'password' });
    const common = await api.post('/api/users/password-reset/confirm', { token, password: 'iloveyou2' });
    expect(common.status).toBe(400);
    expect(common.body.field).toBe('password');
    expect((await api.post('/api/users/password-reset/confirm', { token, password: 'good-new-pass' })).status).toBe(
      200,
    );
  });

  it('voids an older link once the password has changed, and refuses a made-up one', async () => {
    const who = fresh();
    await api.post('/api/users', who);
    const older = await linkFor(who.email);
    const newer = await linkFor(who.email);
    expect(
      (await api.post('/api/users/password-reset/confirm', { token: newer, password: 'newer-password' })).status,
    ).toBe(200);
    expect(
      (await api.post('/api/users/password-reset/confirm', { token: older, password: 'older-password' })).status,
    ).toBe(400);
    expect(
      (await api.post('/api/users/password-reset/confirm', { token: 'made-up', password: 'made-up-pass' })).status,
    ).toBe(400);
  });

  it('keeps only a hash of the token: the link is nowhere in what is stored', async () => {
    const who = fresh();
    await api.post('/api/users', who);
    const token = await linkFor(who.email);
    for (const file of ['events.sqlite', 'read.sqlite', 'secrets.sqlite']) {
      let db: Database.Database;
      try {
        db = new Database(join(server.dataDir, file), { readonly: true });
      } catch {
        continue;
      }
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type='table'").all() as { name: string }[];
      for (const { name } of tables)
        expect(JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all())).not.toContain(token);
      db.close();
    }
  });

  it('refuses a link past its lifetime', async () => {
    const who = fresh();
    await api.post('/api/users', who);
    const token = await linkFor(who.email);
    const realNow = Date.now;
    Date.now = () => realNow() + 31 * 60_000;
    try {
      const late = await api.post('/api/users/password-reset/confirm', { token, password: 'too-late-pass' });
      expect(late.status).toBe(400);
    } finally {
      Date.now = realNow;
    }
  });

  it('rate-limits reset requests per address and e-mail as logins are, with 429', async () => {
    const email = `limited.${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await api.post('/api/users/password-reset', { email })).status).toBe(202);
    const limited = await api.post('/api/users/password-reset', { email });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many password reset attempts/);
  });
});
