import { probabilityCorrect } from './model';
import {
  askItem,
  chooseItem,
  placementResult,
  placementStep,
  startPlacement,
  type PlacementItem,
  type PlacementResult,
} from './placement';

/**
 * A whole placement in memory, for tests and the benchmark's simulator: a learner of true ability `theta`
 * answers items drawn from `pool` (each answered right with the model's probability at the item's true
 * difficulty `trueB`, else its `b`), with `random` giving uniform numbers in [0, 1).
 */
export function simulatePlacement(options: {
  theta: number;
  pool: readonly (PlacementItem & { trueB?: number })[];
  language: string;
  random: () => number;
  /** The credit of an answer (defaults to right with the model's probability). */
  respond?: (item: PlacementItem & { trueB?: number }) => number;
  /** The questions the next one is chosen from (defaults to the whole pool; the API offers a few of each level). */
  draw?: (asked: readonly string[]) => readonly (PlacementItem & { trueB?: number })[];
}): PlacementResult & { asked: string[] } {
  const { theta, pool, language, random } = options;
  const respond =
    options.respond ?? ((item) => (random() < probabilityCorrect(theta, item.trueB ?? item.b, item.guess) ? 1 : 0));
  const byId = new Map(pool.map((item) => [item.question, item]));
  let progress = startPlacement(language);
  const draw = options.draw ?? (() => pool);
  let item = chooseItem(progress, draw([]));
  if (!item) return { ...placementResult(progress), asked: [] };
  progress = askItem(progress, item);
  for (;;) {
    const step = placementStep(progress, item, respond(byId.get(item.question)!), draw(progress.asked));
    progress = step.progress;
    if (step.result) return { ...step.result, asked: [...progress.asked] };
    item = step.next!;
  }
}
