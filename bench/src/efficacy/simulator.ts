import { estimateAbility, loggedPrior, noPrior } from './models';
import {
  learnerPriorFor,
  learnerPriorVariance,
  levelDifficulty,
  levelUpEvidence,
  masteredLevel,
  observe,
  probabilityCorrect,
  simulatePlacement,
  standardError,
  type Estimate,
  type QuestionFields,
} from '@lebe/domain';
import { abilityOf, difficultiesOf } from '@lebe/projectors/ability';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import type { TestServer } from '@lebe/testing/test-server';
import { calibrationRmse, predictionBin, spearman } from './metrics';
import { seeded, type Random } from './random';
import { readTrace, type TracedAnswer } from './trace';

/**
 * The simulator (issue 29 item 5): learners of known ability answer questions of known difficulty through the
 * real command path — registered with POST /api/users, each answer a POST /api/dashboards that the server
 * grades, records as AnswerRecorded and projects — right with the model's probability P(θ, b, guess) (the
 * key's text, else a wrong option or word). Then b and θ are read from the ability read model and compared
 * with the truth; the same domain model replayed here from the log must agree with it.
 */
export interface SimulatedItem {
  id: string;
  level: number;
  b: number;
  guess: number;
  questionType: QuestionFields['questionType'];
  key: string;
  wrong: string;
}

export interface SimulationOptions {
  itemsPerLevel: number;
  answersPerItem: number;
  answersPerLearner: number;
  /** Requests in flight at once. */
  concurrency: number;
  seed: number;
}

export const defaultSimulation: SimulationOptions = {
  itemsPerLevel: 15,
  answersPerItem: 40,
  answersPerLearner: 25,
  concurrency: 8,
  seed: 2029,
};

/** How far true difficulties scatter around their level's (logits): the part a level-only prior cannot know. */
export const withinLevelSpread = 0.7;
/** The simulated learners' language's learner prior (the middle of level 1), which the model starts them at. */
const simulatedPrior = learnerPriorFor('french');
/**
 * A true ability drawn as the model assumes a learner new to French: around its prior's mean, as widely as
 * its SE (1.2 logits). A population centred elsewhere (θ 0, level 3) pulls every estimate, and through them the
 * calibrated difficulties, towards the prior (see README's efficacy figures).
 */
export const abilitySpread = Math.sqrt(learnerPriorVariance);
const drawAbility = (random: Random) => simulatedPrior.mean + abilitySpread * random.normal();

export function makeItems(random: Random, itemsPerLevel: number): Omit<SimulatedItem, 'id'>[] {
  const items: Omit<SimulatedItem, 'id'>[] = [];
  for (let level = 1; level <= 10; level++)
    for (let k = 0; k < itemsPerLevel; k++) {
      const choice = k % 2 === 0;
      items.push({
        level,
        b: levelDifficulty(level) + withinLevelSpread * random.normal(),
        guess: choice ? 0.25 : 0,
        questionType: choice ? 'multiple_choice' : 'fill_in_the_blank',
        key: `mot${level}x${k}`,
        wrong: choice ? `faux${level}x${k}a` : 'zzz',
      });
    }
  return items;
}

async function post<T>(server: TestServer, path: string, body: unknown, token?: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(server.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      if (response.status === 503 && attempt < 20) {
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    } catch (error) {
      // A kept-alive socket the server closed: once more on a fresh one.
      if (attempt < 2 && error instanceof TypeError) continue;
      throw error;
    }
  }
}

/** Runs `work` on each element with at most `limit` in flight. */
async function pool<T>(list: readonly T[], limit: number, work: (x: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, list.length) }, async () => {
      while (next < list.length) {
        const i = next++;
        await work(list[i], i);
      }
    }),
  );
}

/**
 * Which items each learner answers: each item `answersPerItem` times, each learner `answersPerLearner`
 * distinct items, drawn with weight (answers the item still needs)² × e^(−|level gap| / 2): mostly near the
 * learner's level, as practice serves, yet every item answered by learners of several abilities.
 */
export function assign(random: Random, thetas: number[], items: Omit<SimulatedItem, 'id'>[], o: SimulationOptions) {
  const left = items.map(() => o.answersPerItem);
  return thetas.map((theta) => {
    const home = masteredLevel(theta, 10);
    const chosen: number[] = [];
    for (let n = 0; n < o.answersPerLearner; n++) {
      const weights = items.map((item, i) =>
        left[i] > 0 && !chosen.includes(i) ? left[i] ** 2 * Math.exp(-Math.abs(item.level - home) / 2) : 0,
      );
      const total = weights.reduce((s, w) => s + w, 0);
      if (total === 0) break;
      let r = random.uniform() * total;
      let pick = 0;
      while (r > weights[pick]) r -= weights[pick++];
      chosen.push(pick);
      left[pick]--;
    }
    return chosen;
  });
}

export interface Simulation {
  items: SimulatedItem[];
  learners: { id: string; theta: number; token: string }[];
  answers: TracedAnswer[];
  /** What the ability read model holds at the end: each question's b, each learner's θ in French. */
  readModel: { b: Map<string, number>; theta: Map<string, number> };
  posted: number;
  seconds: number;
}

export async function runSimulation(server: TestServer, o: SimulationOptions = defaultSimulation): Promise<Simulation> {
  const random = seeded(o.seed);
  const specs = makeItems(random, o.itemsPerLevel);
  const fields: Partial<QuestionFields>[] = specs.map((item) =>
    item.questionType === 'multiple_choice'
      ? multipleChoice(`Choisis ${item.key}`, item.key, [item.wrong, `${item.wrong}b`, `${item.wrong}c`], {
          level: item.level,
          targetLanguage: 'french',
        })
      : {
          question: `Écris ${item.key}`,
          answers: [{ text: item.key, isCorrect: true }],
          questionType: 'fill_in_the_blank',
          level: item.level,
          targetLanguage: 'french',
        },
  );
  const ids = await seedQuestions(server, fields);
  const items = specs.map((item, i) => ({ ...item, id: ids[i] }));
  const learnerCount = Math.ceil((items.length * o.answersPerItem) / o.answersPerLearner);
  const thetas = Array.from({ length: learnerCount }, () => drawAbility(random));
  const plan = assign(random, thetas, items, o);
  const started = performance.now();
  const stamp = Date.now();
  const learners: Simulation['learners'] = new Array(learnerCount);
  await pool(thetas, o.concurrency, async (theta, i) => {
    const user = await post<{ _id: string; token: string }>(server, '/api/users', {
      name: `Simulated ${i}`,
      email: `sim${i}-${stamp}@efficacy.test`,
      password: 'efficacy-bench-29',
    });
    learners[i] = { id: user._id, theta, token: user.token };
  });
  // Round by round, every learner's next answer: the log interleaves learners as a live product's does.
  const outcomes = new Map<string, boolean>();
  let posted = 0;
  for (let round = 0; round < o.answersPerLearner; round++) {
    const due = plan.flatMap((list, l) => (round < list.length ? [{ l, item: items[list[round]] }] : []));
    const draws = due.map(({ l, item }) => random.uniform() < probabilityCorrect(thetas[l], item.b, item.guess));
    await pool(due, o.concurrency, async ({ l, item }, k) => {
      const right = draws[k];
      await post(
        server,
        '/api/dashboards',
        { question: item.id, answer: right ? item.key : item.wrong },
        learners[l].token,
      );
      outcomes.set(`${learners[l].id}\n${item.id}`, right);
      posted++;
    });
  }
  const events = server.runtime.deps.events;
  await server.runtime.deps.freshness.awaitPosition(await events.headPosition(), 10 * 60_000);
  const seconds = (performance.now() - started) / 1000;
  const answers = (await readTrace(events)).filter((a) => outcomes.has(`${a.learner}\n${a.question}`));
  // The server graded each answer: it must agree with what the simulated learner meant.
  const disagreements = answers.filter((a) => (a.outcome === 1) !== outcomes.get(`${a.learner}\n${a.question}`));
  if (answers.length !== posted || disagreements.length)
    throw new Error(`log holds ${answers.length} of ${posted} answers, ${disagreements.length} graded otherwise`);
  const read = server.runtime.deps.read;
  const difficulties = await difficultiesOf(
    read,
    items.map((i) => i.id),
  );
  const theta = new Map<string, number>();
  for (const l of learners) {
    const ability = await abilityOf(read, l.id, 'french');
    if (ability) theta.set(l.id, ability.theta);
  }
  const b = new Map([...difficulties].map(([id, d]) => [id, d.b]));
  return { items, learners, answers, readModel: { b, theta }, posted, seconds };
}

export interface Recovery {
  rhoB: number;
  rhoBWithoutPrior: number;
  /** ρ between true and estimated difficulty once each level's own difficulty is taken out of both. */
  rhoBWithinLevel: number;
  rhoTheta: number;
  rhoThetaWithoutPrior: number;
  medianItemAnswers: number;
  medianLearnerAnswers: number;
  /**
   * θ by exact MAP with the true difficulties known, from the same answers: the most 25 answers can tell
   * (what an ideal estimator would reach), so a miss of the aim can be told apart from a weak model.
   */
  rhoThetaOracle: number;
  /** Calibration RMSE (20 bins) of the model's forecast of every answer, made before the answer was learnt from. */
  calibration: number;
  /** What a perfectly calibrated forecaster would score on as many answers (the outcomes' sampling noise). */
  calibrationFloor: number;
  /** The same bins against the true probability instead of the outcome (no sampling noise). */
  calibrationVsTruth: number;
  answers: number;
  /** The largest gap between the read model's b or θ and the same model replayed here from the log (should be ~0). */
  readModelGap: number;
  items: Map<string, Estimate>;
}

const median = (x: number[]) => [...x].sort((a, b) => a - b)[Math.floor(x.length / 2)];

/**
 * Parameter recovery: b and θ as the ability read model holds them after the simulation, compared with the
 * truth by Spearman's ρ; beside them the same model without the prior, replayed here from the log.
 */
export function recovery(sim: Simulation): Recovery {
  const end = Infinity;
  const ours = estimateAbility(sim.answers, end, loggedPrior);
  const bare = estimateAbility(sim.answers, end, noPrior);
  const trueB = sim.items.map((i) => i.b);
  const est = (m: Map<string, Estimate>, id: string) => m.get(id)?.mean ?? NaN;
  const b = sim.items.map((i) => sim.readModel.b.get(i.id) ?? NaN);
  const theta = sim.learners.map((l) => sim.readModel.theta.get(l.id) ?? NaN);
  const gaps = [
    ...sim.items.map((i, k) => Math.abs(b[k] - est(ours.items, i.id))),
    ...sim.learners.map((l, k) => Math.abs(theta[k] - est(ours.learners, `${l.id}\nfrench`))),
  ];
  return {
    rhoB: spearman(trueB, b),
    rhoBWithoutPrior: spearman(
      trueB,
      sim.items.map((i) => est(bare.items, i.id)),
    ),
    rhoBWithinLevel: spearman(
      sim.items.map((i) => i.b - levelDifficulty(i.level)),
      sim.items.map((i, k) => b[k] - levelDifficulty(i.level)),
    ),
    rhoTheta: spearman(
      sim.learners.map((l) => l.theta),
      theta,
    ),
    rhoThetaWithoutPrior: spearman(
      sim.learners.map((l) => l.theta),
      sim.learners.map((l) => est(bare.learners, `${l.id}\nfrench`)),
    ),
    medianItemAnswers: median(sim.items.map((i) => ours.items.get(i.id)?.answers ?? 0)),
    medianLearnerAnswers: median(sim.learners.map((l) => ours.learners.get(`${l.id}\nfrench`)?.answers ?? 0)),
    rhoThetaOracle: spearman(
      sim.learners.map((l) => l.theta),
      oracleThetas(sim),
    ),
    ...calibration(sim, ours.forecasts),
    answers: sim.answers.length,
    readModelGap: gaps.reduce((m, g) => (Number.isNaN(g) ? Infinity : Math.max(m, g)), 0),
    items: ours.items,
  };
}

/** Each learner's θ by Newton's method on the exact posterior (learner prior, true b and guess of each item). */
function oracleThetas(sim: Simulation): number[] {
  const byId = new Map(sim.items.map((i) => [i.id, i]));
  return sim.learners.map((l) => {
    const mine = sim.answers.filter((a) => a.learner === l.id);
    let theta = simulatedPrior.mean;
    for (let k = 0; k < 100; k++) {
      let gradient = -(theta - simulatedPrior.mean) / simulatedPrior.variance;
      let info = 1 / simulatedPrior.variance;
      for (const a of mine) {
        const item = byId.get(a.question)!;
        const s = 1 / (1 + Math.exp(item.b - theta));
        const p = Math.min(0.999, Math.max(0.001, item.guess + (1 - item.guess) * s));
        const slope = (1 - item.guess) * s * (1 - s);
        gradient += ((a.outcome - p) * slope) / (p * (1 - p));
        info += (slope * slope) / (p * (1 - p));
      }
      const step = Math.max(-1, Math.min(1, gradient / info));
      theta += step;
      if (Math.abs(step) < 1e-9) break;
    }
    return theta;
  });
}

function calibration(sim: Simulation, forecasts: number[]) {
  const byId = new Map(sim.items.map((i) => [i.id, i]));
  const thetaOf = new Map(sim.learners.map((l) => [l.id, l.theta]));
  const truth = sim.answers.map((a) => {
    const item = byId.get(a.question)!;
    return probabilityCorrect(thetaOf.get(a.learner)!, item.b, item.guess);
  });
  const y = sim.answers.map((a) => a.outcome);
  const bins = new Map<string, { n: number; variance: number }>();
  forecasts.forEach((p, i) => {
    const bin = bins.get(predictionBin(p)) ?? { n: 0, variance: 0 };
    bin.n++;
    bin.variance += truth[i] * (1 - truth[i]);
    bins.set(predictionBin(p), bin);
  });
  // E[RMSE²] of a calibrated forecaster: Σ over bins of (n_b / N) · Var(mean outcome in b) = Σ Σp(1−p) / n_b / N.
  const floor = Math.sqrt([...bins.values()].reduce((s, b) => s + b.variance / b.n, 0) / y.length);
  return {
    calibration: calibrationRmse(y, forecasts),
    calibrationFloor: floor,
    calibrationVsTruth: calibrationRmse(truth, forecasts),
  };
}

export interface GateFigures {
  learners: number;
  answers: number;
  /** Share of learners whose level is two or more above the level their true ability masters. */
  inflatedWithout: number;
  inflatedWith: number;
  /** Share two or more below (the gate's cost: learners held back). */
  heldBackWithout: number;
  heldBackWith: number;
  meanLevelWithout: number;
  meanLevelWith: number;
}

/**
 * The level gate, simulated: learners start main practice at level 1 and answer `answers` questions drawn
 * from their level's items (right with P(θ, b, guess) at the true difficulty). Without the gate the spec's
 * rule alone decides (five results, all right: up one); with it a level-up also needs the evidence
 * (levelUpEvidence: P(θ ≥ the next threshold) ≥ 0.65 with the streak, ≥ 0.95 without one), the ability
 * estimated per answer by `observe` against the items' calibrated difficulties.
 */
export function simulateGate(
  items: SimulatedItem[],
  calibrated: Map<string, Estimate>,
  seed: number,
  learners = 400,
  answers = 100,
): GateFigures {
  const random = seeded(seed);
  const byLevel = (level: number) => items.filter((i) => i.level === level);
  const run = (theta: number, gate: boolean, draws: Random) => {
    let level = 1;
    let ability = simulatedPrior;
    let scores: number[] = [];
    for (let n = 0; n < answers; n++) {
      const pool = byLevel(level);
      const item = pool[draws.int(pool.length)];
      const right = draws.uniform() < probabilityCorrect(theta, item.b, item.guess);
      ability = observe(
        ability,
        calibrated.get(item.id) ?? { mean: item.b, variance: 1, answers: 0 },
        right ? 1 : 0,
        item.guess,
      ).learner;
      scores = [...scores, right ? 1 : 0].slice(-5);
      const streak = scores.length === 5 && scores.every((s) => s === 1);
      if (level >= 10) continue;
      const evidence = (withStreak: boolean) =>
        levelUpEvidence({ theta: ability.mean, se: standardError(ability) }, level, withStreak).allowed;
      if (gate ? (streak && evidence(true)) || (!streak && evidence(false)) : streak) {
        level++;
        scores = [];
      }
    }
    return level;
  };
  let inflatedWithout = 0;
  let inflatedWith = 0;
  let heldBackWithout = 0;
  let heldBackWith = 0;
  let sumWithout = 0;
  let sumWith = 0;
  for (let l = 0; l < learners; l++) {
    const theta = drawAbility(random);
    const mastered = masteredLevel(theta, 10);
    const draw = random.int(2 ** 31);
    // The same draws with and without the gate, so the two differ by the gate alone.
    const without = run(theta, false, seeded(draw));
    const withGate = run(theta, true, seeded(draw));
    sumWithout += without;
    sumWith += withGate;
    if (without >= mastered + 2) inflatedWithout++;
    if (withGate >= mastered + 2) inflatedWith++;
    if (without <= mastered - 2) heldBackWithout++;
    if (withGate <= mastered - 2) heldBackWith++;
  }
  return {
    learners,
    answers,
    inflatedWithout: inflatedWithout / learners,
    inflatedWith: inflatedWith / learners,
    heldBackWithout: heldBackWithout / learners,
    heldBackWith: heldBackWith / learners,
    meanLevelWithout: sumWithout / learners,
    meanLevelWith: sumWith / learners,
  };
}

export interface PlacementFigures {
  learners: number;
  meanItems: number;
  maxItems: number;
  withinOne: number;
  /** Share placed above their mastered level (the test should err low). */
  above: number;
}

/**
 * Placement, simulated with the placement test's own loop (domain's simulatePlacement) on the simulated bank:
 * calibrated difficulties for choosing and updating, true ones for answering.
 */
export function simulatePlacements(
  items: SimulatedItem[],
  calibrated: Map<string, Estimate>,
  seed: number,
  learners = 300,
): PlacementFigures {
  const random = seeded(seed);
  const bank = items.map((i) => ({
    question: i.id,
    questionType: i.questionType,
    level: i.level,
    b: calibrated.get(i.id)?.mean ?? i.b,
    guess: i.guess,
    trueB: i.b,
  }));
  let sumItems = 0;
  let maxItems = 0;
  let within = 0;
  let above = 0;
  for (let l = 0; l < learners; l++) {
    const theta = drawAbility(random);
    const result = simulatePlacement({ theta, pool: bank, language: 'french', random: random.uniform });
    const mastered = masteredLevel(theta, 10);
    sumItems += result.items;
    maxItems = Math.max(maxItems, result.items);
    if (Math.abs(result.level - mastered) <= 1) within++;
    if (result.level > mastered) above++;
  }
  return { learners, meanItems: sumItems / learners, maxItems, withinOne: within / learners, above: above / learners };
}
