import { describe, expect, it } from '@jest/globals';
import { MongoReadStore, mongoMaxCommitOps } from './mongo-read-store';
import { CommitTooLargeError, type WriteOp } from './port';

/** What the MongoDB adapter decides before it talks to a server: runs here, where no MongoDB can. */
describe('MongoDB read store without a server', () => {
  it('refuses a commit over its limit per transaction before starting one (MongoDB aborts past 60 s)', async () => {
    const store = new MongoReadStore('mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=200', 'lebe_unit');
    try {
      expect(store.maxCommitOps).toBe(mongoMaxCommitOps);
      expect(mongoMaxCommitOps).toBeLessThanOrEqual(20_000);
      const ops: WriteOp[] = Array.from({ length: mongoMaxCommitOps + 1 }, (_, i) => ({
        kind: 'put',
        collection: 'any',
        doc: { _id: `d${i}` },
      }));
      await expect(store.commit(ops, { projection: 'p', position: 1 })).rejects.toBeInstanceOf(CommitTooLargeError);
    } finally {
      await store.close();
    }
  });
});
