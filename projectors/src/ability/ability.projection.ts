import {
  calibratedBand,
  countsInPractice,
  calibrationAnswers,
  defaultPrior,
  guessFloor,
  itemPriorVariance,
  learnerPriorFor,
  maxLevel,
  observe,
  priorDifficulty,
  streamId,
  withPlacement,
  type AbilityModelEvent,
  type AnswerEvent,
  type DifficultyPrior,
  type ErasureEvent,
  type Estimate,
  type ItemFeatures,
  type PlacementEvent,
  type QuestionRegradedEvent,
  type QuestionType,
  type RegradeEvent,
} from '@lebe/domain';
import type { ReadStore } from '@lebe/store';
import { randOf, versioned, type GroupProjection, type Recorded } from '../runtime';

/** The read model's collection name. */
export const abilityCollection = 'ability';

/**
 * Item difficulty and learner ability from the log (issue 29), one logit scale (domain/src/ability/model.ts):
 * - `difficulty` per question: b, its variance, the answers that calibrated it, the features its prior came
 *   from, and once it has 20 answers the level band practice serves it in;
 * - `ability` per learner and language: θ, its variance, the answers counted;
 * - `prior`: the difficulty prior in effect at this point of the log (the latest DifficultyPriorFitted).
 * One answer changes its question's difficulty and its learner's ability together, each from the other's
 * estimate just before it, so the read model is one sequence over the whole log: it is never split into
 * partitions (a partition by learner would update a question from two places out of log order), and a replay
 * of the same log gives the very same numbers.
 * - `regrade` per re-graded answer: the grade it has now. When a question's re-grade ends (QuestionRegraded)
 *   the log is folded again from its start with each re-graded answer at its new grade in place of the one
 *   it was given (issue 35): every estimate is then the one the corrected log gives, as a rebuild's is.
 */
export interface AbilityDoc {
  _id: string;
  kind: 'difficulty' | 'ability' | 'prior' | 'regrade';
  /** difficulty: the question. */
  question?: string;
  /** ability: the learner (what an erasure purges by). */
  learner?: string;
  language?: string;
  /** difficulty: b; ability: θ. */
  mean?: number;
  variance?: number;
  answers?: number;
  /** difficulty: what its prior was computed from, at its first answer. */
  features?: ItemFeatures;
  /** difficulty: the level it is served in, once calibrated (20 answers); absent before. */
  band?: number;
  /** difficulty: a fixed uniform number, so practice can draw a calibrated question of a band by index seek. */
  rand?: number;
  /** prior: the coefficients and the features they weigh. */
  prior?: DifficultyPrior;
  /** regrade: the answer's place in the log and the grade it has now. */
  position?: number;
  grade?: RegradeEvent['data']['to'];
  [key: string]: unknown;
}

export const priorDocId = 'prior';
export const difficultyId = (question: string) => `q:${question}`;
export const abilityId = (learner: string, language: string) => `a:${learner}:${language}`;
const regradeId = (position: number) => `g:${position}`;

/** The bank's multiple-choice questions offer one right answer and three wrong ones (question-bank/src/common.ts). */
export const multipleChoiceOptions = 4;

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** A question's generator features as its answer carries them (the rarest word's rank is not carried: unknown). */
export function answerFeatures(a: AnswerEvent['data']): ItemFeatures {
  return {
    level: a.level,
    questionType: a.questionType,
    knowledgeType: a.knowledgeType,
    words: Math.max(1, words(a.correctAnswer || a.questionText)),
    options: a.questionType === 'multiple_choice' ? multipleChoiceOptions : 0,
  };
}

const guessOf = (questionType: QuestionType) => guessFloor(questionType, multipleChoiceOptions);

/**
 * What an answer tells the model: its credit (the pointscore: partial credit counts; a shown answer is 0),
 * or null for a skip, which tells nothing. An answer recorded before skips were marked (empty, 0) counts as
 * shown: wrong, so an old log never makes anyone look abler than they showed.
 */
export const creditOf = (a: AnswerEvent['data']): number | null => (a.skipped ? null : a.pointscore);

type Role = 'prior' | 'item' | 'learner' | 'regrade';
type Placed = Extract<PlacementEvent, { type: 'PlacementCompleted' }>;
type Event = AnswerEvent | RegradeEvent | QuestionRegradedEvent | AbilityModelEvent | ErasureEvent | Placed;

function targets(event: Recorded<Event>): Partial<Record<Role, string>> | null {
  switch (event.type) {
    case 'DifficultyPriorFitted':
      return { prior: priorDocId };
    case 'AnswerRecorded':
      // A skip tells nothing; a test's answer is the quiz's, and the learner's measured level never shows it.
      if (creditOf(event.data) === null || !countsInPractice(event.data)) return null;
      return {
        prior: priorDocId,
        item: difficultyId(event.data.question),
        learner: abilityId(streamId(event.streamName), event.data.language),
      };
    case 'AnswerRegraded':
      return { regrade: regradeId(event.data.position) };
    case 'PlacementCompleted':
      return { learner: abilityId(event.data.user, event.data.language) };
    default:
      return null;
  }
}

/**
 * The log as a re-grade corrects it: each re-graded answer with the grade it has now (the regrade documents
 * written so far), every other event as it is.
 */
async function regradedAnswers(read: ReadStore) {
  const grades = new Map<number, RegradeEvent['data']['to']>();
  const pageSize = 5000;
  for (let last = ''; ;) {
    const { items } = await read.find<AbilityDoc>(abilityCollection, {
      where: { kind: 'regrade', ...(last ? { _id: { gt: last } } : {}) },
      sort: [['_id', 'asc']],
      pageSize,
      skipTotal: true,
    });
    for (const doc of items) grades.set(doc.position!, doc.grade!);
    if (items.length < pageSize) break;
    last = items[items.length - 1]._id;
  }
  return (event: Recorded<Event>): Recorded<Event> => {
    const grade = event.type === 'AnswerRecorded' ? grades.get(event.position) : undefined;
    return grade && event.type === 'AnswerRecorded' ? { ...event, data: { ...event.data, ...grade } } : event;
  };
}

const estimateOf = (doc: AbilityDoc): Estimate => ({
  mean: doc.mean ?? 0,
  variance: doc.variance ?? 1,
  answers: doc.answers ?? 0,
});

/** A question's difficulty before its first answer: the prior in effect, on the features the answer carries. */
function newItem(id: string, prior: AbilityDoc | null | undefined, a: AnswerEvent['data']): AbilityDoc {
  const features = answerFeatures(a);
  return {
    _id: id,
    kind: 'difficulty',
    question: a.question,
    language: a.language,
    mean: priorDifficulty(prior?.prior ?? defaultPrior, features),
    variance: itemPriorVariance,
    answers: 0,
    features,
    rand: randOf(a.question),
  };
}

/** A learner new to a language: the language's learner prior (centred on its start level). */
const newLearner = (id: string, learner: string, language: string): AbilityDoc => {
  const { mean, variance, answers } = learnerPriorFor(language);
  return { _id: id, kind: 'ability', learner, language, mean, variance, answers };
};

function withItem(doc: AbilityDoc, e: Estimate): AbilityDoc {
  const calibrated = e.answers >= calibrationAnswers;
  const { band: _band, ...rest } = doc;
  return {
    ...rest,
    mean: e.mean,
    variance: e.variance,
    answers: e.answers,
    ...(calibrated ? { band: calibratedBand(e.mean, maxLevel(doc.language ?? '')) } : {}),
  };
}

const withLearner = (doc: AbilityDoc, e: Estimate): AbilityDoc => ({
  ...doc,
  mean: e.mean,
  variance: e.variance,
  answers: e.answers,
});

export const abilityProjection: GroupProjection<Event, AbilityDoc, Role> = {
  kind: 'group',
  // v2: a learner starts at their language's prior (learnerPriorFor), no longer θ 0: rebuilt from the log.
  // v3: a re-grade folds the log again with the answers at their new grades (regrade documents): rebuilt.
  name: versioned('ability', 3),
  bulk: true,
  collection: {
    name: abilityCollection,
    indexes: ['learner', ['kind', 'language', 'band', 'rand'], ['kind', 'answers']],
  },
  handles: [
    'AnswerRecorded',
    'AnswerRegraded',
    'QuestionRegraded',
    'DifficultyPriorFitted',
    'LearnerAnswersErased',
    'PlacementCompleted',
  ],
  targets,
  refold: { on: ['QuestionRegraded'], corrector: regradedAnswers },
  evolve(docs, event) {
    const ids = targets(event);
    if (!ids) return {};
    switch (event.type) {
      case 'DifficultyPriorFitted': {
        const { features, coefficients, items } = event.data;
        return { prior: { _id: priorDocId, kind: 'prior', prior: { features, coefficients }, items } };
      }
      case 'AnswerRecorded': {
        const a = event.data;
        const item = docs.item ?? newItem(ids.item!, docs.prior, a);
        const learner = docs.learner ?? newLearner(ids.learner!, streamId(event.streamName), a.language);
        const next = observe(estimateOf(learner), estimateOf(item), creditOf(a)!, guessOf(a.questionType));
        return { item: withItem(item, next.item), learner: withLearner(learner, next.learner) };
      }
      case 'AnswerRegraded': {
        // Kept until its question's re-grade ends, which folds the log again with it (see `refold`).
        const { question, position, to } = event.data;
        return { regrade: { _id: ids.regrade!, kind: 'regrade', question, position, grade: to } };
      }
      case 'PlacementCompleted': {
        // A placement test (issue 29): its estimate joins what the learner's answers in the language said.
        const { user, language, theta, se } = event.data;
        const learner = docs.learner ?? newLearner(ids.learner!, user, language);
        return { learner: withLearner(learner, withPlacement(estimateOf(learner), { theta, se }, language)) };
      }
      default:
        return {};
    }
  },
  // An erasure deletes the learner's ability documents; the questions' difficulties keep what their answers
  // taught them (no person in them), until a rebuild replays the log without those answers.
  purge: (event) => (event.type === 'LearnerAnswersErased' ? { field: 'learner', value: event.data.learner } : null),
};
