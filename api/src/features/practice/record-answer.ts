import { correctAnswers, gradeAnswer, type AnswerEvent, type RecordAnswerBody } from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { loadQuestion } from '@lebe/projectors/questions';
import { answerReceipt } from '@lebe/projectors/practice';
import { answerCommand, type CommandMeta } from '../../platform/commands';

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
  const recorded = await answerReceipt(deps.read, learnerId, meta.correlationId);
  if (recorded) return recorded;
  const q = await loadQuestion(deps.read, body.question);
  const grade = gradeAnswer(q, body);
  const event: AnswerEvent = {
    type: 'AnswerRecorded',
    data: {
      question: body.question,
      answer: body.answer,
      ...grade,
      language: context.language ?? q.targetLanguage,
      level: q.level,
      questionType: q.questionType,
      knowledgeType: q.knowledgeType,
      questionText: q.question,
      correctAnswer: correctAnswers(q)[0]?.text ?? '',
      classroom,
      ...(context.quiz ? { quiz: context.quiz, quizVersion: context.quizVersion } : {}),
      ...(context.roundSize ? { roundSize: await context.roundSize(q.level) } : {}),
    },
  };
  await answerCommand(deps, learnerId, event.data, meta);
  return event.data;
}
