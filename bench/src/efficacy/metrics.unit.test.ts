import { describe, expect, it } from '@jest/globals';
import { auc, averageRanks, calibrationRmse, logLoss, rmseBins, spearman, srsBin } from './metrics';

/** A seeded stream of numbers in [0, 1) so the cross-checks are the same at every run. */
function random(seed: number) {
  let x = seed;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

describe('efficacy metrics', () => {
  it('log loss is the mean cross-entropy in nats', () => {
    // -(ln 0.8 + ln 0.6) / 2
    expect(logLoss([1, 0], [0.8, 0.4])).toBeCloseTo(0.366985, 6);
    // a soft label of 0.5 against 0.5 costs ln 2
    expect(logLoss([0.5], [0.5])).toBeCloseTo(Math.LN2, 9);
    // a certain wrong prediction is finite, and far worse than any hedged one
    expect(logLoss([1], [0])).toBeGreaterThan(30);
    expect(Number.isFinite(logLoss([1], [0]))).toBe(true);
  });

  it('AUC counts the right-over-wrong pairs ranked in order, ties half', () => {
    // pairs (0.9>0.3, 0.9>0.6, 0.4>0.3, 0.4<0.6): 3 of 4
    expect(auc([1, 0, 1, 0], [0.9, 0.3, 0.4, 0.6])).toBe(0.75);
    expect(auc([1, 0], [0.5, 0.5])).toBe(0.5);
    expect(auc([1, 1], [0.2, 0.7])).toBeNaN();
  });

  it('AUC equals the Mann–Whitney statistic counted pair by pair', () => {
    const next = random(11);
    const y: number[] = [];
    const p: number[] = [];
    for (let i = 0; i < 400; i++) {
      // predictions on a coarse grid so that many tie
      p.push(Math.round(next() * 20) / 20);
      y.push(next() < 0.3 + 0.5 * p[i] ? 1 : 0);
    }
    let wins = 0;
    let pairs = 0;
    for (let i = 0; i < y.length; i++)
      for (let j = 0; j < y.length; j++)
        if (y[i] === 1 && y[j] === 0) {
          pairs++;
          wins += p[i] > p[j] ? 1 : p[i] === p[j] ? 0.5 : 0;
        }
    expect(auc(y, p)).toBeCloseTo(wins / pairs, 12);
    expect(auc(y, p)).toBeGreaterThan(0.6);
  });

  it('RMSE(bins) compares mean outcome and mean prediction per bin, weighted by the bin size', () => {
    // bin a: 0.5 vs 0.5; bin b (2 answers): 1 vs 0.7 → sqrt(2 × 0.09 / 4)
    expect(rmseBins([1, 0, 1, 1], [0.9, 0.1, 0.6, 0.8], ['a', 'a', 'b', 'b'])).toBeCloseTo(Math.sqrt(0.045), 12);
    // one bin per answer is the plain RMSE; one bin for all is the bias
    const y = [1, 0, 1];
    const p = [0.7, 0.2, 0.9];
    expect(rmseBins(y, p, ['1', '2', '3'])).toBeCloseTo(Math.sqrt((0.09 + 0.04 + 0.01) / 3), 12);
    expect(rmseBins(y, p, ['x', 'x', 'x'])).toBeCloseTo(Math.abs(2 / 3 - 0.6), 12);
  });

  it('calibration RMSE is near zero for calibrated predictions and large for confident wrong ones', () => {
    const next = random(5);
    const y: number[] = [];
    const p: number[] = [];
    for (let i = 0; i < 20000; i++) {
      p.push(next());
      y.push(next() < p[i] ? 1 : 0);
    }
    expect(calibrationRmse(y, p)).toBeLessThan(0.02);
    expect(
      calibrationRmse(
        y,
        p.map((x) => (x > 0.5 ? 0.99 : 0.01)),
      ),
    ).toBeGreaterThan(0.2);
  });

  it('bins a review as srs-benchmark does: interval, review number and lapses on log scales', () => {
    // 10 days → 2.48 × 3.62 = 8.98; 3rd review → 1.99 × 1.89 ≈ 4; 2 lapses → 1.65 × 1.73 ≈ 3
    expect(srsBin(10, 3, 2)).toBe('8.98|4|3');
    expect(srsBin(0, 1, 0)).toBe('0|2|0');
    // within a bucket the key does not change, across one it does
    expect(srsBin(4, 2, 1)).toBe(srsBin(13, 3, 1));
    expect(srsBin(13, 3, 1)).not.toBe(srsBin(13.2, 3, 1));
  });

  it("Spearman's ρ is Pearson's r of the average ranks", () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
    // no ties: 1 − 6 Σd² / (n (n² − 1)) with Σd² = 4
    expect(spearman([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])).toBeCloseTo(0.8, 12);
    // ties: ranks (1, 2.5, 2.5, 4) and (1, 3, 2, 4) → 4.5 / √(4.5 × 5)
    expect(averageRanks([1, 2, 2, 3])).toEqual([1, 2.5, 2.5, 4]);
    expect(spearman([1, 2, 2, 3], [1, 3, 2, 4])).toBeCloseTo(4.5 / Math.sqrt(22.5), 12);
    // a monotone transform changes nothing
    const next = random(3);
    const a = Array.from({ length: 50 }, next);
    const b = a.map((x, i) => x + (i % 7) * 0.05);
    expect(spearman(a, b)).toBeCloseTo(
      spearman(
        a.map(Math.exp),
        b.map((x) => x ** 3),
      ),
      12,
    );
  });
});
