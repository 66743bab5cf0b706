import { CLAMP_PARAMETERS, default_w, FSRSAlgorithm, W17_W18_Ceiling, type FSRSState, type Grade } from 'ts-fsrs';

/**
 * FSRS parameters fitted to a learner's own reviews (issue 29 item 4). Pure and deterministic: no
 * clock, no random numbers. The model is ts-fsrs's own (its memory-state update `next_state` and its
 * forgetting curve), so what is fitted here is exactly what the notebook's scheduler runs.
 *
 * A review is a grade given to a card at a time. The first review of a card sets its memory state;
 * every later review on another day is a prediction: R = the forgetting curve at the days elapsed since
 * the card's previous review, and the learner recalled it when the grade is above Again. The fit
 * minimises the log loss of those predictions, as fsrs-rs `src/training.rs` does, with its thresholds:
 * below 8 predicted reviews the defaults, below 64 only the initial stabilities w0–w3, from 64 all 21.
 */

/** One grade given to one card (a notebook entry) at one time. */
export interface FsrsReview {
  card: string;
  /** ISO 8601 or epoch milliseconds. */
  time: string | number;
  /** 1 Again, 2 Hard, 3 Good, 4 Easy (ts-fsrs's Rating). */
  grade: number;
}

/** The 21 weights of FSRS-6, as ts-fsrs reads them. */
export type FsrsParameters = number[];

/** ts-fsrs's defaults: what every learner starts with. */
export const fsrsDefaultParameters: readonly number[] = Object.freeze([...default_w]);

/** fsrs-rs's thresholds, in predicted reviews (reviews of a card on a later day than its previous one). */
export const fsrsFitThresholds = { partial: 8, full: 64 } as const;

/**
 * The fit's pull back towards where it started: the squared distance moved (each weight's allowed range
 * counting 1) times this, divided by the number of predicted reviews, is added to the log loss, so a few
 * hundred reviews are needed before the data outweighs the start. Chosen on simulated learners: without it
 * 400 reviews overfit and lose to the defaults on fresh reviews of the same learner; with it they win.
 */
export const fsrsPriorStrength = 100;

/** What a fit did: kept the starting parameters, fitted w0–w3 only, or fitted all of them. */
export type FsrsFitStage = 'defaults' | 'partial' | 'full';

export interface FsrsFitOptions {
  /** Where the fit starts and what it keeps when data is short (default: ts-fsrs's defaults). */
  initial?: readonly number[];
  /** Optimiser steps of each stage (default 80): fixed, so the same reviews always give the same parameters. */
  iterations?: number;
}

export interface FsrsFit {
  parameters: FsrsParameters;
  stage: FsrsFitStage;
  /** Predicted reviews the fit saw. */
  reviews: number;
  /** Log loss of the fitted parameters on those reviews (null when there were none). */
  logLoss: number | null;
}

export interface FsrsLogLoss {
  /** Mean log loss over the scored reviews; null when none was scored. */
  logLoss: number | null;
  /** How many reviews were scored. */
  reviews: number;
}

/** One prediction: the recall probability the parameters gave, and whether the learner recalled. */
export interface FsrsPrediction {
  card: string;
  time: number;
  p: number;
  recalled: boolean;
}

const dayMs = 24 * 60 * 60 * 1000;
const epsilon = 1e-6;
const toMs = (time: string | number) => (typeof time === 'number' ? time : Date.parse(time));

/** A review history in the form every pass reads: cards in order, each card's reviews in time order. */
interface Prepared {
  /** Per review: grade, days since the card's previous review (-1 for its first), time, card index. */
  grade: Int8Array;
  days: Int32Array;
  time: Float64Array;
  /** Start of each card's reviews in the arrays above, plus the end. */
  cardStart: number[];
  cards: string[];
}

function prepare(reviews: readonly FsrsReview[]): Prepared {
  const byCard = new Map<string, { time: number; grade: number; order: number }[]>();
  reviews.forEach((r, order) => {
    const time = toMs(r.time);
    if (!Number.isFinite(time) || !(r.grade >= 1 && r.grade <= 4)) return;
    let list = byCard.get(r.card);
    if (!list) byCard.set(r.card, (list = []));
    list.push({ time, grade: Math.round(r.grade), order });
  });
  const cards = [...byCard.keys()].sort();
  const n = [...byCard.values()].reduce((s, l) => s + l.length, 0);
  const prepared: Prepared = {
    grade: new Int8Array(n),
    days: new Int32Array(n),
    time: new Float64Array(n),
    cardStart: [],
    cards,
  };
  let i = 0;
  for (const card of cards) {
    prepared.cardStart.push(i);
    const list = byCard.get(card)!.sort((a, b) => a.time - b.time || a.order - b.order);
    let previousDay: number | null = null;
    for (const r of list) {
      // Days as ts-fsrs's scheduler counts them: calendar days in UTC between the two reviews.
      const day = Math.floor(r.time / dayMs);
      prepared.grade[i] = r.grade;
      prepared.days[i] = previousDay === null ? -1 : day - previousDay;
      prepared.time[i] = r.time;
      previousDay = day;
      i++;
    }
  }
  prepared.cardStart.push(i);
  return prepared;
}

/** Whether review i is a prediction (a card seen before, on an earlier day) scored from time `from` on. */
const scored = (data: Prepared, i: number, from: number, until: number) =>
  data.days[i] > 0 && data.time[i] >= from && data.time[i] < until;

const algorithms = new Map<string, FSRSAlgorithm>();

/** ts-fsrs's algorithm for these weights (clipped to its allowed ranges, as its scheduler clips them). */
function algorithmFor(parameters: readonly number[]): FSRSAlgorithm {
  const key = parameters.join(',');
  let algorithm = algorithms.get(key);
  if (!algorithm) {
    algorithm = new FSRSAlgorithm({ w: [...parameters], enable_fuzz: false });
    if (algorithms.size > 64) algorithms.clear();
    algorithms.set(key, algorithm);
  }
  return algorithm;
}

/**
 * Walks every card through its reviews with these parameters and calls `visit` for each scored review
 * with the recall probability predicted just before it.
 */
function walk(
  parameters: readonly number[],
  data: Prepared,
  from: number,
  until: number,
  visit: (i: number, p: number) => void,
) {
  const algorithm = new FSRSAlgorithm({ w: [...parameters], enable_fuzz: false });
  for (let c = 0; c < data.cards.length; c++) {
    let state: FSRSState | null = null;
    for (let i = data.cardStart[c]; i < data.cardStart[c + 1]; i++) {
      if (data.time[i] >= until) break;
      const g = data.grade[i] as Grade;
      if (!state) {
        state = algorithm.next_state(null, 0, g);
        continue;
      }
      const t = data.days[i];
      const r = algorithm.forgetting_curve(t, state.stability);
      if (scored(data, i, from, until)) visit(i, r);
      state = algorithm.next_state(state, t, g, r);
    }
  }
}

function logLossOf(parameters: readonly number[], data: Prepared, from = -Infinity, until = Infinity): FsrsLogLoss {
  let sum = 0;
  let count = 0;
  walk(parameters, data, from, until, (i, r) => {
    const p = Math.min(1 - epsilon, Math.max(epsilon, r));
    sum -= data.grade[i] > 1 ? Math.log(p) : Math.log(1 - p);
    count++;
  });
  return { logLoss: count ? sum / count : null, reviews: count };
}

/** Each scored review's log loss (-ln p recalled, -ln(1-p) not), in log order: for paired comparisons. */
export function fsrsReviewLosses(
  parameters: readonly number[],
  reviews: readonly FsrsReview[],
  options: FsrsScoreOptions = {},
): number[] {
  const { from, until } = bounds(options);
  const data = prepare(reviews);
  const out: number[] = [];
  walk(algorithmFor(parameters).parameters.w, data, from, until, (i, r) => {
    const p = Math.min(1 - epsilon, Math.max(epsilon, r));
    out.push(data.grade[i] > 1 ? -Math.log(p) : -Math.log(1 - p));
  });
  return out;
}

export interface FsrsScoreOptions {
  /** Only reviews at or after this time are scored (the history before still sets the memory states). */
  from?: string | number;
  /** Reviews at or after this time are left out entirely. */
  until?: string | number;
}

const bounds = (options: FsrsScoreOptions) => ({
  from: options.from === undefined ? -Infinity : toMs(options.from),
  until: options.until === undefined ? Infinity : toMs(options.until),
});

/**
 * The log loss of these parameters' predicted recall on the reviews: mean of -ln p when recalled and
 * -ln(1-p) when not, over every review of a card on a later day than its previous review.
 */
export function fsrsLogLoss(
  parameters: readonly number[],
  reviews: readonly FsrsReview[],
  options: FsrsScoreOptions = {},
): FsrsLogLoss {
  const { from, until } = bounds(options);
  return logLossOf(algorithmFor(parameters).parameters.w, prepare(reviews), from, until);
}

/** Each scored review's predicted recall and outcome, for AUC and calibration (the efficacy benchmark). */
export function fsrsPredictions(
  parameters: readonly number[],
  reviews: readonly FsrsReview[],
  options: FsrsScoreOptions = {},
): FsrsPrediction[] {
  const { from, until } = bounds(options);
  const data = prepare(reviews);
  const out: FsrsPrediction[] = [];
  walk(algorithmFor(parameters).parameters.w, data, from, until, (i, p) =>
    out.push({ card: data.cards[cardOf(data, i)], time: data.time[i], p, recalled: data.grade[i] > 1 }),
  );
  return out;
}

function cardOf(data: Prepared, i: number): number {
  let lo = 0;
  let hi = data.cards.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (data.cardStart[mid] <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** How many of the reviews are predictions (what the 8 and 64 thresholds count). */
export function fsrsPredictedReviews(reviews: readonly FsrsReview[]): number {
  const data = prepare(reviews);
  let n = 0;
  for (let i = 0; i < data.days.length; i++) if (data.days[i] > 0) n++;
  return n;
}

export interface FsrsTimeSplit {
  /** Time of the first held-out review: reviews from here on are scored; null when nothing can be held out. */
  from: number | null;
  /** The older reviews, to fit on. */
  train: FsrsReview[];
  /** Predicted reviews held out. */
  heldOut: number;
}

/**
 * Splits by time: the newest `share` (20 %) of the predicted reviews, at least one, are held out; the fit
 * sees only the reviews before the first of them.
 */
export function fsrsTimeSplit(reviews: readonly FsrsReview[], share = 0.2): FsrsTimeSplit {
  const data = prepare(reviews);
  const times: number[] = [];
  for (let i = 0; i < data.days.length; i++) if (data.days[i] > 0) times.push(data.time[i]);
  if (times.length === 0) return { from: null, train: [...reviews], heldOut: 0 };
  times.sort((a, b) => a - b);
  const from = times[Math.min(times.length - 1, Math.floor(times.length * (1 - share)))];
  return {
    from,
    train: reviews.filter((r) => toMs(r.time) < from),
    heldOut: times.filter((t) => t >= from).length,
  };
}

/* ---------------------------------------------------------------------------------------------- */
/* The optimiser: Adam on finite-difference gradients, in a space where each weight's allowed range */
/* is [0, 1] (the initial stabilities on a log scale), clamped to it after every step.              */

const ranges = CLAMP_PARAMETERS(W17_W18_Ceiling, true).map(([lo, hi]) => [lo, hi] as const);
const logScaled = (k: number) => k < 4;

function toUnit(w: readonly number[]): number[] {
  return w.map((v, k) => {
    const [lo, hi] = ranges[k];
    const x = Math.min(hi, Math.max(lo, v));
    return logScaled(k) ? (Math.log(x) - Math.log(lo)) / (Math.log(hi) - Math.log(lo)) : (x - lo) / (hi - lo);
  });
}

function fromUnit(z: readonly number[]): number[] {
  return z.map((u, k) => {
    const [lo, hi] = ranges[k];
    const v = Math.min(1, Math.max(0, u));
    const w = logScaled(k) ? Math.exp(Math.log(lo) + v * (Math.log(hi) - Math.log(lo))) : lo + v * (hi - lo);
    return Math.round(w * 1e6) / 1e6;
  });
}

/** Which first grades the data holds: an initial stability with no first review of its grade keeps its start. */
function firstGrades(data: Prepared, until: number): Set<number> {
  const seen = new Set<number>();
  for (let c = 0; c < data.cards.length; c++) {
    const i = data.cardStart[c];
    if (i < data.cardStart[c + 1] && data.time[i] < until) seen.add(data.grade[i]);
  }
  return seen;
}

function* adam(
  start: readonly number[],
  free: readonly number[],
  objective: (w: number[]) => number,
  iterations: number,
  anchorWeight: number,
): Generator<void, number[]> {
  const z = toUnit(start);
  const anchor = [...z];
  const m = new Array<number>(z.length).fill(0);
  const v = new Array<number>(z.length).fill(0);
  const [beta1, beta2, rate, h] = [0.8, 0.85, 0.02, 1e-4];
  // A light pull towards the start, so weights the data says little about stay where they were.
  const loss = (u: number[]) => objective(fromUnit(u)) + anchorWeight * squaredDistance(u, anchor);
  for (let step = 1; step <= iterations; step++) {
    const here = loss(z);
    const gradient = free.map((k) => {
      const up = z[k] + h <= 1;
      const moved = [...z];
      moved[k] = up ? z[k] + h : z[k] - h;
      const d = (loss(moved) - here) / h;
      return up ? d : -d;
    });
    // Cosine annealing of the step, as fsrs-rs does over its epochs.
    const lr = 0.5 * rate * (1 + Math.cos((Math.PI * (step - 1)) / iterations));
    free.forEach((k, j) => {
      m[k] = beta1 * m[k] + (1 - beta1) * gradient[j];
      v[k] = beta2 * v[k] + (1 - beta2) * gradient[j] ** 2;
      const mHat = m[k] / (1 - beta1 ** step);
      const vHat = v[k] / (1 - beta2 ** step);
      z[k] = Math.min(1, Math.max(0, z[k] - (lr * mHat) / (Math.sqrt(vHat) + 1e-8)));
    });
    yield;
  }
  return fromUnit(z);
}

function squaredDistance(a: readonly number[], b: readonly number[]) {
  let s = 0;
  for (let k = 0; k < a.length; k++) s += (a[k] - b[k]) ** 2;
  return s;
}

/**
 * Fits FSRS parameters to a review history: the defaults (or `options.initial`) below 8 predicted
 * reviews, the initial stabilities w0–w3 below 64, every weight from 64. Same reviews, same result.
 */
export function fitFsrs(reviews: readonly FsrsReview[], options: FsrsFitOptions = {}): FsrsFit {
  const steps = fitFsrsSteps(reviews, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `fitFsrs` one optimiser step at a time (each a few passes over the reviews), so a server can let other
 * work in between: the result is the same.
 */
export function* fitFsrsSteps(reviews: readonly FsrsReview[], options: FsrsFitOptions = {}): Generator<void, FsrsFit> {
  const initial = algorithmFor(options.initial ?? fsrsDefaultParameters).parameters.w.slice();
  const iterations = options.iterations ?? 80;
  const data = prepare(reviews);
  const count = logLossOf(initial, data).reviews;
  if (count < fsrsFitThresholds.partial)
    return { parameters: initial, stage: 'defaults', reviews: count, logLoss: null };
  const anchorWeight = fsrsPriorStrength / count;
  const objective = (w: number[]) => logLossOf(w, data).logLoss ?? 0;
  const seen = firstGrades(data, Infinity);
  const initialStabilities = [0, 1, 2, 3].filter((k) => seen.has(k + 1));
  let parameters = orderInitialStabilities(
    yield* adam(initial, initialStabilities, objective, iterations, anchorWeight),
    seen,
  );
  let stage: FsrsFitStage = 'partial';
  if (count >= fsrsFitThresholds.full) {
    const all = parameters.map((_, k) => k).filter((k) => k >= 4 || seen.has(k + 1));
    parameters = orderInitialStabilities(yield* adam(parameters, all, objective, iterations, anchorWeight), seen);
    stage = 'full';
  }
  parameters = algorithmFor(parameters).parameters.w.slice();
  return { parameters, stage, reviews: count, logLoss: logLossOf(parameters, data).logLoss };
}

/**
 * A first Hard must not outlast a first Good: the initial stabilities are kept in order, S0(Again) ≤
 * S0(Hard) ≤ S0(Good) ≤ S0(Easy). A grade that opened no card takes its place from those that did.
 */
function orderInitialStabilities(w: number[], seen: Set<number>): number[] {
  const out = [...w];
  for (let k = 0; k < 4; k++) {
    if (seen.has(k + 1)) continue;
    const below = [0, 1, 2, 3].filter((j) => j < k && seen.has(j + 1)).map((j) => out[j]);
    const above = [0, 1, 2, 3].filter((j) => j > k && seen.has(j + 1)).map((j) => out[j]);
    if (below.length) out[k] = Math.max(out[k], ...below);
    if (above.length) out[k] = Math.min(out[k], ...above);
  }
  for (let k = 1; k < 4; k++) out[k] = Math.max(out[k], out[k - 1]);
  return out;
}
