import {
  streamId,
  type AnswerEvent,
  type ErasureEvent,
  type QuizSubmissionEvent,
  type RegradeEvent,
} from '@lebe/domain';
import { versioned, type DocumentProjection } from '../runtime';

/** The read model's collection name. */
export const quizResultsCollection = 'quiz_results';

export interface QuizAnswer {
  answer: string;
  score: string;
  pointscore: number;
  at: string;
  position: number;
}

/**
 * A quiz's results, kept per answer: `student` (one learner's latest answer to each question, and the
 * version of the quiz they answered, pinned at their first answer) and `question` (one question's answers
 * in the quiz: how many, how many wrong, each wrong answer's count).
 */
export interface QuizResultDoc {
  _id: string;
  kind: 'student' | 'question';
  quiz: string;
  student: string;
  version?: number;
  answers?: Record<string, QuizAnswer>;
  lastAt?: string;
  /** Issue 38: when the student handed the quiz in; their answers after it are not taken. */
  submittedAt?: string;
  /**
   * Issue 38 (v2): every answer the student gave to each question, counted as the question documents count
   * the class's, so a report of a learner group sums its students' tallies.
   */
  tries?: Record<string, QuizTally>;
  question?: string;
  questionText?: string;
  answered?: number;
  wrong?: number;
  wrongAnswers?: Record<string, number>;
  [key: string]: unknown;
}

/** Answers given to one question: how many, how many wrong, each wrong answer's count. */
export interface QuizTally {
  answered: number;
  wrong: number;
  wrongAnswers: Record<string, number>;
}

/** A tally with one more answer, or one answer's verdict moved (`dw`: +1 now wrong, -1 now right). */
export function tallied(t: QuizTally | undefined, answer: string, answered: number, dw: number): QuizTally {
  const wrongAnswers = { ...t?.wrongAnswers };
  if (dw) wrongAnswers[answer] = (wrongAnswers[answer] ?? 0) + dw;
  if (wrongAnswers[answer] <= 0) delete wrongAnswers[answer];
  return { answered: (t?.answered ?? 0) + answered, wrong: Math.max(0, (t?.wrong ?? 0) + dw), wrongAnswers };
}

const tallyOf = (doc: QuizResultDoc | null): QuizTally | undefined =>
  doc ? { answered: doc.answered ?? 0, wrong: doc.wrong ?? 0, wrongAnswers: doc.wrongAnswers ?? {} } : undefined;

export const quizStudentId = (quiz: string, student: string) => `qs:${quiz}:${student}`;
export const quizQuestionId = (quiz: string, question: string) => `qq:${quiz}:${question}`;
const wrong = (score: string) => score === 'incorrect';

type Handled = AnswerEvent | RegradeEvent | ErasureEvent | QuizSubmissionEvent;

export const quizResultsProjection: DocumentProjection<Handled, QuizResultDoc> = {
  kind: 'document',
  // v2 (issue 38): a student's document tallies their answers to each question (`tries`).
  name: versioned('quizResults', 2),
  collection: { name: quizResultsCollection, indexes: [['kind', 'quiz'], 'student'] },
  handles: ['AnswerRecorded', 'AnswerRegraded', 'LearnerAnswersErased', 'QuizSubmitted'],
  targets(event) {
    if (event.type === 'QuizSubmitted') return quizStudentId(event.data.quiz, event.data.student);
    if (event.type === 'LearnerAnswersErased' || !event.data.quiz) return null;
    const { quiz, question } = event.data;
    return [quizStudentId(quiz, streamId(event.streamName)), quizQuestionId(quiz, question)];
  },
  evolve(doc, event, id) {
    if (event.type === 'LearnerAnswersErased') return doc;
    if (event.type === 'QuizSubmitted') {
      if (doc?.submittedAt) return doc;
      const { quiz, student, version } = event.data;
      const base = doc ?? { _id: id, kind: 'student' as const, quiz, student, version, answers: {} };
      return { ...base, submittedAt: event.metadata.time };
    }
    const learner = streamId(event.streamName);
    const quiz = event.data.quiz!;
    const q = event.data.question;
    if (event.type === 'AnswerRecorded') {
      const a = event.data;
      const given = {
        answer: a.answer,
        score: a.score,
        pointscore: a.pointscore,
        at: event.metadata.time,
        position: event.position,
      };
      if (id.startsWith('qs:')) {
        if (doc?.submittedAt) return doc;
        return {
          _id: id,
          kind: 'student',
          quiz,
          student: learner,
          version: doc?.version ?? a.quizVersion ?? 1,
          answers: { ...doc?.answers, [q]: given },
          lastAt: given.at,
          tries: { ...doc?.tries, [q]: tallied(doc?.tries?.[q], a.answer, 1, wrong(a.score) ? 1 : 0) },
        };
      }
      return {
        _id: id,
        kind: 'question',
        quiz,
        student: '',
        question: q,
        questionText: a.questionText,
        ...tallied(tallyOf(doc), a.answer, 1, wrong(a.score) ? 1 : 0),
      };
    }
    if (!doc) return doc;
    const r = event.data;
    const dw = (wrong(r.to.score) ? 1 : 0) - (wrong(r.from.score) ? 1 : 0);
    if (id.startsWith('qs:')) {
      const latest = doc.answers?.[q];
      const tries = doc.tries?.[q] && dw ? { ...doc.tries, [q]: tallied(doc.tries[q], r.answer, 0, dw) } : doc.tries;
      if (!latest || latest.position !== r.position) return { ...doc, tries };
      return {
        ...doc,
        tries,
        answers: { ...doc.answers, [q]: { ...latest, score: r.to.score, pointscore: r.to.pointscore } },
      };
    }
    return dw ? { ...doc, ...tallied(tallyOf(doc), r.answer, 0, dw) } : doc;
  },
  purge: (event) => (event.type === 'LearnerAnswersErased' ? { field: 'student', value: event.data.learner } : null),
};
