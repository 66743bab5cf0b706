import { beforeAll, describe, expect, it } from '@jest/globals';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { blankQuestion, fsrsDefaultParameters, notebookEntryId, type NewEvent } from '@lebe/domain';
import { simulateFsrsReviews } from '@lebe/domain/testing/fsrs-simulation';
import { useTestServer } from '@lebe/testing/use-test-server';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { fsrsLearnerDocId, notebooksCollection } from '@lebe/projectors/notebook';
import { fitFsrsJob } from './fsrs-fit';

const { server, api } = useTestServer();
let live: string;
const day = 24 * 60 * 60 * 1000;
const register = async (name: string) =>
  (await api.post('/api/users', { name, email: `${name}${Date.now()}@example.com`, password: 'secret-pass' })).body;

/** A learner who forgets faster than ts-fsrs's defaults assume: a first Good lasts under a day, not 2.3. */
const truth = [
  0.1, 0.3, 0.7, 3, 7.5, 0.6, 2.2, 0.01, 1.0, 0.3, 0.7, 1.4, 0.1, 0.3, 1.6, 0.5, 1.9, 0.5, 0.1, 0.05, 0.25,
];

const meta = (actor: string, time: number) => ({
  actor,
  correlationId: 'fsrs-history',
  time: new Date(time).toISOString(),
  schemaVersion: 1,
});

/** Half a year of notebook practice in French, as the API would have logged it, ending yesterday. */
async function history(user: string) {
  const now = Date.now();
  const reviews = simulateFsrsReviews({
    parameters: truth,
    cards: 60,
    reviewsPerCard: 5,
    seed: 3,
    start: new Date(now - 240 * day).toISOString(),
  }).filter((r) => Date.parse(String(r.time)) < now - day);
  const events = server.runtime.deps.events;
  const opened = new Map<string, number>();
  for (const r of reviews) if (!opened.has(r.card)) opened.set(r.card, Date.parse(String(r.time)) - 60_000);
  for (const [card, time] of opened) {
    const entryId = notebookEntryId(user, card);
    const { fullQuestion: _unused, ...fields } = {
      ...blankQuestion,
      question: `Word ${card}`,
      targetLanguage: 'french',
    };
    const entry = { ...fields, note: '', hint: '', collectionName: '', priority: 1, source: '', questionId: card };
    await events.append(`notebook-${entryId}`, [
      { type: 'NotebookEntrySaved', data: { entryId, user, entry }, metadata: meta(user, time) },
    ]);
  }
  const answers: NewEvent[] = reviews.map((r) => ({
    type: 'AnswerRecorded',
    data: {
      question: r.card,
      answer: r.grade > 1 ? 'right' : 'wrong',
      score: r.grade === 3 ? 'correct' : r.grade === 2 ? 'partial' : 'incorrect',
      pointscore: r.grade === 3 ? 1 : r.grade === 2 ? 0.5 : 0,
      language: 'french',
      level: 1,
      questionType: 'multiple_choice',
      knowledgeType: 'vocabulary',
      questionText: `Word ${r.card}`,
      correctAnswer: 'right',
      classroom: null,
    },
    metadata: meta(user, Date.parse(String(r.time))),
  }));
  const { position } = await events.append(`learner-${user}`, answers);
  await server.runtime.deps.freshness.awaitPosition(position);
  return reviews;
}

async function runNightlyFit() {
  await server.runtime.deps.jobs.enqueue(fitFsrsJob, {});
  await server.runtime.deps.jobs.idle();
  await server.runtime.deps.freshness.awaitPosition(await server.runtime.deps.events.headPosition());
}

type Entry = { review: { stability: number; due: string; lastReview: string | null } };
const entry = async (who: { _id: string; token: string }): Promise<Entry> =>
  (await api.get(`/api/notebooks/${notebookEntryId(who._id, live)}`, who.token)).body;

beforeAll(async () => {
  [live] = await seedQuestions(server, [
    multipleChoice('Colour rouge', 'rouge', ['vert', 'bleu'], { targetLanguage: 'french' }),
  ]);
});

describe('FSRS fitted from the log', () => {
  it("fits a learner's weights overnight, records the fit, and schedules their next review with them", async () => {
    const me = await register('fay');
    const other = await register('gus');
    const reviews = await history(me._id);
    for (const who of [me, other])
      expect((await api.post('/api/notebooks', { questionId: live }, who.token)).status).toBe(201);

    await runNightlyFit();

    const [fitted, ...more] = await server.runtime.deps.events.readStream(`fsrs-${me._id}`);
    expect(more).toEqual([]);
    expect(fitted.type).toBe('FsrsParametersFitted');
    const data = fitted.data as {
      parameters: number[];
      adopted: boolean;
      reviews: number;
      scope: string;
      stage: string;
      logLoss: { current: number; fitted: number };
      candidates: { scope: string; logLoss: number }[];
    };
    expect(data).toMatchObject({ user: me._id, language: 'french', adopted: true, stage: 'full' });
    // Both the learner's own fit and the language's pooled one were judged; the better on the newest 20 % won.
    expect(data.candidates.map((c) => c.scope)).toEqual(['learner', 'pooled']);
    const best = data.candidates.reduce((a, c) => (c.logLoss < a.logLoss ? c : a));
    expect(data).toMatchObject({ scope: best.scope, logLoss: { fitted: best.logLoss } });
    expect(data.reviews).toBe(reviews.length);
    expect(data.logLoss.fitted).toBeLessThan(data.logLoss.current);
    // What is adopted is the winner refitted on every review, up to the newest.
    expect(fitted.data).toMatchObject({ through: String(reviews.at(-1)!.time) });
    // A learner with no reviews is not fitted.
    expect(await server.runtime.deps.events.readStream(`fsrs-${other._id}`)).toEqual([]);

    // The next review of the learner's entries is scheduled with the adopted weights; the other's with the defaults.
    for (const who of [me, other])
      expect((await api.post('/api/dashboards', { question: live, answer: 'rouge' }, who.token)).status).toBe(201);
    const mine = await entry(me);
    const theirs = await entry(other);
    expect(mine.review.stability).toBeCloseTo(data.parameters[2], 6);
    expect(theirs.review.stability).toBeCloseTo(fsrsDefaultParameters[2], 6);
    expect(mine.review.stability).not.toBeCloseTo(theirs.review.stability, 2);
    const expected = fsrs({ w: data.parameters, enable_fuzz: false }).next(
      createEmptyCard(new Date(mine.review.lastReview!)),
      new Date(mine.review.lastReview!),
      Rating.Good,
    ).card;
    expect(mine.review.due).toBe(expected.due.toISOString());

    // The next night fits again (that answer is a new review, the first of a card, so nothing is predicted from it)
    // on the same older 80 % and refits on every review: the same weights, already in use, recorded and not
    // adopted; a night with no new review fits no one.
    await runNightlyFit();
    const [, again, ...none] = await server.runtime.deps.events.readStream(`fsrs-${me._id}`);
    expect(none).toEqual([]);
    expect(again.data).toMatchObject({ adopted: false, parameters: data.parameters, reviews: reviews.length + 1 });
    await runNightlyFit();
    expect(await server.runtime.deps.events.readStream(`fsrs-${me._id}`)).toHaveLength(2);

    // Erasing their answers erases their reviews: the count starts again and no fit is waiting; the weights stay.
    const learnerDoc = () => server.runtime.deps.read.get(notebooksCollection, fsrsLearnerDocId(me._id, 'french'));
    expect(await learnerDoc()).toMatchObject({ reviews: reviews.length + 1, pending: 0 });
    expect((await api.del('/api/dashboards/delete', me.token)).status).toBe(200);
    await server.runtime.deps.freshness.awaitPosition(await server.runtime.deps.events.headPosition());
    expect(await learnerDoc()).toMatchObject({
      reviews: 0,
      pending: 0,
      parameters: data.parameters,
      scope: data.scope,
    });
  }, 120_000);
});
