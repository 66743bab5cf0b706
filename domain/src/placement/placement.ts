import { decider } from '../core/decider';
import { conflict, notFound } from '../core/errors';
import { exhaustive } from '../core/exhaustive';
import type { Grade } from '../practice/grading';
import {
  answerItem,
  askItem,
  chooseItem,
  placementStep,
  startPlacement,
  type PlacementItem,
  type PlacementProgress,
} from '../ability/placement';
import { standardError } from '../ability/model';
import type { PlacementEvent } from './events';

/** A placement as its stream tells it: whose, in which language, how far it has got, and its current question. */
export interface PlacementState {
  exists: boolean;
  user: string;
  language: string;
  progress: PlacementProgress;
  /** The question the learner is to answer now (null once the placement is done). */
  current: PlacementItem | null;
  done: boolean;
  level: number | null;
}

export const initialPlacement: PlacementState = {
  exists: false,
  user: '',
  language: '',
  progress: startPlacement(''),
  current: null,
  done: false,
  level: null,
};

export type PlacementCommand =
  /** Begins a placement with its first question, chosen from `candidates` at the language's learner prior. */
  | { type: 'Start'; user: string; language: string; candidates: readonly PlacementItem[] }
  /**
   * The learner's answer to the current question, graded by the server; `candidates` are the questions the
   * next one may be chosen from (those asked already are passed over).
   */
  | {
      type: 'Answer';
      user: string;
      question: string;
      answer: string;
      grade: Grade;
      candidates: readonly PlacementItem[];
    };

export function evolvePlacement(state: PlacementState, event: PlacementEvent): PlacementState {
  switch (event.type) {
    case 'PlacementStarted':
      return {
        ...state,
        exists: true,
        user: event.data.user,
        language: event.data.language,
        progress: startPlacement(event.data.language),
      };
    case 'PlacementQuestionAsked':
      return { ...state, current: event.data, progress: askItem(state.progress, event.data) };
    case 'PlacementAnswered': {
      if (!state.current) return state;
      return { ...state, progress: answerItem(state.progress, state.current, event.data.pointscore), current: null };
    }
    case 'PlacementCompleted':
      return { ...state, done: true, current: null, level: event.data.level };
    default:
      return exhaustive(event, state);
  }
}

/**
 * Whether `user` may answer `question` in this placement now: another learner's placement is answered as if
 * it did not exist; a finished one, or a question that is not the current one, is a conflict.
 */
export function assertAnswerable(state: PlacementState, user: string, question: string): PlacementItem {
  if (!state.exists || state.user !== user) throw notFound('Placement');
  if (state.done || !state.current) throw conflict('This placement is finished');
  if (state.current.question !== question) throw conflict("This is not the placement's current question");
  return state.current;
}

export function decidePlacement(command: PlacementCommand, state: PlacementState): PlacementEvent[] {
  switch (command.type) {
    case 'Start': {
      if (state.exists) throw conflict('This placement has already started');
      const first = chooseItem(startPlacement(command.language), command.candidates);
      if (!first) throw notFound('A question for this language');
      return [
        { type: 'PlacementStarted', data: { user: command.user, language: command.language } },
        { type: 'PlacementQuestionAsked', data: first },
      ];
    }
    case 'Answer': {
      const item = assertAnswerable(state, command.user, command.question);
      const { score, pointscore } = command.grade;
      const step = placementStep(state.progress, item, pointscore, command.candidates);
      const estimate = step.progress.estimate;
      const answered: PlacementEvent = {
        type: 'PlacementAnswered',
        data: {
          question: command.question,
          answer: command.answer,
          score,
          pointscore,
          theta: estimate.mean,
          se: standardError(estimate),
        },
      };
      if (step.next) return [answered, { type: 'PlacementQuestionAsked', data: step.next }];
      const { user, language } = state;
      return [answered, { type: 'PlacementCompleted', data: { user, language, ...step.result! } }];
    }
    default:
      return exhaustive(command, []);
  }
}

export const placementDecider = decider<PlacementState, PlacementCommand, PlacementEvent>(
  initialPlacement,
  evolvePlacement,
  decidePlacement,
);
