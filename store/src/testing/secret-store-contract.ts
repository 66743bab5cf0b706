import { expect } from '@jest/globals';
import { contractSuite, uniqueName, type ContractCase } from './contract-suite';
import type { SecretStore } from '../secret-store/port';

/** The behaviour every secret store adapter must show. */
export function secretStoreContract(name: string, open: () => Promise<SecretStore>, skipReason: string | null = null) {
  contractSuite(`${name} secret store contract`, open, skipReason, cases);
}

const cases: ContractCase<SecretStore>[] = [
  [
    'puts, gets, replaces and deletes a secret, each kind apart',
    async (store) => {
      const id = uniqueName('user');
      expect(await store.get('credentials', id)).toBeNull();
      await store.put('credentials', id, { hash: 'scrypt$1', meta: { n: 1, list: ['a'] } });
      expect(await store.get('credentials', id)).toEqual({ hash: 'scrypt$1', meta: { n: 1, list: ['a'] } });
      await store.put('classroom_keycodes', id, { hash: 'other' });
      await store.put('credentials', id, { hash: 'scrypt$2' });
      expect(await store.get('credentials', id)).toEqual({ hash: 'scrypt$2' });
      expect(await store.get('classroom_keycodes', id)).toEqual({ hash: 'other' });
      expect(await store.delete('credentials', id)).toBe(true);
      expect(await store.delete('credentials', id)).toBe(false);
      expect(await store.get('credentials', id)).toBeNull();
      expect(await store.get('classroom_keycodes', id)).toEqual({ hash: 'other' });
    },
  ],
  [
    'takes a secret once: read and deleted in one step',
    async (store) => {
      const id = uniqueName('ticket');
      await store.put('classroom_tickets', id, { classroom: 'c1', expiresAt: 1234 });
      expect(await store.take('classroom_tickets', id)).toEqual({ classroom: 'c1', expiresAt: 1234 });
      expect(await store.take('classroom_tickets', id)).toBeNull();
      expect(await store.get('classroom_tickets', id)).toBeNull();
    },
  ],
  [
    'gives a secret to exactly one of many concurrent takes',
    async (store) => {
      const id = uniqueName('ticket');
      await store.put('classroom_tickets', id, { classroom: 'c2' });
      const taken = await Promise.all(Array.from({ length: 12 }, () => store.take('classroom_tickets', id)));
      expect(taken.filter((t) => t !== null)).toEqual([{ classroom: 'c2' }]);
    },
  ],
  [
    'refuses a kind that is not a plain name',
    async (store) => {
      await expect(store.get('credentials; DROP TABLE x', 'a')).rejects.toThrow('Bad secret kind');
      await expect(store.put('Credentials', 'a', {})).rejects.toThrow('Bad secret kind');
    },
  ],
];
