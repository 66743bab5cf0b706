import { auc, calibrationRmse, logLoss, rmseBins, srsBin } from './metrics';
import { fsrsForecasts } from './fsrs';
import {
  eloWithoutPrior,
  halfLifeRegression,
  histories,
  ours,
  oursFittedPrior,
  overallMean,
  rollingFive,
} from './models';
import { splitTime, type TracedAnswer } from './trace';

/** One forecaster's figures on one set of held-out answers. */
export interface ReplayRow {
  set: string;
  model: string;
  answers: number;
  logLoss: number;
  auc: number;
  rmseBins: number;
  calibration: number;
}

export interface Replay {
  split: string;
  answers: number;
  rows: ReplayRow[];
  /** How the per-learner FSRS fits went (how many kept the defaults, fitted w0–w3 only, or all) and how many the nightly chain adopted. */
  fsrs: string;
}

/**
 * The replay (issue 29 item 5): every forecaster reads the whole log in order, forecasting each answer before
 * learning from it; only the answers after the 80th percentile of time are scored, everything before trains
 * and warms up. Three sets: every held-out answer; the repeats (the learner had answered the question before,
 * which half-life regression needs); the notebook reviews FSRS forecasts (a card reviewed on a later day).
 * Each set scores every forecaster that has a forecast for all of it, so the rows of a set compare like with like.
 */
export function replay(answers: readonly TracedAnswer[]): Replay {
  const split = splitTime(answers);
  const past = histories(answers);
  const fitted = oursFittedPrior();
  const forecasts: [string, number[]][] = [
    ['overall mean', overallMean(answers, split)],
    ['rolling five (the spec’s score)', rollingFive(answers, split)],
    ['Elo without prior (b starts at 0)', eloWithoutPrior(answers, split)],
    ['ours (default / logged prior)', ours(answers, split)],
    ['ours, prior fitted on the training part', fitted.forecaster(answers, split)],
    ['HLR (Settles & Meeder 2016)', halfLifeRegression()(answers, split)],
  ];
  const f = fsrsForecasts(answers, split);
  forecasts.push(
    ['FSRS-6 defaults (ts-fsrs)', f.defaults],
    ['FSRS-6 fitted per learner', f.perLearner],
    ['FSRS-6 fitted, pooled', f.pooled],
    ['FSRS-6 as the nightly job adopts', f.nightly],
  );
  const notebook = f.defaults;
  const fsrs = `${Object.entries(f.stages)
    .map(([stage, n]) => `${n} ${stage}`)
    .join(', ')}; the nightly chain adopted weights for ${f.adopted}`;
  const held = answers.map((a, i) => i).filter((i) => answers[i].time > split && !answers[i].skipped);
  const sets: [string, number[]][] = [
    ['all held-out answers', held],
    ['repeats', held.filter((i) => past[i].seen > 0)],
    ['notebook reviews (FSRS)', held.filter((i) => Number.isFinite(notebook[i]))],
  ];
  const rows: ReplayRow[] = [];
  for (const [set, indices] of sets) {
    if (indices.length === 0) continue;
    const y = indices.map((i) => answers[i].outcome);
    const keys = indices.map((i) => srsBin(past[i].elapsedDays, past[i].seen + 1, past[i].lapses));
    for (const [model, forecast] of forecasts) {
      const p = indices.map((i) => forecast[i]);
      if (p.some((x) => !Number.isFinite(x))) continue;
      rows.push({
        set,
        model,
        answers: indices.length,
        logLoss: logLoss(y, p),
        auc: auc(y, p),
        rmseBins: rmseBins(y, p, keys),
        calibration: calibrationRmse(y, p),
      });
    }
  }
  return { split: new Date(split).toISOString(), answers: held.length, rows, fsrs };
}
