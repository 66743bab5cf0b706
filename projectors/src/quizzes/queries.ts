import { notFound, quizStatus, streams } from '@lebe/domain';
import type { EventStore, ReadStore } from '@lebe/store';
import { documentFromLog } from '../runtime';
import { quizzesProjection, type QuizDoc } from './quizzes.projection';
import { quizResultsCollection, quizStudentId, type QuizResultDoc } from './quiz-results.projection';

/** The quiz as its stream holds it now: what a command decides from and answers with, at once after a write. */
export async function loadQuiz(events: EventStore, id: string): Promise<QuizDoc> {
  const quiz = await documentFromLog(events, quizzesProjection, streams.quiz(id), id);
  if (!quiz) throw notFound('Quiz');
  return quiz;
}

/** A learner's result in a quiz (null before their first answer). */
export const quizResultOf = (read: ReadStore, quiz: string, student: string) =>
  read.get<QuizResultDoc>(quizResultsCollection, quizStudentId(quiz, student));

/** The questions of the version a learner answered (the current list before they start). */
export const questionsAnsweredAt = (quiz: QuizDoc, result: QuizResultDoc | null) =>
  quiz.versions[String(result?.version ?? quiz.version)] ?? quiz.questions;

/** A learner's score in percent: the points of their latest answer to each question of their version. */
export function quizScore(quiz: QuizDoc, result: QuizResultDoc | null) {
  const questions = questionsAnsweredAt(quiz, result);
  const given = questions.map((q) => result?.answers?.[q]).filter((a) => a !== undefined);
  const points = given.reduce((sum, a) => sum + a.pointscore, 0);
  const score = questions.length ? Math.round((points / questions.length) * 10000) / 100 : 0;
  const progress = given.length === 0 ? 'not started' : given.length >= questions.length ? 'completed' : 'in progress';
  return {
    version: result?.version ?? quiz.version,
    answered: given.length,
    total: questions.length,
    score,
    progress,
  } as const;
}

export const quizStatusOf = (quiz: QuizDoc, now: Date) => quizStatus(quiz, now);

/** Every result of a quiz: one per learner who answered, one per question answered. */
export async function quizResults(read: ReadStore, quiz: string) {
  const page = await read.find<QuizResultDoc>(quizResultsCollection, {
    where: { quiz },
    pageSize: 100_000,
    skipTotal: true,
  });
  return {
    students: page.items.filter((d) => d.kind === 'student'),
    questions: page.items.filter((d) => d.kind === 'question'),
  };
}
