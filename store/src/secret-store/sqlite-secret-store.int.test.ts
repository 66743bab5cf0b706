import { describe, expect, it } from '@jest/globals';
import { chmodSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteReadStore } from '../read-store/sqlite-read-store';
import { secretStoreContract } from '../testing/secret-store-contract';
import { SqliteSecretStore } from './sqlite-secret-store';

const newFile = () => join(mkdtempSync(join(tmpdir(), 'lebe-secrets-')), 'secrets.sqlite');
const mode = (file: string) => statSync(file).mode & 0o777;

secretStoreContract('SQLite', async () => new SqliteSecretStore(newFile()));

describe('SQLite secret store file', () => {
  it('creates its file readable by its owner only, and closes up an existing one', async () => {
    const file = newFile();
    const store = new SqliteSecretStore(file);
    await store.put('credentials', 'u1', { hash: 'h' });
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    await store.close();

    const open = newFile();
    writeFileSync(open, '');
    chmodSync(open, 0o644);
    await new SqliteSecretStore(open).close();
    expect(mode(open)).toBe(0o600);
  });

  it('reads the secrets.sqlite the read-model port wrote before, and that code still reads what it writes', async () => {
    const file = newFile();
    const old = new SqliteReadStore(file);
    for (const name of ['credentials', 'classroom_keycodes', 'classroom_tickets']) await old.ensure({ name });
    await old.put('credentials', { _id: 'u1', hash: 'scrypt$old' });
    await old.put('classroom_tickets', { _id: 't1', classroom: 'c1', expiresAt: 99 });
    await old.close();

    const store = new SqliteSecretStore(file);
    expect(await store.get('credentials', 'u1')).toEqual({ hash: 'scrypt$old' });
    expect(await store.take('classroom_tickets', 't1')).toEqual({ classroom: 'c1', expiresAt: 99 });
    await store.put('classroom_keycodes', 'c1', { hash: 'scrypt$new' });
    await store.close();

    const again = new SqliteReadStore(file);
    await again.ensure({ name: 'classroom_keycodes' });
    expect(await again.get('classroom_keycodes', 'c1')).toEqual({ _id: 'c1', hash: 'scrypt$new' });
    await again.close();
  });
});
