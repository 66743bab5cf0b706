import { afterAll, expect } from '@jest/globals';
import { contractSuite } from '../testing/contract-suite';
import { dockerUnavailableReason } from '../testing/docker';
import { startMongo } from '../testing/mongo-container';
import { MongoReadStore } from '../read-store/mongo-read-store';
import { secretStoreContract } from '../testing/secret-store-contract';
import { MongoSecretStore } from './mongo-secret-store';

// MongoDB only runs in a container here: without a Docker engine every case reports itself skipped.
const skipReason = await dockerUnavailableReason();
const mongo = startMongo();
const db = () => `lebe_test_${Date.now().toString(36)}`;

secretStoreContract('MongoDB', async () => new MongoSecretStore(await mongo.url(), `${db()}_secrets`), skipReason);

contractSuite('MongoDB secret store layout', async () => ({ close: async () => undefined }), skipReason, [
  [
    'reads the secrets the read-model port wrote in <db>_secrets before',
    async () => {
      const name = `${db()}_secrets`;
      const old = new MongoReadStore(await mongo.url(), name);
      await old.ensure({ name: 'credentials' });
      await old.put('credentials', { _id: 'u1', hash: 'scrypt$old' });
      await old.close();
      const store = new MongoSecretStore(await mongo.url(), name);
      expect(await store.get('credentials', 'u1')).toEqual({ hash: 'scrypt$old' });
      await store.close();
    },
  ],
]);

afterAll(() => mongo.stop(), 60_000);
