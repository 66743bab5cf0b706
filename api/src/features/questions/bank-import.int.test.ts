import { describe, expect, it } from '@jest/globals';
import { questionFieldsSchema, streams } from '@lebe/domain';
import {
  bankVersion,
  generateBank,
  type BankTarget,
  type BankOptions,
  type GeneratedQuestion,
} from '@lebe/question-bank';
import { tempStores } from '@lebe/testing/stores';
import { testEvent } from '@lebe/store/testing/events';
import { bankImported, importBank, languagesBank, type Bank } from './bank-import';

/**
 * The real generator over two small languages, standing for the whole bank: the import's rules are the same
 * for any bank, and the whole seed takes minutes to generate (its own checks are in question-bank's
 * generate.unit test). Dzongkha's part is an import cut off before Sango's. Each target and set of languages
 * is generated once in this file and replayed (the generator is deterministic): the upgrades read the seed
 * and the full Sango bank several times each, which took most of this file's minutes.
 */
const small = ['dzongkha', 'sango'];
const made = new Map<string, GeneratedQuestion[]>();
function once(target: BankTarget, languages: string[]): GeneratedQuestion[] {
  const key = `${target}:${languages.join(',')}`;
  if (!made.has(key)) made.set(key, [...generateBank({ target, languages })]);
  return made.get(key)!;
}
const smallBank: Bank = {
  bankVersion,
  generateBank: function* (options: BankOptions = {}) {
    yield* once(options.target ?? 'seed', options.languages ?? small);
  },
  currentIds: function* (target, languages) {
    for (const q of once(target, languages ?? small)) yield q.id;
  },
};
const sango = () => once('seed', ['sango']);

describe('importing the question bank', () => {
  it('puts every question into the log once, completes an import that was cut off, records it, and adds nothing when run again', async () => {
    const stores = { ...tempStores(), bank: smallBank };
    try {
      expect(await bankImported(stores.events, 'seed', smallBank)).toBe(false);
      const partial = await importBank(stores, { target: 'seed', languages: ['dzongkha'] });
      expect(partial.created).toBe(partial.generated);
      expect(await bankImported(stores.events, 'seed', smallBank)).toBe(false);
      const whole = await importBank(stores, { target: 'seed' });
      expect(whole.generated - partial.generated).toBeGreaterThan(2000); // the rest spans batches of 2,000
      expect(whole.created).toBe(whole.generated - partial.generated);
      expect(await bankImported(stores.events, 'seed', smallBank)).toBe(true);
      const head = await stores.events.headPosition();
      const again = await importBank(stores, { target: 'seed' });
      expect(again.created).toBe(0);
      expect(await stores.events.headPosition()).toBe(head + 1); // only the record of the second import
      const first = smallBank.generateBank().next().value!;
      const [event] = await stores.events.readStream(streams.question(first.id));
      expect(event.type).toBe('QuestionCreated');
    } finally {
      await Promise.all([stores.events.close(), stores.read.close()]);
    }
  }, 300_000);

  it('lets the event loop turn while it imports, so the server answers requests meanwhile', async () => {
    const stores = { ...tempStores(), bank: smallBank };
    let turns = 0;
    const timer = setInterval(() => turns++, 1);
    try {
      sango(); // generated before the clock starts: what is timed is the import
      turns = 0;
      const imported = await importBank(stores, { target: 'seed', languages: ['sango'] });
      expect(imported.created).toBeGreaterThan(1000);
      // Each turn is a chance for a request to be answered; SQLite appends without waiting, so an import
      // that never yields would leave this at 0.
      expect(turns).toBeGreaterThanOrEqual(10);
    } finally {
      clearInterval(timer);
      await Promise.all([stores.events.close(), stores.read.close()]);
    }
  }, 300_000);

  it('on an upgrade, withdraws the stored generated questions the new bank no longer makes, saying why', async () => {
    const stores = { ...tempStores(), bank: smallBank };
    try {
      const retired = 'f'.repeat(24);
      const fields = sango()[0].fields;
      await stores.events.append(streams.question(retired), [
        testEvent('QuestionCreated', { questionId: retired, fields, origin: 'generated', owner: null }),
      ]);
      await stores.events.append(streams.questionBank('seed'), [
        testEvent('QuestionBankImported', {
          bankVersion: 'old',
          target: 'seed',
          generated: 1,
          created: 1,
          withdrawn: 0,
        }),
      ]);
      // Sango's part of the upgrade (the whole bank's takes minutes, the same code): the question the
      // generator no longer makes is withdrawn, those it still makes are kept.
      const upgrade = await importBank(stores, { target: 'seed', languages: ['sango'] });
      expect(upgrade.withdrawn).toBe(1);
      const history = await stores.events.readStream(streams.question(retired));
      expect(history.map((e) => e.type)).toEqual(['QuestionCreated', 'QuestionWithdrawn']);
      expect(history[1].data).toMatchObject({ bankVersion });
      const kept = await stores.events.readStream(streams.question(sango()[0].id));
      expect(kept.map((e) => e.type)).toEqual(['QuestionCreated']);
      expect(await importBank(stores, { target: 'seed', languages: ['sango'] })).toMatchObject({ withdrawn: 0 });
    } finally {
      await Promise.all([stores.events.close(), stores.read.close()]);
    }
  }, 300_000);

  it('on an upgrade, revises a stored question the generator now makes differently, unless someone edited it', async () => {
    const stores = { ...tempStores(), bank: smallBank };
    try {
      const [changed, handEdited] = sango();
      // As the log holds it (parsed by the catalogue on the way in), at a level the generator no longer gives.
      const older = (fields: typeof changed.fields) =>
        questionFieldsSchema.parse({ ...fields, level: fields.level === 1 ? 2 : 1 });
      for (const { id, fields } of [changed, handEdited])
        await stores.events.append(streams.question(id), [
          testEvent('QuestionCreated', { questionId: id, fields: older(fields), origin: 'generated', owner: null }),
        ]);
      const adminEdit = testEvent('QuestionEdited', { changes: { question: 'Fixed by an admin' }, classrooms: [] });
      await stores.events.append(streams.question(handEdited.id), [
        { ...adminEdit, metadata: { ...adminEdit.metadata, actor: 'admin-1', correlationId: 'request-1' } },
      ]);
      await stores.events.append(streams.questionBank('seed'), [
        testEvent('QuestionBankImported', {
          bankVersion: 'old',
          target: 'seed',
          generated: 2,
          created: 2,
          withdrawn: 0,
        }),
      ]);
      const upgrade = await importBank(stores, { target: 'seed', languages: ['sango'] });
      expect(upgrade.revised).toBe(1);
      const history = await stores.events.readStream(streams.question(changed.id));
      expect(history.map((e) => e.type)).toEqual(['QuestionCreated', 'QuestionEdited']);
      expect(history[1].data).toMatchObject({ changes: { level: changed.fields.level } });
      const kept = await stores.events.readStream(streams.question(handEdited.id));
      expect(kept.map((e) => e.type)).toEqual(['QuestionCreated', 'QuestionEdited']);
      expect(await importBank(stores, { target: 'seed', languages: ['sango'] })).toMatchObject({ revised: 0 });
    } finally {
      await Promise.all([stores.events.close(), stores.read.close()]);
    }
  }, 300_000);

  it('imports the bank of a few languages (SEED_LANGUAGES) as its own version, withdrawing nothing of the others', async () => {
    const stores = { ...tempStores(), bank: languagesBank(smallBank, ['sango']) };
    try {
      const [retired, other] = ['f'.repeat(24), 'e'.repeat(24)];
      const stored = [
        { id: retired, fields: sango()[0].fields },
        { id: other, fields: once('seed', ['dzongkha'])[0].fields },
      ];
      for (const { id, fields } of stored)
        await stores.events.append(streams.question(id), [
          testEvent('QuestionCreated', { questionId: id, fields, origin: 'generated', owner: null }),
        ]);
      await stores.events.append(streams.questionBank('seed'), [
        testEvent('QuestionBankImported', { bankVersion, target: 'seed', generated: 2, created: 2, withdrawn: 0 }),
      ]);
      expect(await bankImported(stores.events, 'seed', stores.bank)).toBe(false);
      const upgrade = await importBank(stores, { target: 'seed' });
      expect(upgrade).toMatchObject({ generated: sango().length, withdrawn: 1 });
      expect((await stores.events.readStream(streams.question(retired))).map((e) => e.type)).toEqual([
        'QuestionCreated',
        'QuestionWithdrawn',
      ]);
      expect((await stores.events.readStream(streams.question(other))).map((e) => e.type)).toEqual(['QuestionCreated']);
      expect(await bankImported(stores.events, 'seed', stores.bank)).toBe(true);
      expect(await importBank(stores, { target: 'seed' })).toMatchObject({ created: 0, withdrawn: 0 });
    } finally {
      await Promise.all([stores.events.close(), stores.read.close()]);
    }
  }, 300_000);
});
