import {
  streamId,
  type AnswerEvent,
  type ErasureEvent,
  type QuizSubmissionEvent,
  type RegradeEvent,
} from '@lebe/domain';
import type { DocumentProjection } from '../runtime';

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
  question?: string;
  questionText?: string;
  answered?: number;
  wrong?: number;
  wrongAnswers?: Record<string, number>;
  [key: string]: unknown;
}

export const quizStudentId = (quiz: string, student: string) => `qs:${quiz}:${student}`;
export const quizQuestionId = (quiz: string, question: string) => `qq:${quiz}:${question}`;
const wrong = (score: string) => score === 'incorrect';

type Handled = AnswerEvent | RegradeEvent | ErasureEvent | QuizSubmissionEvent;

export const quizResultsProjection: DocumentProjection<Handled, QuizResultDoc> = {
  kind: 'document',
  name: 'quizResults',
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
        };
      }
      const w = wrong(a.score);
      const answers = { ...doc?.wrongAnswers };
      if (w) answers[a.answer] = (answers[a.answer] ?? 0) + 1;
      return {
        _id: id,
        kind: 'question',
        quiz,
        student: '',
        question: q,
        questionText: a.questionText,
        answered: (doc?.answered ?? 0) + 1,
        wrong: (doc?.wrong ?? 0) + (w ? 1 : 0),
        wrongAnswers: answers,
      };
    }
    if (!doc) return doc;
    const r = event.data;
    if (id.startsWith('qs:')) {
      const latest = doc.answers?.[q];
      if (!latest || latest.position !== r.position) return doc;
      return {
        ...doc,
        answers: { ...doc.answers, [q]: { ...latest, score: r.to.score, pointscore: r.to.pointscore } },
      };
    }
    const dw = (wrong(r.to.score) ? 1 : 0) - (wrong(r.from.score) ? 1 : 0);
    if (!dw) return doc;
    const answers = { ...doc.wrongAnswers, [r.answer]: (doc.wrongAnswers?.[r.answer] ?? 0) + dw };
    if (answers[r.answer] <= 0) delete answers[r.answer];
    return { ...doc, wrong: Math.max(0, (doc.wrong ?? 0) + dw), wrongAnswers: answers };
  },
  purge: (event) => (event.type === 'LearnerAnswersErased' ? { field: 'student', value: event.data.learner } : null),
};
