import {
  levelUpAfter,
  priorAbility,
  windowAfter,
  type AnswerEvent,
  type AnswerPlace,
  type RecordAnswerBody,
} from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { questionFromLog } from '@lebe/projectors/questions';
import { answerReceipt, levelWindows } from '@lebe/projectors/practice';
import { abilityOf, servedLevel } from '@lebe/projectors/ability';
import { answerCommand, type CommandMeta } from '../../platform/commands';

/** What an answer's reply reports, and what the learner's next answer reads of their earlier ones. */
export const reportedReadModels = ['levelWindows', 'ability'];

/** What a classroom adds to an answer: its language, the quiz it was given in, the size of the practice round. */
export interface AnswerContext {
  language?: string;
  quiz?: string;
  quizVersion?: number;
  /** A test-mode quiz's answer: kept out of the learner's own practice read models. */
  test?: boolean;
  roundSize?: (level: number) => Promise<number>;
}

/**
 * Records one answer on the learner's stream, as the domain decides it (decideAnswer, levelUpAfter) from what
 * this loads: the question as it is now, where the answer counts and, in main practice, the learner's window
 * at the level it is served at.
 */
export async function recordAnswer(
  deps: AppDeps,
  learnerId: string,
  body: RecordAnswerBody,
  classroom: string | null,
  meta: CommandMeta,
  context: AnswerContext = {},
) {
  // The same request sent again (a client retrying after a dropped connection): what it recorded. Only a
  // request that carries the client's own id can be one.
  const recorded = meta.mayRepeat === false ? null : await answerReceipt(deps, learnerId, meta.correlationId);
  if (recorded) return answered(deps, learnerId, recorded);
  // The question as its stream holds it now, not as a read model that may lag shows it.
  const of = await questionFromLog(deps.events, body.question);
  const place = await placeOf(deps, body.question, of.level, classroom, context);
  const window = classroom ? null : await windowAt(deps, learnerId, of.targetLanguage, place.level ?? of.level);
  // The reply waits only for what it reports (the level window and ability, in main practice); the other read
  // models follow, and the learner's next request waits for them.
  const { events } = await answerCommand(deps, learnerId, { question: body.question, of, given: body, place }, meta, {
    awaits: classroom ? [] : reportedReadModels,
  });
  const [{ data }] = events;
  return answered(deps, learnerId, data, window && windowAfter(window, data.pointscore));
}

/**
 * Where an answer counts. Main practice serves, and counts, a question its answers calibrated at the level its
 * difficulty is nearest; a classroom's levels are its teacher's sequence and stay the question's own.
 */
async function placeOf(
  deps: AppDeps,
  question: string,
  level: number,
  classroom: string | null,
  { roundSize, ...context }: AnswerContext,
): Promise<AnswerPlace> {
  if (!classroom) return { classroom, level: await servedLevel(deps.read, question, level) };
  return { classroom, ...context, ...(roundSize ? { roundSize: await roundSize(level) } : {}) };
}

const windowAt = async (deps: AppDeps, learner: string, language: string, level: number) =>
  (await levelWindows(deps.read, learner, `language:${language}`, [level]))[level];

/**
 * The answer as recorded, and in main practice what it means for the learner's level (sent again alike on a
 * retry, on the window as recorded since), with their ability after the answer: a learner the model has not
 * seen yet is weighed at the language's learner prior (the middle of its start level, SE 1.2).
 */
async function answered(
  deps: AppDeps,
  learnerId: string,
  data: AnswerEvent['data'],
  window?: readonly number[] | null,
) {
  const { skipped: _skipped, test: _test, ...answer } = data;
  if (answer.classroom) return answer;
  const [estimate, windowNow] = await Promise.all([
    abilityOf(deps.read, learnerId, answer.language),
    window ?? windowAt(deps, learnerId, answer.language, answer.level),
  ]);
  const ability = estimate ? { theta: estimate.theta, se: estimate.se } : priorAbility(answer.language);
  return { ...answer, ability, levelUp: levelUpAfter(answer, windowNow, ability) };
}
