import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';
import { decider } from '../core/decider';
import { exhaustive } from '../core/exhaustive';
import { notebookEntryId, streamId } from '../streams';
import {
  fsrsDefaultParameters,
  fsrsLogLoss,
  fsrsTimeSplit,
  type FsrsFit,
  type FsrsFitStage,
  type FsrsReview,
} from './fsrs';

/** Where fitted parameters came from: the learner's own reviews, or every learner of the language pooled. */
export const fsrsScopes = ['learner', 'pooled'] as const;
export type FsrsScope = (typeof fsrsScopes)[number];

export const { FsrsParametersFitted } = defineEvents('fsrs', {
  FsrsParametersFitted: {
    description:
      "The nightly fit of a learner's FSRS parameters for one language: the candidate (fitted on the learner's notebook reviews, or the language's pooled fit while the learner has fewer than 8 predicted reviews), the log loss of the parameters in use and of the candidate on the learner's newest 20 % of reviews, and whether the candidate was adopted (only when its log loss there is lower).",
    schema: z.object({
      user: z.string(),
      language: z.string(),
      parameters: z.array(z.number()).length(21),
      logLoss: z.object({ current: z.number().nullable(), fitted: z.number().nullable() }),
      /** How many notebook reviews of this language the learner had when fitted (a later fit needs more). */
      reviews: z.number().int().min(0),
      adopted: z.boolean(),
      scope: z.enum(fsrsScopes),
      /** What the fit could do with the reviews it had: fsrs-rs's thresholds (8 and 64 predicted reviews). */
      stage: z.enum(['partial', 'full']),
    }),
  },
});
export type FsrsEvent = EventOf<typeof FsrsParametersFitted>;

/* The write model: a learner's stream `fsrs-<user>` holds their fits; its state is what each language uses. */

/** The adopted parameters per language (absent: ts-fsrs's defaults). */
export type FsrsState = Readonly<Record<string, readonly number[]>>;

export type FsrsCommand = {
  /** Judges a candidate on the learner's newest 20 % of reviews and records it, adopted or not. */
  type: 'RecordFsrsFit';
  user: string;
  language: string;
  scope: FsrsScope;
  stage: Exclude<FsrsFitStage, 'defaults'>;
  candidate: readonly number[];
  /** Every notebook review of this language the learner has, the newest included. */
  reviews: readonly FsrsReview[];
};

/**
 * The nightly fit's candidate for a learner: their own fit when it fitted anything (it starts from the
 * language's pooled weights), else the pooled fit, else none (the weights in use stay).
 */
export function fsrsCandidate(
  own: FsrsFit,
  pooled: FsrsFit | null,
): Pick<FsrsCommand, 'scope' | 'stage' | 'candidate'> | null {
  if (own.stage !== 'defaults') return { scope: 'learner', stage: own.stage, candidate: own.parameters };
  if (pooled && pooled.stage !== 'defaults')
    return { scope: 'pooled', stage: pooled.stage, candidate: pooled.parameters };
  return null;
}

export function evolveFsrs(state: FsrsState, event: FsrsEvent): FsrsState {
  switch (event.type) {
    case 'FsrsParametersFitted':
      return event.data.adopted ? { ...state, [event.data.language]: event.data.parameters } : state;
    default:
      return exhaustive(event.type as never, state);
  }
}

/**
 * The adoption rule: the candidate was fitted on the older 80 % of the reviews (by time); it replaces the
 * parameters in use only if its log loss on the newest 20 % is lower than theirs. Every fit is recorded
 * (the read model then knows which reviews it saw), except when no review can be held out.
 */
export function decideFsrs(command: FsrsCommand, state: FsrsState): FsrsEvent[] {
  switch (command.type) {
    case 'RecordFsrsFit': {
      const { user, language, scope, stage, candidate, reviews } = command;
      const current = state[language] ?? fsrsDefaultParameters;
      const split = fsrsTimeSplit(reviews);
      if (split.from === null) return [];
      const losses = {
        current: fsrsLogLoss(current, reviews, { from: split.from }).logLoss,
        fitted: fsrsLogLoss(candidate, reviews, { from: split.from }).logLoss,
      };
      const adopted = losses.current !== null && losses.fitted !== null && losses.fitted < losses.current;
      return [
        {
          type: 'FsrsParametersFitted',
          data: {
            user,
            language,
            parameters: [...candidate],
            logLoss: losses,
            reviews: reviews.length,
            adopted,
            scope,
            stage,
          },
        },
      ];
    }
    default:
      return exhaustive(command.type as never, []);
  }
}

export const fsrsDecider = decider<FsrsState, FsrsCommand, FsrsEvent>({}, evolveFsrs, decideFsrs);

/* Reviews as the log tells them. */

/**
 * How notebook practice grades an answer to a saved question (ts-fsrs's Rating): full marks Good, at
 * least half Hard, anything less (a skip or a shown answer scores 0) Again.
 */
export const notebookGrade = (pointscore: number): 2 | 3 | 1 => (pointscore >= 1 ? 3 : pointscore >= 0.5 ? 2 : 1);

/** A learner's notebook reviews in one language. */
export interface NotebookReviews {
  user: string;
  language: string;
  reviews: FsrsReview[];
}

type LogEvent = { type: string; streamName: string; data: unknown; metadata: { time: string } };

/** The key of a learner's reviews in one language. */
export const notebookReviewsKey = (user: string, language: string) => `${user}|${language}`;

/**
 * Every notebook review in the events, given in log order: an answer to a question the learner has in
 * their notebook at that moment reviews that entry (as the notebook read model schedules it). An entry
 * deleted and saved again starts a new card. Events of other kinds are ignored, so a replay of the whole
 * log, or of one learner's streams merged by position, can be given as it is.
 */
export function notebookReviewsFromLog(events: Iterable<LogEvent>): Map<string, NotebookReviews> {
  const live = new Map<string, string>(); // entry id → card id while the entry exists
  const saves = new Map<string, number>();
  const out = new Map<string, NotebookReviews>();
  for (const event of events) {
    switch (event.type) {
      case 'NotebookEntrySaved': {
        const entry = streamId(event.streamName);
        const n = (saves.get(entry) ?? 0) + 1;
        saves.set(entry, n);
        live.set(entry, n === 1 ? entry : `${entry}.${n}`);
        break;
      }
      case 'NotebookEntryDeleted':
        live.delete(streamId(event.streamName));
        break;
      case 'AnswerRecorded': {
        const user = streamId(event.streamName);
        const answer = event.data as { question: string; pointscore: number; language: string };
        const card = live.get(notebookEntryId(user, answer.question));
        if (!card) break;
        const key = notebookReviewsKey(user, answer.language);
        let mine = out.get(key);
        if (!mine) out.set(key, (mine = { user, language: answer.language, reviews: [] }));
        mine.reviews.push({ card, time: event.metadata.time, grade: notebookGrade(answer.pointscore) });
        break;
      }
      default:
        break;
    }
  }
  return out;
}
