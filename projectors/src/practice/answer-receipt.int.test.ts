import { afterEach, describe, expect, it } from '@jest/globals';
import type { AnswerEvent } from '@lebe/domain';
import { tempStores } from '@lebe/testing/stores';
import { ProjectionRunner } from '../runtime';
import { answerReceipt } from './queries';
import { recentAnswersCollection, recentAnswersProjection } from './recent-answers.projection';

let stores: ReturnType<typeof tempStores>;
afterEach(async () => {
  await stores.events.close();
  await stores.read.close();
});

const answer = (text: string): AnswerEvent['data'] => ({
  question: 'q1',
  answer: text,
  score: 'correct',
  pointscore: 1,
  language: 'french',
  level: 1,
  questionType: 'multiple_choice',
  knowledgeType: '',
  questionText: 'Un?',
  correctAnswer: 'one',
  classroom: null,
});

const recorded = (request: string, text: string) => ({
  type: 'AnswerRecorded',
  data: answer(text),
  metadata: { actor: 'l1', correlationId: request, time: '2026-01-01T00:00:00.000Z', schemaVersion: 1 },
});

describe('the receipt of an answer sent again with the same request id', () => {
  it('is found whether the read model applied the first try or not yet, so a retry is never counted twice', async () => {
    stores = tempStores();
    const runner = new ProjectionRunner(stores.events, stores.read, [recentAnswersProjection]);
    await stores.events.append('learner-l1', [recorded('first', 'one')]);
    await runner.catchUp();
    // Written, then the server died before the projectors applied it: the retry comes to another server.
    await stores.events.append('learner-l1', [recorded('second', 'two')]);
    await stores.events.append('learner-l2', [recorded('other', 'three')]);

    expect(await answerReceipt(stores, 'l1', 'first')).toMatchObject({ answer: 'one' });
    expect(await answerReceipt(stores, 'l1', 'second')).toMatchObject({ answer: 'two' });
    expect(await answerReceipt(stores, 'l1', 'other')).toBeNull(); // another learner's request
    expect(await answerReceipt(stores, 'l1', 'new')).toBeNull();
    await runner.catchUp();
    expect(await answerReceipt(stores, 'l1', 'second')).toMatchObject({ answer: 'two' });
  });

  it('is found in a stream erased and written anew before the read model saw the erasure', async () => {
    stores = tempStores();
    const runner = new ProjectionRunner(stores.events, stores.read, [recentAnswersProjection]);
    for (const request of ['a', 'b', 'c']) await stores.events.append('learner-l1', [recorded(request, request)]);
    await runner.catchUp();
    await stores.events.deleteStream('learner-l1'); // its LearnerAnswersErased not applied yet
    await stores.events.append('learner-l1', [recorded('reborn', 'again')]);

    expect(await answerReceipt(stores, 'l1', 'reborn')).toMatchObject({ answer: 'again' });
    expect(await answerReceipt(stores, 'l1', 'fresh')).toBeNull();
  });

  it('is found for a learner whose document predates the position it keeps of their last answer', async () => {
    stores = tempStores();
    const runner = new ProjectionRunner(stores.events, stores.read, [recentAnswersProjection]);
    await stores.events.append('learner-l1', [recorded('old', 'one')]);
    await runner.catchUp();
    const doc = (await stores.read.get(recentAnswersCollection, 'l1'))!;
    await stores.read.put(recentAnswersCollection, { _id: doc._id, questions: doc.questions });
    await stores.events.append('learner-l1', [recorded('unapplied', 'two')]);

    expect(await answerReceipt(stores, 'l1', 'old')).toMatchObject({ answer: 'one' });
    expect(await answerReceipt(stores, 'l1', 'unapplied')).toMatchObject({ answer: 'two' });
  });
});
