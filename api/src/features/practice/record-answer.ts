import {
  correctAnswers,
  gradeAnswer,
  priorAbility,
  levelUpFromWindow,
  mainPracticeMaxLevel,
  type AnswerEvent,
  type RecordAnswerBody,
  type RecordedAnswer,
} from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { loadQuestion } from '@lebe/projectors/questions';
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
  roundSize?: (level: number) => Promise<number>;
}

/**
 * Records one answer on the learner's stream, graded by the server from the question as it is now
 * (the client's score is only a claim), with what the dashboards need from the question (language,
 * level, types, text, correct answer), so figures never depend on later edits.
 */
export async function recordAnswer(
  deps: AppDeps,
  learnerId: string,
  body: RecordAnswerBody,
  classroom: string | null,
  meta: CommandMeta,
  context: AnswerContext = {},
) {
  // The same request sent again (a client retrying after a dropped connection): what it recorded.
  const recorded = await answerReceipt(deps, learnerId, meta.correlationId);
  if (recorded) return answered(deps, learnerId, recorded);
  const q = await loadQuestion(deps.read, body.question);
  const grade = gradeAnswer(q, body);
  const skipped = body.skipped === true && body.answer.trim() === '';
  const event: AnswerEvent = {
    type: 'AnswerRecorded',
    data: {
      question: body.question,
      answer: body.answer,
      ...grade,
      language: context.language ?? q.targetLanguage,
      // Main practice serves, and counts, a question its answers calibrated at the level its difficulty is
      // nearest; a classroom's levels are its teacher's sequence and stay the question's own.
      level: classroom ? q.level : await servedLevel(deps.read, body.question, q.level),
      questionType: q.questionType,
      knowledgeType: q.knowledgeType,
      questionText: q.question,
      correctAnswer: correctAnswers(q)[0]?.text ?? '',
      classroom,
      ...(context.quiz ? { quiz: context.quiz, quizVersion: context.quizVersion } : {}),
      ...(context.roundSize ? { roundSize: await context.roundSize(q.level) } : {}),
      ...(skipped ? { skipped: true as const } : {}),
      ...(body.mode ? { mode: body.mode } : {}),
    },
  };
  // The reply waits only for what it reports (the level window and ability, in main practice); the other read
  // models follow, and the learner's next request waits for them.
  await answerCommand(deps, learnerId, event.data, meta, { awaits: classroom ? [] : reportedReadModels });
  return answered(deps, learnerId, event.data);
}

/** The answer as recorded, and in main practice what it means for the learner's level (sent again alike on a retry). */
async function answered(deps: AppDeps, learnerId: string, data: AnswerEvent['data']) {
  const { skipped: _skipped, ...answer } = data;
  if (answer.classroom) return answer;
  return { ...answer, ...(await levelEvidence(deps, learnerId, answer.language, answer.level)) };
}

/**
 * Main practice: the learner's ability after the answer, and whether a level-up from the answer's level is
 * recorded (see RecordedAnswer.levelUp): SPEC §4's five of five at the level, for every learner (issue 35); the
 * ability only informs. Read once the read models reflect the answer (the command waits for them); a learner the
 * model has not seen yet is weighed at the language's learner prior (the middle of its start level, SE 1.2).
 */
async function levelEvidence(
  deps: AppDeps,
  learner: string,
  language: string,
  level: number,
): Promise<Pick<RecordedAnswer, 'ability' | 'levelUp'>> {
  const [estimate, windows] = await Promise.all([
    abilityOf(deps.read, learner, language),
    levelWindows(deps.read, learner, `language:${language}`, [level]),
  ]);
  const ability = estimate ? { theta: estimate.theta, se: estimate.se } : priorAbility(language);
  const evidence = levelUpFromWindow(ability, level, windows[level]);
  const below = level < mainPracticeMaxLevel(language);
  return {
    ability,
    levelUp: {
      level: level + 1,
      allowed: below && evidence.allowed,
      streak: evidence.streak,
      probability: evidence.probability,
      needed: evidence.needed,
    },
  };
}
