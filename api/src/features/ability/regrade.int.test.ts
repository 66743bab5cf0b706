import { describe, expect, it } from '@jest/globals';
import { abilityCollection, abilityProjection } from '@lebe/projectors/ability';
import { ProjectionRunner } from '@lebe/projectors/runtime';
import { digestCollections } from '@lebe/testing/digest';
import {
  abilityEstimates,
  classAnswersAWrongKey,
  copyCorrectedLog,
  difficultyShown,
  eventually,
  spearman,
} from '@lebe/testing/regrade-class';
import { tempStores } from '@lebe/testing/stores';
import { useTestServer } from '@lebe/testing/use-test-server';

const { server, api } = useTestServer();
describe('difficulties that follow a re-grade (issue 35 item 4)', () => {
  it('gives b and θ as the corrected log does, byte for byte, and ranks b as the share wrong', async () => {
    const questions = await classAnswersAWrongKey(api);
    const { events, read } = server.runtime.deps;
    const head = await events.headPosition();
    await eventually(
      () => read.checkpoints(),
      (checkpoints) => expect(checkpoints[abilityProjection.name]).toBeGreaterThanOrEqual(head),
    );

    // b ranks as the share wrong among the questions with 20 answers or more, the fixed one included.
    const admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword }))
      .body.token;
    const shown = await Promise.all(questions.map((q) => difficultyShown(api, admin, q.id)));
    expect(shown.map((d) => d.answers)).toEqual(questions.map((q) => q.answers));
    const rho = spearman(
      shown.map((d) => d.b),
      questions.map((q) => q.shareWrong),
    );
    const bs = shown.map((d) => d.b.toFixed(2)).join(' ');
    console.info(`After the key fix, class of 30: b ${bs}; Spearman(b, share wrong) ${rho.toFixed(3)}`);
    expect(rho).toBeGreaterThanOrEqual(0.9);

    // Every difficulty and ability is what a fresh replay of the corrected log gives, byte for byte.
    const fresh = tempStores();
    try {
      await copyCorrectedLog(events, fresh.events);
      await new ProjectionRunner(fresh.events, fresh.read, [abilityProjection]).catchUp();
      expect(await abilityEstimates(read)).toBe(await abilityEstimates(fresh.read));
      // And a rebuild of the read model from the log as it is gives the very same documents.
      const rebuilt = tempStores();
      try {
        await new ProjectionRunner(events, rebuilt.read, [abilityProjection]).rebuild();
        const digest = (r: typeof read) => digestCollections(r, [abilityCollection]);
        expect(await digest(rebuilt.read)).toBe(await digest(read));
      } finally {
        await Promise.all([rebuilt.events.close(), rebuilt.read.close()]);
      }
    } finally {
      await Promise.all([fresh.events.close(), fresh.read.close()]);
    }
  }, 240_000);
});
