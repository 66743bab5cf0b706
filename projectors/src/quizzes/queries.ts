import { notFound, quizStatus, streams } from '@lebe/domain';
import type { EventStore, ReadStore } from '@lebe/store';
import { documentFromLog, documentsFromLog } from '../runtime';
import { quizzesProjection, type QuizDoc } from './quizzes.projection';
import {
  quizResultsCollection,
  quizResultsProjection,
  quizStudentId,
  type QuizResultDoc,
} from './quiz-results.projection';

/** The quiz as its stream holds it now: what a command decides from and answers with, at once after a write. */
export async function loadQuiz(events: EventStore, id: string): Promise<QuizDoc> {
  const quiz = await documentFromLog(events, quizzesProjection, streams.quiz(id), id);
  if (!quiz) throw notFound('Quiz');
  return quiz;
}

/** A learner's result in a quiz (null before their first answer). */
export const quizResultOf = (read: ReadStore, quiz: string, student: string) =>
  read.get<QuizResultDoc>(quizResultsCollection, quizStudentId(quiz, student));

/**
 * A learner's results in quizzes as their streams hold them now (their answers and re-grades, each quiz's
 * hand-in), folded with the read model's own evolve: null for a quiz they have not answered. What a decision
 * or a reply reads where the read model may lag behind the learner's last write.
 */
export async function quizResultsFromLog(
  events: EventStore,
  student: string,
  quizzes: readonly string[],
): Promise<Map<string, QuizResultDoc | null>> {
  const read = [streams.learner(student), ...quizzes.map((quiz) => streams.quizSubmission(quiz, student))];
  const ids = quizzes.map((quiz) => quizStudentId(quiz, student));
  const docs = await documentsFromLog(events, quizResultsProjection, read, ids);
  return new Map(quizzes.map((quiz, i) => [quiz, docs.get(ids[i]) ?? null]));
}

/**
 * The version of the quiz's list the learner answers, as a command decides it: pinned at their first answer.
 * The read model's once it holds one (a pin never changes), else their streams' (a first answer it has not
 * applied yet pins it all the same), else the quiz's current version.
 */
export async function pinnedVersion(stores: { events: EventStore; read: ReadStore }, quiz: QuizDoc, student: string) {
  const held = (await quizResultOf(stores.read, quiz._id, student))?.version;
  if (held !== undefined) return held;
  const fromLog = (await quizResultsFromLog(stores.events, student, [quiz._id])).get(quiz._id);
  return fromLog?.version ?? quiz.version;
}

/** The questions of the version a learner answered (the current list before they start). */
export const questionsAnsweredAt = (quiz: QuizDoc, result: Pick<QuizResultDoc, 'version'> | null) =>
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
