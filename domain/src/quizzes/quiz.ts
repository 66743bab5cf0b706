import type { Decider } from '../core/decider';
import { badRequest, conflict, forbidden, notFound } from '../core/errors';
import type { QuizCriteria, QuizEvent, QuizMode, QuizSource, QuizSubmissionEvent } from './events';

/** One quiz (stream `quiz-<id>`): its owner, its question list and the version of that list, its dates. */
export interface QuizState {
  exists: boolean;
  owner: string | null;
  classroom: string | null;
  questions: string[];
  version: number;
  /** False while a draft: no student sees it. */
  assigned: boolean;
  closed: boolean;
  /** A draft's planned dates, and once assigned the dates it was assigned with. */
  opensAt: string | null;
  dueAt: string | null;
  /** Issue 38: the learner group it is (or will be) assigned to; null: the whole class. */
  group: string | null;
}

export const initialQuiz: QuizState = {
  exists: false,
  owner: null,
  classroom: null,
  questions: [],
  version: 0,
  assigned: false,
  closed: false,
  opensAt: null,
  dueAt: null,
  group: null,
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
      draft?: boolean;
      mode?: QuizMode;
      source?: QuizSource;
      group?: string | null;
    })
  | { type: 'Swap'; by: string; from: string; to: string }
  | { type: 'Add'; by: string; question: string }
  | { type: 'Remove'; by: string; question: string }
  /** `group`: undefined keeps the quiz's audience, null the whole class. */
  | { type: 'Assign'; by: string; opensAt?: string | null; dueAt?: string | null; group?: string | null }
  | { type: 'Close'; by: string };

export function evolveQuiz(state: QuizState, event: QuizEvent): QuizState {
  switch (event.type) {
    case 'QuizCreated': {
      const { owner, classroom, questions, opensAt = null, dueAt = null, group = null } = event.data;
      return { ...state, exists: true, owner, classroom, questions, version: 1, opensAt, dueAt, group };
    }
    case 'QuizQuestionSwapped': {
      const { from, to, version } = event.data;
      return { ...state, questions: state.questions.map((q) => (q === from ? to : q)), version };
    }
    case 'QuizQuestionAdded':
      return { ...state, questions: [...state.questions, event.data.question], version: event.data.version };
    case 'QuizQuestionRemoved':
      return {
        ...state,
        questions: state.questions.filter((q) => q !== event.data.question),
        version: event.data.version,
      };
    case 'QuizAssigned':
      return {
        ...state,
        assigned: true,
        opensAt: event.data.opensAt,
        dueAt: event.data.dueAt,
        group: event.data.group ?? null,
      };
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

function create(command: Extract<QuizCommand, { type: 'Create' }>, state: QuizState): QuizEvent[] {
  if (state.exists) throw conflict('Quiz already exists');
  const { type: _type, opensAt, dueAt, draft, group = null, ...data } = command;
  if (data.questions.length === 0) throw badRequest('No question fits these criteria');
  if (new Set(data.questions).size !== data.questions.length) throw badRequest('A quiz holds each question once');
  checkDates(opensAt, dueAt);
  const created = { ...data, count: data.questions.length };
  const audience = group ? { group } : {};
  if (draft) return [{ type: 'QuizCreated', data: { ...created, draft: true, opensAt, dueAt, ...audience } }];
  return [
    { type: 'QuizCreated', data: created },
    { type: 'QuizAssigned', data: { classroom: data.classroom, opensAt, dueAt, ...audience } },
  ];
}

/** Adding and removing questions changes what a student is asked: only while no student sees the quiz. */
function changeList(command: Extract<QuizCommand, { type: 'Add' | 'Remove' }>, state: QuizState): QuizEvent[] {
  if (state.assigned) throw conflict('Questions are added and removed only while the quiz is a draft');
  const version = state.version + 1;
  const held = state.questions.includes(command.question);
  if (command.type === 'Add') {
    if (held) throw conflict('This question is already in the quiz');
    if (state.questions.length >= 100) throw badRequest('A quiz holds at most 100 questions');
    return [{ type: 'QuizQuestionAdded', data: { question: command.question, version } }];
  }
  if (!held) throw notFound('Question in this quiz');
  if (state.questions.length === 1) throw conflict('A quiz keeps at least one question: add another first');
  return [{ type: 'QuizQuestionRemoved', data: { question: command.question, version } }];
}

export function decideQuiz(command: QuizCommand, state: QuizState): QuizEvent[] {
  if (command.type === 'Create') return create(command, state);
  if (!state.exists) throw notFound('Quiz');
  if (command.by !== state.owner) throw forbidden('Only the teacher of this quiz can change it');
  if (state.closed && command.type !== 'Close') throw conflict('This quiz is closed');
  switch (command.type) {
    case 'Swap':
      if (!state.questions.includes(command.from)) throw notFound('Question in this quiz');
      if (state.questions.includes(command.to)) throw conflict('This question is already in the quiz');
      return [
        { type: 'QuizQuestionSwapped', data: { from: command.from, to: command.to, version: state.version + 1 } },
      ];
    case 'Add':
    case 'Remove':
      return changeList(command, state);
    case 'Assign': {
      // A draft keeps the dates it was planned with unless new ones are given; assigning again sets both anew.
      const opensAt = command.opensAt ?? (state.assigned ? null : state.opensAt);
      const dueAt = command.dueAt ?? (state.assigned ? null : state.dueAt);
      checkDates(opensAt, dueAt);
      const group = command.group === undefined ? state.group : command.group;
      const data = { classroom: state.classroom!, opensAt, dueAt };
      return [{ type: 'QuizAssigned', data: group ? { ...data, group } : data }];
    }
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

/**
 * One student's hand-in of one quiz (stream `quizsubmission-<quiz>_<student>`): once, whatever is asked again.
 * Whether the quiz takes a hand-in (assigned, open, the caller a student of it) is checked by the route.
 */
export type QuizSubmissionCommand = { type: 'Submit'; quiz: string; student: string; version: number };
export const quizSubmissionDecider: Decider<boolean, QuizSubmissionCommand, QuizSubmissionEvent> = {
  initial: false,
  evolve: () => true,
  decide: ({ type: _type, ...data }, submitted) => (submitted ? [] : [{ type: 'QuizSubmitted', data }]),
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
 * Whether a student's quiz is over for them: handed in, or a test past its due date (a practice quiz past due
 * still takes answers, as before issue 38), or closed.
 */
export function quizHandedIn(
  quiz: { mode?: QuizMode; opensAt: string | null; dueAt: string | null; closed: boolean },
  submittedAt: string | null | undefined,
  now: Date,
) {
  if (submittedAt) return true;
  const status = quizStatus(quiz, now);
  return status === 'closed' || (quiz.mode === 'test' && status === 'overdue');
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
