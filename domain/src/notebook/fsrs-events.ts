import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';
import { decider } from '../core/decider';
import { exhaustive } from '../core/exhaustive';
import { notebookEntryId, streamId } from '../streams';
import { countsInPractice } from '../practice/events';
import {
  fsrsDefaultParameters,
  fsrsFitThresholds,
  fsrsReviewLosses,
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
      "The nightly fit of a learner's FSRS parameters for one language: the candidate judged best (the learner's own fit on their notebook reviews or the language's pooled fit) by log loss on the learner's newest 20 % of reviews, that log loss and the one of the parameters in use, whether it was adopted (the pooled fit is the one to beat; another, the parameters in use included, wins only by more than three standard errors there), and every candidate's log loss.",
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
      /** Every candidate judged (the learner's own fit, the pooled one) and its log loss on the newest 20 %. */
      candidates: z.array(z.object({ scope: z.enum(fsrsScopes), logLoss: z.number().nullable() })).optional(),
    }),
  },
});
export type FsrsEvent = EventOf<typeof FsrsParametersFitted>;

/* The write model: a learner's stream `fsrs-<user>` holds their fits; its state is what each language uses. */

/** The adopted parameters per language (absent: ts-fsrs's defaults). */
export type FsrsState = Readonly<Record<string, readonly number[]>>;

/** Parameters the nightly fit offers: where they came from, how far the fit got, the weights. */
export interface FsrsCandidate {
  scope: FsrsScope;
  stage: Exclude<FsrsFitStage, 'defaults'>;
  parameters: readonly number[];
}

export type FsrsCommand = {
  /** Judges the candidates on the learner's newest 20 % of reviews and records the best, adopted or not. */
  type: 'RecordFsrsFit';
  user: string;
  language: string;
  candidates: readonly FsrsCandidate[];
  /** Every notebook review of this language the learner has, the newest included. */
  reviews: readonly FsrsReview[];
};

/**
 * The nightly fit's candidates for a learner: their own fit when it fitted anything (it starts from the
 * language's pooled weights) and the pooled fit when there is one. The weights in use are the third
 * contender, judged by the decider.
 */
export function fsrsCandidates(own: FsrsFit | null, pooled: FsrsFit | null): FsrsCandidate[] {
  const out: FsrsCandidate[] = [];
  if (own && own.stage !== 'defaults') out.push({ scope: 'learner', stage: own.stage, parameters: own.parameters });
  if (pooled && pooled.stage !== 'defaults')
    out.push({ scope: 'pooled', stage: pooled.stage, parameters: pooled.parameters });
  return out;
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
 * Whether losses `a` beat `b` (the same reviews, paired) by more than three standard errors of their difference,
 * on at least 8 reviews (fewer tell too little, and their spread less still).
 */
export function clearlyBetter(a: readonly number[], b: readonly number[]): boolean {
  const n = a.length;
  if (n < fsrsFitThresholds.partial || b.length !== n) return false;
  const d = a.map((x, i) => x - b[i]);
  const mean = d.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
  return mean + (3 * sd) / Math.sqrt(n) < 0;
}

/**
 * A learner with nothing to hold out yet (no card seen again on a later day) and no weights of their own gets
 * the language's pooled ones, unjudged: over many learners they predict better than the defaults.
 */
function firstPooled(command: FsrsCommand, state: FsrsState): FsrsEvent[] {
  const pooled = command.candidates.find((c) => c.scope === 'pooled');
  if (!pooled || state[command.language]) return [];
  const { user, language, reviews } = command;
  return [
    {
      type: 'FsrsParametersFitted',
      data: {
        user,
        language,
        parameters: [...pooled.parameters],
        logLoss: { current: null, fitted: null },
        reviews: reviews.length,
        adopted: true,
        scope: 'pooled',
        stage: pooled.stage,
        candidates: [{ scope: 'pooled', logLoss: null }],
      },
    },
  ];
}

const meanOf = (x: readonly number[]) => (x.length ? x.reduce((s, v) => s + v, 0) / x.length : null);

/**
 * The adoption rule: the learner's own fit (on the older 80 % of their reviews by time), the language's pooled
 * fit and the weights in use are judged by log loss on the learner's newest 20 %. The pooled fit, learnt from
 * the most reviews, is the one to beat when offered (else the weights in use): another replaces it only by
 * predicting those reviews better by more than three standard errors, as a handful of held-out reviews (most
 * learners' 20 %) is otherwise noise that the lowest figure would follow. The winner among the candidates is
 * adopted unless the weights in use win; every fit is recorded (the read model then knows which reviews it
 * saw), except when no review can be held out or nothing is offered.
 */
export function decideFsrs(command: FsrsCommand, state: FsrsState): FsrsEvent[] {
  switch (command.type) {
    case 'RecordFsrsFit': {
      const { user, language, candidates, reviews } = command;
      const split = fsrsTimeSplit(reviews);
      if (candidates.length === 0) return [];
      if (split.from === null) return firstPooled(command, state);
      const lossesOf = (w: readonly number[]) => fsrsReviewLosses(w, reviews, { from: split.from! });
      const inUse = state[language] ?? fsrsDefaultParameters;
      const judged = candidates.map((c) => ({ ...c, losses: lossesOf(c.parameters), inUse: false }));
      const current = { losses: lossesOf(inUse), inUse: true };
      const pooled = judged.find((c) => c.scope === 'pooled');
      const reference = pooled ?? current;
      // Without pooled weights to prefer, the lowest log loss wins outright.
      const beats = (c: { losses: number[] }) =>
        pooled ? clearlyBetter(c.losses, reference.losses) : meanOf(c.losses)! < meanOf(reference.losses)!;
      const challengers = [...judged, current].filter((c) => c !== reference && beats(c));
      const winner = challengers.reduce<typeof reference>(
        (a, c) => (meanOf(c.losses)! < meanOf(a.losses)! ? c : a),
        reference,
      );
      const best = winner.inUse
        ? judged.reduce((a, c) => (meanOf(c.losses)! < meanOf(a.losses)! ? c : a))
        : (winner as (typeof judged)[number]);
      const adopted = !winner.inUse && best.parameters.some((w, i) => w !== inUse[i]);
      return [
        {
          type: 'FsrsParametersFitted',
          data: {
            user,
            language,
            parameters: [...best.parameters],
            logLoss: { current: meanOf(current.losses), fitted: meanOf(best.losses) },
            reviews: reviews.length,
            adopted,
            scope: best.scope,
            stage: best.stage,
            candidates: judged.map(({ scope, losses }) => ({ scope, logLoss: meanOf(losses) })),
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
        const answer = event.data as { question: string; pointscore: number; language: string; test?: true };
        const card = live.get(notebookEntryId(user, answer.question));
        if (!card || !countsInPractice(answer)) break;
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
