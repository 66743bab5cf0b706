import {
  fitFsrs,
  fsrsDefaultParameters,
  fsrsPredictions,
  notebookGrade,
  notebookReviewsKey,
  type FsrsReview,
} from '@lebe/domain';
import type { TracedAnswer } from './trace';

/**
 * FSRS on the notebook's reviews, through the fitter the nightly job runs (domain/src/notebook/fsrs.ts):
 * ts-fsrs's defaults, a fit per learner (fitFsrs keeps the defaults below 8 predicted reviews and fits only
 * w0–w3 below 64), and one fit pooled over every learner (the job's fallback).
 */

export interface FsrsForecasts {
  defaults: number[];
  /** Each learner's own fit on their reviews up to the split (fitFsrs keeps the defaults below 8 reviews). */
  perLearner: number[];
  /** One fit on every learner's reviews up to the split (the nightly job's pooled fallback). */
  pooled: number[];
  stages: Record<string, number>;
}

/** Forecasts of each notebook review after the split (NaN elsewhere), with default, per-learner and pooled parameters. */
export function fsrsForecasts(answers: readonly TracedAnswer[], split: number): FsrsForecasts {
  const index = new Map<string, number>();
  // As the nightly job fits them: per learner and language, every review (a skip is an Again).
  const byLearner = new Map<string, (FsrsReview & { time: number })[]>();
  answers.forEach((a, i) => {
    if (a.card === null) return;
    index.set(`${a.card}\n${a.time}`, i);
    const key = notebookReviewsKey(a.learner, a.language);
    const list = byLearner.get(key) ?? [];
    list.push({ card: a.card, time: a.time, grade: notebookGrade(a.outcome) });
    byLearner.set(key, list);
  });
  const out = (): number[] => answers.map(() => NaN);
  const result: FsrsForecasts = { defaults: out(), perLearner: out(), pooled: out(), stages: {} };
  const place = (target: number[], predictions: ReturnType<typeof fsrsPredictions>) => {
    for (const p of predictions) {
      const i = index.get(`${p.card}\n${p.time}`);
      if (i !== undefined) target[i] = p.p;
    }
  };
  const from = split + 1;
  const all = [...byLearner.values()].flat();
  const pooled = fitFsrs(all.filter((r) => r.time <= split)).parameters;
  place(result.pooled, fsrsPredictions(pooled, all, { from }));
  place(result.defaults, fsrsPredictions(fsrsDefaultParameters, all, { from }));
  for (const reviews of byLearner.values()) {
    const fit = fitFsrs(reviews.filter((r) => r.time <= split));
    result.stages[fit.stage] = (result.stages[fit.stage] ?? 0) + 1;
    place(result.perLearner, fsrsPredictions(fit.parameters, reviews, { from }));
  }
  return result;
}
