import { z } from 'zod';
import { correctAnswers, scoreValues, type AnswerEvent } from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import type { CommandMeta } from '../../platform/commands/command-handler';
import { appendFacts } from '../../platform/commands/command-handler';
import { HttpError } from '../../platform/http/errors';
import { loadQuestion } from '../questions/commands';

export const answerBody = z
  .object({
    answer: z.string().max(2000).default(''),
    question: z.string().min(1, 'question is required'),
    score: z.enum(scoreValues),
    pointscore: z.coerce.number().min(0).max(1),
  })
  .refine((b) => (b.score === 'correct' ? b.pointscore === 1 : b.score === 'incorrect' ? b.pointscore === 0 : true), {
    message: 'pointscore must be 1 for a correct answer and 0 for an incorrect one',
  });

/**
 * Records one answer on the learner's stream, with what the dashboards need from the question as it
 * is now (language, level, types, text, correct answer), so figures never depend on later edits.
 */
export async function recordAnswer(
  deps: AppDeps,
  learnerId: string,
  body: z.infer<typeof answerBody>,
  classroom: string | null,
  meta: CommandMeta,
) {
  const q = await loadQuestion(deps, body.question).catch(() => {
    throw new HttpError(404, 'Question not found');
  });
  const event: AnswerEvent = {
    type: 'AnswerRecorded',
    data: {
      ...body,
      language: q.targetLanguage,
      level: q.level,
      questionType: q.questionType,
      knowledgeType: q.knowledgeType,
      questionText: q.question,
      correctAnswer: correctAnswers(q)[0]?.text ?? '',
      classroom,
    },
  };
  await appendFacts(deps, `learner-${learnerId}`, [event], meta);
  return event.data;
}
