/**
 * The figures the efficacy benchmark reports, as srs-benchmark defines them, so ours sit beside theirs:
 * log loss, AUC, RMSE(bins); and Spearman's ρ for parameter recovery. Pure functions over arrays.
 * `y` is the outcome in [0, 1] (the pointscore: partial credit counts where the figure allows it),
 * `p` the predicted chance of a right answer.
 */

/** Predictions are kept off 0 and 1 by this much, as sklearn's log_loss does, so one certainty costs a finite amount. */
const eps = 1e-15;

/** Mean binary cross-entropy in nats (a fractional outcome is a soft label). */
export function logLoss(y: readonly number[], p: readonly number[]): number {
  check(y, p);
  let sum = 0;
  for (let i = 0; i < y.length; i++) {
    const q = Math.min(1 - eps, Math.max(eps, p[i]));
    sum -= y[i] * Math.log(q) + (1 - y[i]) * Math.log(1 - q);
  }
  return sum / y.length;
}

/**
 * Area under the ROC curve: the chance that a right answer (y ≥ 0.5) was given a higher prediction than a
 * wrong one, ties counting half. Computed from average ranks (the Mann–Whitney U over the counts); NaN
 * when one class is missing.
 */
export function auc(y: readonly number[], p: readonly number[]): number {
  check(y, p);
  const ranks = averageRanks(p);
  let positives = 0;
  let rankSum = 0;
  for (let i = 0; i < y.length; i++)
    if (y[i] >= 0.5) {
      positives++;
      rankSum += ranks[i];
    }
  const negatives = y.length - positives;
  if (positives === 0 || negatives === 0) return NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/**
 * RMSE(bins): the answers are grouped by `keys`, and the RMSE between each group's mean outcome and mean
 * prediction is taken with each group weighted by its size. srs-benchmark groups a review by its interval,
 * its number and its lapses (`srsBin`); `predictionBin` groups by the prediction itself (a calibration error).
 */
export function rmseBins(y: readonly number[], p: readonly number[], keys: readonly string[]): number {
  check(y, p);
  if (keys.length !== y.length) throw new Error('one bin key per answer');
  const bins = new Map<string, { y: number; p: number; n: number }>();
  for (let i = 0; i < y.length; i++) {
    const bin = bins.get(keys[i]) ?? { y: 0, p: 0, n: 0 };
    bin.y += y[i];
    bin.p += p[i];
    bin.n++;
    bins.set(keys[i], bin);
  }
  let sum = 0;
  for (const bin of bins.values()) sum += bin.n * ((bin.y - bin.p) / bin.n) ** 2;
  return Math.sqrt(sum / y.length);
}

/** x rounded down to a power of `base` on a log scale, times `scale`: how srs-benchmark coarsens a count. */
const logBucket = (x: number, scale: number, base: number, digits: number) => {
  const value = scale * base ** Math.floor(Math.log(x) / Math.log(base));
  return Number(value.toFixed(digits));
};

/**
 * srs-benchmark's bin of a review: days since the previous review of the item (buckets ×3.62 from 2.48;
 * a first sight counts as a tiny interval), which review of the item it is (1-based, buckets ×1.89 from
 * 1.99) and how many lapses (wrong answers after the first) came before (0, else buckets ×1.73 from 1.65).
 */
export function srsBin(elapsedDays: number, review: number, lapses: number): string {
  const interval = logBucket(Math.max(elapsedDays, 1e-6), 2.48, 3.62, 2);
  const nth = logBucket(Math.max(review, 1), 1.99, 1.89, 0);
  const lapse = lapses === 0 ? 0 : logBucket(lapses, 1.65, 1.73, 0);
  return `${interval}|${nth}|${lapse}`;
}

/** The prediction's bin among `count` equal slices of [0, 1]. */
export const predictionBin = (p: number, count = 20) => String(Math.min(count - 1, Math.floor(p * count)));

/** Calibration RMSE: RMSE(bins) with the answers grouped by their prediction (20 equal bins). */
export const calibrationRmse = (y: readonly number[], p: readonly number[], count = 20) =>
  rmseBins(
    y,
    p,
    p.map((x) => predictionBin(x, count)),
  );

/** Spearman's rank correlation: Pearson's r of the average ranks (ties share their mean rank). */
export function spearman(a: readonly number[], b: readonly number[]): number {
  check(a, b);
  return pearson(averageRanks(a), averageRanks(b));
}

export function pearson(a: readonly number[], b: readonly number[]): number {
  check(a, b);
  const n = a.length;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i] - ma) * (b[i] - mb);
    saa += (a[i] - ma) ** 2;
    sbb += (b[i] - mb) ** 2;
  }
  return saa === 0 || sbb === 0 ? NaN : sab / Math.sqrt(saa * sbb);
}

/** 1-based ranks, ties given the mean of the ranks they span. */
export function averageRanks(x: readonly number[]): number[] {
  const order = x.map((_, i) => i).sort((i, j) => x[i] - x[j]);
  const ranks = new Array<number>(x.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && x[order[end + 1]] === x[order[start]]) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]] = rank;
    start = end + 1;
  }
  return ranks;
}

function check(a: readonly number[], b: readonly number[]) {
  if (a.length !== b.length) throw new Error(`lengths differ: ${a.length} and ${b.length}`);
  if (a.length === 0) throw new Error('no answers to score');
}
