import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';
import { decider } from '../core/decider';
import { exhaustive } from '../core/exhaustive';
import { notebookEntryId, streamId } from '../streams';
import { countsInPractice } from '../practice/events';
import {
  fitFsrsSteps,
  fsrsDefaultParameters,
  fsrsFitThresholds,
  fsrsReviewLosses,
  fsrsTimeSplit,
  type FsrsFit,
  type FsrsFitOptions,
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
      /**
       * The newest review the recorded parameters may have seen (ISO 8601): they were refitted on every review.
       * While in use they are judged only on reviews after it.
       */
      through: z.string().optional(),
    }),
  },
});
export type FsrsEvent = EventOf<typeof FsrsParametersFitted>;

/* The write model: a learner's stream `fsrs-<user>` holds their fits; its state is what each language uses. */

/**
 * The adopted parameters per language (absent: ts-fsrs's defaults) and the time of the newest review they may
 * have seen (null: no more than the older 80 % of the reviews at that fit, the rule before they were refitted).
 */
export type FsrsState = Readonly<Record<string, { parameters: readonly number[]; through: number | null }>>;

/** Parameters the nightly fit offers: where they came from, how far the fit got, the weights. */
export interface FsrsCandidate {
  scope: FsrsScope;
  stage: Exclude<FsrsFitStage, 'defaults'>;
  /** The fit that never saw the learner's newest 20 % of reviews: what is judged. */
  parameters: readonly number[];
  /** The same fit on every review, the newest included: what is recorded and adopted when it wins (default: `parameters`). */
  adopt?: readonly number[];
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

/** The language's pooled fits of one night: one that saw no learner's newest 20 %, to judge; one on everything. */
export interface FsrsPooledFits {
  judged: FsrsFit;
  all: FsrsFit;
}

/**
 * The pooled fits over these learners' reviews (one list per learner), an optimiser step at a time. The judged
 * one sees each learner's older 80 % only, so no learner's newest 20 % (where it competes with their own fit) is
 * in it; null when the reviews are too few to fit anything.
 */
export function* fsrsPooledFitSteps(
  learners: readonly (readonly FsrsReview[])[],
  options: FsrsFitOptions = {},
): Generator<void, FsrsPooledFits | null> {
  const judged = yield* fitFsrsSteps(
    learners.flatMap((reviews) => fsrsTimeSplit(reviews).train),
    options,
  );
  if (judged.stage === 'defaults') return null;
  return { judged, all: yield* fitFsrsSteps(learners.flat(), options) };
}

/**
 * The nightly fit's candidates for a learner, an optimiser step at a time: their own fit when it fits anything
 * (on their older 80 %, from the pooled weights when there are some; to adopt, again on all their reviews) and the
 * pooled fit when there is one. The weights in use are the third contender, judged by the decider.
 */
export function* fsrsCandidateSteps(
  reviews: readonly FsrsReview[],
  pooled: FsrsPooledFits | null,
  options: FsrsFitOptions = {},
): Generator<void, FsrsCandidate[]> {
  const out: FsrsCandidate[] = [];
  const split = fsrsTimeSplit(reviews);
  const from = (fit: FsrsFit | undefined) => ({ ...options, ...(fit ? { initial: fit.parameters } : {}) });
  if (split.from !== null) {
    const own = yield* fitFsrsSteps(split.train, from(pooled?.judged));
    if (own.stage !== 'defaults') {
      const all = yield* fitFsrsSteps(reviews, from(pooled?.all));
      out.push({ scope: 'learner', stage: own.stage, parameters: own.parameters, adopt: all.parameters });
    }
  }
  if (pooled)
    out.push({
      scope: 'pooled',
      stage: pooled.judged.stage as FsrsCandidate['stage'],
      parameters: pooled.judged.parameters,
      adopt: pooled.all.parameters,
    });
  return out;
}

/** A step generator run to its result. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export function evolveFsrs(state: FsrsState, event: FsrsEvent): FsrsState {
  switch (event.type) {
    case 'FsrsParametersFitted':
      if (!event.data.adopted) return state;
      return {
        ...state,
        [event.data.language]: {
          parameters: event.data.parameters,
          through: event.data.through === undefined ? null : Date.parse(event.data.through),
        },
      };
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

/** The time of the newest review as ISO 8601 (what refitted parameters saw up to); none without reviews. */
function newest(reviews: readonly FsrsReview[]): { through?: string } {
  const ms = reviews.reduce((t, r) => Math.max(t, typeof r.time === 'number' ? r.time : Date.parse(r.time)), -Infinity);
  return Number.isFinite(ms) ? { through: new Date(ms).toISOString() } : {};
}

/** What a candidate records and adopts: its refit on every review when it has one (and up to when that saw). */
const adoptable = (c: FsrsCandidate, reviews: readonly FsrsReview[]) =>
  c.adopt ? { parameters: [...c.adopt], ...newest(reviews) } : { parameters: [...c.parameters] };

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
        ...adoptable(pooled, reviews),
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
 * The best candidate on the newest 20 % (from `from`), and whether the weights in use beat it. The pooled fit,
 * learnt from the most reviews, is the one to beat when offered: another replaces it only by predicting those
 * reviews better by more than three standard errors, as a handful of held-out reviews (most learners' 20 %) is
 * otherwise noise that the lowest figure would follow. The weights in use are judged only on the held-out
 * reviews they never saw (refitted weights saw every review up to their fit) and, when pooled weights are on
 * offer, displace the best only as clearly; a learner with none in use has the pooled weights as theirs, not
 * ts-fsrs's defaults (what the pooled fit started from, and a chance winner on a few reviews). Without pooled
 * weights the lowest log loss wins outright.
 */
function judge(command: FsrsCommand, state: FsrsState, from: number) {
  const { language, candidates, reviews } = command;
  const held = (w: readonly number[], after = -Infinity) =>
    fsrsReviewLosses(w, reviews, { from: Math.max(from, after) });
  const judged = candidates.map((c) => ({ ...c, losses: held(c.parameters) }));
  const lowest = (list: typeof judged) => list.reduce((a, c) => (meanOf(c.losses)! < meanOf(a.losses)! ? c : a));
  const pooled = judged.find((c) => c.scope === 'pooled');
  const best = pooled
    ? lowest([pooled, ...judged.filter((c) => c !== pooled && clearlyBetter(c.losses, pooled.losses))])
    : lowest(judged);
  const inUse = state[language];
  const current = held(inUse?.parameters ?? fsrsDefaultParameters);
  if (!inUse && pooled) return { judged, best, current, keep: false };
  const after = inUse?.through === null || inUse?.through === undefined ? -Infinity : inUse.through + 1;
  const mine = held(inUse?.parameters ?? fsrsDefaultParameters, after);
  const theirs = held(best.parameters, after);
  const keep = pooled ? clearlyBetter(mine, theirs) : mine.length > 0 && meanOf(mine)! <= meanOf(theirs)!;
  return { judged, best, current, keep };
}

/**
 * The adoption rule: the learner's own fit (on the older 80 % of their reviews by time), the language's pooled
 * fit (on every learner's older 80 %) and the weights in use are judged by log loss on the learner's newest
 * 20 % (see `judge`). The winner among the candidates is adopted, as refitted on every review, unless the weights
 * in use win; every fit is recorded (the read model then knows which reviews it saw), except when no review can
 * be held out or nothing is offered.
 */
export function decideFsrs(command: FsrsCommand, state: FsrsState): FsrsEvent[] {
  switch (command.type) {
    case 'RecordFsrsFit': {
      const { user, language, candidates, reviews } = command;
      const split = fsrsTimeSplit(reviews);
      if (candidates.length === 0) return [];
      if (split.from === null) return firstPooled(command, state);
      const { judged, best, current, keep } = judge(command, state, split.from);
      const chosen = adoptable(best, reviews);
      const inUse = state[language]?.parameters ?? fsrsDefaultParameters;
      return [
        {
          type: 'FsrsParametersFitted',
          data: {
            user,
            language,
            ...chosen,
            logLoss: { current: meanOf(current), fitted: meanOf(best.losses) },
            reviews: reviews.length,
            adopted: !keep && chosen.parameters.some((w, i) => w !== inUse[i]),
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
