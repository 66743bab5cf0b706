import {
  decideFsrs,
  fitFsrs,
  fsrsCandidateSteps,
  fsrsDefaultParameters,
  fsrsPooledFitSteps,
  fsrsPredictions,
  notebookGrade,
  notebookReviewsKey,
  runSteps,
  type FsrsReview,
} from '@lebe/domain';
import type { TracedAnswer } from './trace';

/**
 * FSRS on the notebook's reviews, through the fitter the nightly job runs (domain/src/notebook/fsrs.ts):
 * ts-fsrs's defaults, a fit per learner (fitFsrs keeps the defaults below 8 predicted reviews and fits only
 * w0–w3 below 64), one fit pooled over every learner (the job's fallback), and the job's whole chain.
 */

export interface FsrsForecasts {
  defaults: number[];
  /** Each learner's own fit on their reviews up to the split (fitFsrs keeps the defaults below 8 reviews). */
  perLearner: number[];
  /** One fit on every learner's reviews up to the split (the nightly job's pooled fallback). */
  pooled: number[];
  /**
   * What the nightly job would schedule with after a fit at the split (api/src/features/notebook/fsrs-fit.ts),
   * through domain's fsrsPooledFitSteps, fsrsCandidateSteps and decideFsrs: the learner's own fit on their older
   * 80 % and the pooled fit on every learner's older 80 %, judged on the learner's newest 20 % before the split;
   * the winner refitted on every review before the split.
   */
  nightly: number[];
  stages: Record<string, number>;
  /** How many learners the nightly chain gave weights other than the defaults. */
  adopted: number;
}

/** Forecasts of each notebook review after the split (NaN elsewhere), with default, per-learner and pooled parameters. */
export function fsrsForecasts(answers: readonly TracedAnswer[], split: number): FsrsForecasts {
  const index = new Map<string, number>();
  // As the nightly job fits them: per learner and language, every review (a skip is an Again).
  const byLearner = new Map<string, { user: string; language: string; reviews: (FsrsReview & { time: number })[] }>();
  answers.forEach((a, i) => {
    if (a.card === null) return;
    index.set(`${a.card}\n${a.time}`, i);
    const key = notebookReviewsKey(a.learner, a.language);
    const mine = byLearner.get(key) ?? { user: a.learner, language: a.language, reviews: [] };
    mine.reviews.push({ card: a.card, time: a.time, grade: notebookGrade(a.outcome) });
    byLearner.set(key, mine);
  });
  const out = (): number[] => answers.map(() => NaN);
  const result: FsrsForecasts = {
    defaults: out(),
    perLearner: out(),
    pooled: out(),
    nightly: out(),
    stages: {},
    adopted: 0,
  };
  const place = (target: number[], predictions: ReturnType<typeof fsrsPredictions>) => {
    for (const p of predictions) {
      const i = index.get(`${p.card}\n${p.time}`);
      if (i !== undefined) target[i] = p.p;
    }
  };
  const from = split + 1;
  const all = [...byLearner.values()].flatMap((l) => l.reviews);
  const seenBy = [...byLearner.values()].map((l) => l.reviews.filter((r) => r.time <= split));
  const pooled = runSteps(fsrsPooledFitSteps(seenBy));
  // The pooled row: one fit on every review before the split (the nightly pool's refit on everything).
  place(result.pooled, fsrsPredictions(pooled?.all.parameters ?? fsrsDefaultParameters, all, { from }));
  place(result.defaults, fsrsPredictions(fsrsDefaultParameters, all, { from }));
  for (const { user, language, reviews } of byLearner.values()) {
    const seen = reviews.filter((r) => r.time <= split);
    const fit = fitFsrs(seen);
    result.stages[fit.stage] = (result.stages[fit.stage] ?? 0) + 1;
    place(result.perLearner, fsrsPredictions(fit.parameters, reviews, { from }));
    const candidates = runSteps(fsrsCandidateSteps(seen, pooled));
    const [judged] = decideFsrs({ type: 'RecordFsrsFit', user, language, candidates, reviews: seen }, {});
    const adopted = judged?.data.adopted ? judged.data.parameters : null;
    if (adopted) result.adopted++;
    place(result.nightly, fsrsPredictions(adopted ?? fsrsDefaultParameters, reviews, { from }));
  }
  return result;
}
