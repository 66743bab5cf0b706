import { FSRSAlgorithm, type FSRSState, type Grade } from 'ts-fsrs';
import type { FsrsReview } from '../notebook/fsrs';
import { seededRandom } from './random';

/**
 * A learner whose memory follows FSRS with known parameters, for testing the fit and for benchmarks:
 * cards are opened over `days`, each reviewed after random gaps; at each review the learner recalls with
 * the probability the true parameters give, and grades Good (sometimes Hard) on recall, Again otherwise.
 * Deterministic for a seed.
 */
export interface SimulatedLearner {
  parameters: readonly number[];
  cards: number;
  reviewsPerCard: number;
  seed: number;
  /** First review of the first card (default 2025-01-01). */
  start?: string;
  /** Card prefix (default 'c'). */
  prefix?: string;
}

export function simulateFsrsReviews(learner: SimulatedLearner): FsrsReview[] {
  const random = seededRandom(learner.seed);
  const algorithm = new FSRSAlgorithm({ w: [...learner.parameters], enable_fuzz: false });
  const start = Date.parse(learner.start ?? '2025-01-01T09:00:00.000Z');
  const day = 24 * 60 * 60 * 1000;
  const reviews: FsrsReview[] = [];
  for (let c = 0; c < learner.cards; c++) {
    const card = `${learner.prefix ?? 'c'}${c}`;
    let time = start + Math.floor(random() * 60) * day + Math.floor(random() * 8 * 60) * 60_000;
    const u = random();
    let grade: Grade = u < 0.25 ? 1 : u < 0.35 ? 2 : 3;
    reviews.push({ card, time: new Date(time).toISOString(), grade });
    let state: FSRSState = algorithm.next_state(null, 0, grade);
    for (let k = 1; k < learner.reviewsPerCard; k++) {
      // Gaps from a day to a few times the card's stability, so recall is seen over a range of R.
      const days = Math.max(1, Math.round(state.stability * (0.3 + 2.5 * random()) + random() * 3));
      time += days * day;
      const r = algorithm.forgetting_curve(days, state.stability);
      grade = random() < r ? (random() < 0.15 ? 2 : 3) : 1;
      reviews.push({ card, time: new Date(time).toISOString(), grade });
      state = algorithm.next_state(state, days, grade, r);
    }
  }
  return reviews.sort((a, b) => Date.parse(String(a.time)) - Date.parse(String(b.time)));
}
