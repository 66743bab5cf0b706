import type { Decider } from '../core/decider';
import { badRequest, conflict, forbidden, notFound } from '../core/errors';
import type { QuizCriteria, QuizEvent } from './events';

/** One quiz (stream `quiz-<id>`): its owner, its question list and the version of that list, its dates. */
export interface QuizState {
  exists: boolean;
  owner: string | null;
  classroom: string | null;
  questions: string[];
  version: number;
  assigned: boolean;
  closed: boolean;
}

export const initialQuiz: QuizState = {
  exists: false,
  owner: null,
  classroom: null,
  questions: [],
  version: 0,
  assigned: false,
  closed: false,
};

export type QuizCommand =
  | (QuizCriteria & {
      type: 'Create';
      quizId: string;
      classroom: string;
      owner: string;
      title: string;
      count: number;
      order: 'fixed' | 'random';
      questions: string[];
      opensAt: string | null;
      dueAt: string | null;
    })
  | { type: 'Swap'; by: string; from: string; to: string }
  | { type: 'Assign'; by: string; opensAt: string | null; dueAt: string | null }
  | { type: 'Close'; by: string };

export function evolveQuiz(state: QuizState, event: QuizEvent): QuizState {
  switch (event.type) {
    case 'QuizCreated': {
      const { owner, classroom, questions } = event.data;
      return { ...state, exists: true, owner, classroom, questions, version: 1 };
    }
    case 'QuizQuestionSwapped': {
      const { from, to, version } = event.data;
      return { ...state, questions: state.questions.map((q) => (q === from ? to : q)), version };
    }
    case 'QuizAssigned':
      return { ...state, assigned: true };
    case 'QuizClosed':
      return { ...state, closed: true };
    default: {
      const _unhandled: never = event;
      return state;
    }
  }
}

const checkDates = (opensAt: string | null, dueAt: string | null) => {
  if (opensAt && dueAt && Date.parse(dueAt) <= Date.parse(opensAt))
    throw badRequest('The due date must come after the opening date');
};

export function decideQuiz(command: QuizCommand, state: QuizState): QuizEvent[] {
  if (command.type === 'Create') {
    if (state.exists) throw conflict('Quiz already exists');
    const { type: _type, opensAt, dueAt, ...data } = command;
    if (data.questions.length === 0) throw badRequest('No question fits these criteria');
    if (new Set(data.questions).size !== data.questions.length) throw badRequest('A quiz holds each question once');
    checkDates(opensAt, dueAt);
    return [
      { type: 'QuizCreated', data: { ...data, count: data.questions.length } },
      { type: 'QuizAssigned', data: { classroom: data.classroom, opensAt, dueAt } },
    ];
  }
  if (!state.exists) throw notFound('Quiz');
  if (command.by !== state.owner) throw forbidden('Only the teacher of this quiz can change it');
  switch (command.type) {
    case 'Swap':
      if (state.closed) throw conflict('This quiz is closed');
      if (!state.questions.includes(command.from)) throw notFound('Question in this quiz');
      if (state.questions.includes(command.to)) throw conflict('This question is already in the quiz');
      return [
        { type: 'QuizQuestionSwapped', data: { from: command.from, to: command.to, version: state.version + 1 } },
      ];
    case 'Assign':
      if (state.closed) throw conflict('This quiz is closed');
      checkDates(command.opensAt, command.dueAt);
      return [
        { type: 'QuizAssigned', data: { classroom: state.classroom!, opensAt: command.opensAt, dueAt: command.dueAt } },
      ];
    case 'Close':
      return state.closed ? [] : [{ type: 'QuizClosed', data: {} }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const quizDecider: Decider<QuizState, QuizCommand, QuizEvent> = {
  initial: initialQuiz,
  evolve: evolveQuiz,
  decide: decideQuiz,
};

/** A quiz's status at a time: not open yet, open, past its due date, or closed. */
export type QuizStatus = 'scheduled' | 'open' | 'overdue' | 'closed';
export function quizStatus(
  quiz: { opensAt: string | null; dueAt: string | null; closed: boolean },
  now: Date,
): QuizStatus {
  if (quiz.closed) return 'closed';
  if (quiz.opensAt && Date.parse(quiz.opensAt) > now.getTime()) return 'scheduled';
  if (quiz.dueAt && Date.parse(quiz.dueAt) < now.getTime()) return 'overdue';
  return 'open';
}

/**
 * The order a learner meets a quiz's questions in: as listed ('fixed'), or shuffled once per learner
 * ('random'), the same on every load (a seeded Fisher–Yates).
 */
export function quizOrderFor<T>(items: readonly T[], order: 'fixed' | 'random', seed: string): T[] {
  const out = [...items];
  if (order === 'fixed') return out;
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 2 ** 32;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
