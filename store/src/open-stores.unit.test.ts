import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeUrl, mongoDatabase, openEventStore, openReadStore, openSecretStore } from './open-stores';

const replicaSet = 'mongodb://lebe:s3cr%40t@mongo-a:27017,mongo-b:27017,mongo-c/lebe?replicaSet=rs0&authSource=admin';

describe('opening stores by URL', () => {
  it('reads the database of a multi-host replica-set MongoDB URL, which new URL() refuses', () => {
    expect(() => new URL(replicaSet)).toThrow();
    expect(mongoDatabase(replicaSet)).toBe('lebe');
    expect(mongoDatabase('mongodb+srv://u:p@cluster0.example.net/app%20db?retryWrites=true')).toBe('app db');
    expect(mongoDatabase('mongodb://a,b/?replicaSet=rs0')).toBeUndefined();
    expect(mongoDatabase('mongodb://a')).toBeUndefined();
  });

  it('opens the MongoDB stores of a replica-set URL without a server (nothing connects before use)', async () => {
    const config = { dataDir: mkdtempSync(join(tmpdir(), 'lebe-open-')), readStoreUrl: replicaSet };
    const read = await openReadStore(config);
    const secrets = await openSecretStore(config);
    expect([read.kind, secrets.kind]).toEqual(['mongodb', 'mongodb']);
    expect((secrets as unknown as { db: { databaseName: string } }).db.databaseName).toBe('lebe_secrets');
    await Promise.all([read.close(), secrets.close()]);
  });

  it('opens KurrentDB by every scheme its client reads, without a server (nothing connects before use)', async () => {
    for (const url of [
      'kurrent://eventstore:2113?tls=false',
      'kurrent+discover://a:2113,b:2113',
      'kurrentdb://eventstore:2113?tls=false',
      'kurrentdb+discover://cluster.example.net:2113',
      'esdb://eventstore:2113?tls=false',
      'kdb://eventstore:2113?tls=false',
    ]) {
      const store = await openEventStore({ dataDir: tmpdir(), eventStoreUrl: url });
      expect([url, store.kind]).toEqual([url, 'kurrentdb']);
      await store.close();
    }
  });

  it('never puts credentials in an error message', async () => {
    const bad = { dataDir: tmpdir(), eventStoreUrl: 'mysql://root:hunter2@db/lebe' };
    await expect(openEventStore(bad)).rejects.toThrow(/mysql:\/\/\*\*\*@db\/lebe/);
    await expect(openEventStore(bad)).rejects.not.toThrow(/hunter2/);
    expect(describeUrl(replicaSet)).toBe('mongodb://***@mongo-a:27017,mongo-b:27017,mongo-c/lebe');
  });

  it('opens the embedded stores under DATA_DIR, secrets in their own file', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'lebe-open-')), 'data');
    const stores = [
      await openEventStore({ dataDir }),
      await openReadStore({ dataDir }),
      await openSecretStore({ dataDir }),
    ];
    expect(stores.map((s) => s.kind)).toEqual(['sqlite', 'sqlite', 'sqlite']);
    for (const f of ['events.sqlite', 'read.sqlite', 'secrets.sqlite']) expect(existsSync(join(dataDir, f))).toBe(true);
    await Promise.all(stores.map((s) => s.close()));
  });
});
