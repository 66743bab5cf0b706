import { afterEach, describe, expect, it } from '@jest/globals';
import { fitPrior, streams, type AnswerEvent, type NewEvent, type RegradeEvent } from '@lebe/domain';
import type { Doc, ReadStore, WriteOp } from '@lebe/store';
import { canonicalJson, digestCollections } from '@lebe/testing/digest';
import { tempStores } from '@lebe/testing/stores';
import { ProjectionRunner } from '../runtime';
import { abilityCollection, abilityProjection, answerFeatures } from './ability.projection';
import { difficultiesOf } from './queries';

type Stores = ReturnType<typeof tempStores>;
let open: Stores[] = [];
afterEach(async () => {
  for (const s of open) {
    await s.events.close();
    await s.read.close();
  }
  open = [];
});
function stores() {
  const s = tempStores();
  open.push(s);
  return s;
}

/** A deterministic pseudo-random sequence: both logs of a comparison are written alike. */
function seeded(seed: number) {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const meta = { actor: null, correlationId: 'c', time: '2026-03-04T05:06:07.000Z', schemaVersion: 1 };
const grade = (right: boolean) =>
  right ? { score: 'correct' as const, pointscore: 1 } : { score: 'incorrect' as const, pointscore: 0 };

function answerData(question: string, right: boolean, level: number): AnswerEvent['data'] {
  return {
    question,
    answer: right ? 'right' : 'wrong',
    ...grade(right),
    language: 'french',
    level,
    questionType: 'translation',
    knowledgeType: 'vocabulary',
    questionText: `texte ${question}`,
    correctAnswer: `text ${question}`,
    classroom: null,
  };
}

/** An answer given under a wrong key: graded `given`, right in truth; the log keeps `given` until re-graded. */
interface Given {
  learner: string;
  data: AnswerEvent['data'];
  position: number;
  truth: boolean;
}

/**
 * Learners answer twelve questions; q5's key is wrong until a teacher fixes it (and q8's from the second
 * half), so their answers are graded against it. `corrected`: the log as it should have been, every answer at
 * its true grade and no re-grade; otherwise the log as it happens, each key fix followed by the re-grade job's
 * events (AnswerRegraded per changed answer, a learner's together, then QuestionRegraded). Between the
 * phases the runner catches up, as it does live. Also a prior fit, a placement and an erasure.
 */
async function scenario(s: Stores, corrected: boolean, runner?: ProjectionRunner) {
  const random = seeded(23);
  const wrongKey = new Set(['q5']);
  const given: Given[] = [];
  const say = async (stream: string, events: NewEvent[]) => (await s.events.append(stream, events)).position;
  const answerOnce = async () => {
    const learner = `l${Math.floor(random() * 16)}`;
    const q = Math.floor(random() * 12);
    const level = 1 + (q % 4) * 2;
    const truth = random() < 0.92 - level * 0.07 + Number(learner.slice(1)) * 0.01;
    const question = `q${q}`;
    // A wrong key marks the right answer wrong and one wrong answer in three right.
    const keyed = wrongKey.has(question) ? !truth && random() < 0.33 : truth;
    const data = answerData(question, corrected ? truth : keyed, level);
    const position = await say(streams.learner(learner), [{ type: 'AnswerRecorded', data, metadata: meta }]);
    if (keyed !== truth) given.push({ learner, data, position, truth });
  };
  const fixKey = async (question: string) => {
    wrongKey.delete(question);
    if (corrected) return;
    const byLearner = new Map<string, RegradeEvent['data'][]>();
    for (const g of given.filter((x) => x.data.question === question)) {
      const data: RegradeEvent['data'] = {
        question,
        position: g.position,
        answeredAt: meta.time,
        answer: g.data.answer,
        from: { score: g.data.score, pointscore: g.data.pointscore },
        to: grade(g.truth),
        language: g.data.language,
        level: g.data.level,
        questionType: g.data.questionType,
        knowledgeType: g.data.knowledgeType,
        classroom: null,
      };
      byLearner.set(g.learner, [...(byLearner.get(g.learner) ?? []), data]);
    }
    for (const [learner, all] of byLearner)
      await say(
        streams.learner(learner),
        all.map((data) => ({ type: 'AnswerRegraded', data, metadata: meta })),
      );
    const counts = { regraded: [...byLearner.values()].flat().length, nowRight: 0, nowWrong: 0 };
    await say(`regrade-${question}`, [
      { type: 'QuestionRegraded', data: { question, edit: 1, ...counts }, metadata: meta },
    ]);
  };
  const catchUp = () => runner?.catchUp();
  for (let i = 0; i < 200; i++) {
    await answerOnce();
    if (i % 25 === 0) await catchUp();
    if (i === 60) {
      const prior = fitPrior([{ features: answerFeatures(answerData('q1', true, 5)), b: 1.2, weight: 30 }]);
      await say(streams.abilityModel('prior'), [
        { type: 'DifficultyPriorFitted', data: { ...prior, items: 1 }, metadata: meta },
      ]);
    }
    if (i === 80) {
      const placed = { user: 'l3', language: 'french', theta: 1.5, se: 0.6, level: 4, items: 9 };
      await say(streams.placement('p3'), [{ type: 'PlacementCompleted', data: placed, metadata: meta }]);
    }
    if (i === 120) {
      await s.events.deleteStream(streams.learner('l15'));
      given.splice(0, given.length, ...given.filter((g) => g.learner !== 'l15'));
      await say(streams.user('l15'), [
        { type: 'LearnerAnswersErased', data: { learner: 'l15', answersRemoved: 1 }, metadata: meta },
      ]);
    }
    if (i === 140) wrongKey.add('q8');
  }
  await catchUp();
  await fixKey('q5');
  for (let i = 0; i < 60; i++) {
    await answerOnce();
    if (i % 20 === 0) await catchUp();
  }
  await fixKey('q8');
  await catchUp();
  return given;
}

/** The read model's estimates (difficulties, abilities, the prior) as one string, in id order. */
async function estimates(read: ReadStore) {
  const { items } = await read.find<Doc>(abilityCollection, { sort: [['_id', 'asc']], pageSize: 10_000 });
  return items
    .filter((d) => d.kind !== 'regrade')
    .map((d) => canonicalJson(d))
    .join('\n');
}

describe('the ability read model after a re-grade (issue 35 item 4)', () => {
  it('holds byte for byte what a fresh replay of the corrected log gives, and what its own rebuild gives', async () => {
    const live = stores();
    const runner = new ProjectionRunner(live.events, live.read, [abilityProjection], { batchSize: 7 });
    const given = await scenario(live, false, runner);
    expect(given.filter((g) => g.data.question === 'q5').length).toBeGreaterThan(5);

    const fresh = stores();
    await scenario(fresh, true);
    await new ProjectionRunner(fresh.events, fresh.read, [abilityProjection]).catchUp();
    const corrected = await estimates(fresh.read);
    expect(corrected.split('\n').length).toBeGreaterThan(20);
    expect(await estimates(live.read)).toBe(corrected);

    const digest = await digestCollections(live.read, [abilityCollection]);
    await runner.rebuild();
    expect(await digestCollections(live.read, [abilityCollection])).toBe(digest);
  });

  it('moves what the wrong key said: the question gets easier, those it wronged abler', async () => {
    const s = stores();
    const runner = new ProjectionRunner(s.events, s.read, [abilityProjection]);
    const unfixed = stores();
    // The same log without its re-grades: what the read model held before.
    const given = await scenario(s, false, runner);
    await scenario(unfixed, false);
    for (const stream of ['regrade-q5', 'regrade-q8']) await unfixed.events.deleteStream(stream);
    await new ProjectionRunner(unfixed.events, unfixed.read, [abilityProjection]).catchUp();
    const [after, before] = await Promise.all([s.read, unfixed.read].map((r) => difficultiesOf(r, ['q5'])));
    expect(after.get('q5')!.b).toBeLessThan(before.get('q5')!.b - 0.3);
    expect(after.get('q5')!.answers).toBe(before.get('q5')!.answers);
    const wronged = given.find((g) => g.data.question === 'q5' && g.truth)!.learner;
    const theta = async (read: ReadStore) => (await read.get<Doc>(abilityCollection, `a:${wronged}:french`))!.mean;
    expect(await theta(s.read)).not.toBe(await theta(unfixed.read));
  });

  it('writes a refold larger than one commit may carry in several, and still ends where a rebuild does', async () => {
    const s = stores();
    const commits: WriteOp[][] = [];
    const capped = new Proxy(s.read, {
      get(target, key, receiver) {
        if (key === 'maxCommitOps') return 5;
        if (key === 'commit')
          return (ops: WriteOp[], checkpoint?: Parameters<ReadStore['commit']>[1]) => {
            commits.push(ops);
            return target.commit(ops, checkpoint);
          };
        const value = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const runner = new ProjectionRunner(s.events, capped, [abilityProjection], { batchSize: 2 });
    await scenario(s, false, runner);
    const refolds = commits.filter((ops) => ops.length === 5);
    expect(refolds.length).toBeGreaterThan(4);
    const digest = await digestCollections(s.read, [abilityCollection]);
    await new ProjectionRunner(s.events, s.read, [abilityProjection]).rebuild();
    expect(await digestCollections(s.read, [abilityCollection])).toBe(digest);
  });
});
