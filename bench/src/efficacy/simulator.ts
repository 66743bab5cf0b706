import { estimateAbility, loggedPrior, noPrior } from './models';
import {
  learnerPriorFor,
  learnerPriorVariance,
  levelDifficulty,
  levelThreshold,
  masteredLevel,
  probabilityCorrect,
  simulatePlacement,
  withPlacement,
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
 * real command path as the product's practice has them — registered with POST /api/users, placed by the
 * placement test (POST /api/placement and its answers), then practising at their level: each answer a POST
 * /api/dashboards that the server grades, records as AnswerRecorded and projects, a level-up taken when the
 * answer's reply allows it and saved with PUT /api/users/{id}/levels. Each answer is right with the model's
 * probability P(θ, b, guess) (the key's text, else a wrong option or word). Then b and θ are read from the
 * ability read model and compared with the truth; the same domain model replayed here from the log must agree.
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
export const drawAbility = (random: Random) => simulatedPrior.mean + abilitySpread * random.normal();

/**
 * The simulator's learners through the API: as many at each level's mastery as the bank has questions there,
 * true θ uniform from half a logit below level 1's threshold to half a logit above level 10's (SD 1.6 logits,
 * wider than the prior's 1.2), so that practice at the learner's level answers every question about 40 times,
 * from learners of several abilities. New to French, the model still starts them at its prior (level 1).
 */
export const populationRange = [levelThreshold(1) - 0.5, levelThreshold(10) + 0.5] as const;
const drawLearner = (random: Random) =>
  populationRange[0] + (populationRange[1] - populationRange[0]) * random.uniform();

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

export async function post<T>(
  server: TestServer,
  path: string,
  body: unknown,
  token?: string,
  method = 'POST',
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(server.url + path, {
        method,
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
export async function pool<T>(list: readonly T[], limit: number, work: (x: T, i: number) => Promise<void>) {
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
 * The question practice serves a learner at `level` (issue 29): one of that level's questions — a question with
 * 20 or more answers at its calibrated band (`served`) instead of its own level — that the learner has not
 * answered; none left there, the nearest level that has one. Practice draws at random among them; here the least
 * answered so far is taken (ties at random), so that every question gets its share of about 40 answers.
 */
export function servedQuestion(
  random: Random,
  served: readonly number[],
  counts: readonly number[],
  seen: ReadonlySet<number>,
  level: number,
) {
  for (let distance = 0; distance < 10; distance++) {
    const candidates = served.flatMap((band, k) => (!seen.has(k) && Math.abs(band - level) <= distance ? [k] : []));
    if (!candidates.length) continue;
    const fewest = Math.min(...candidates.map((k) => counts[k]));
    const least = candidates.filter((k) => counts[k] === fewest);
    return least[random.int(least.length)];
  }
  return -1;
}

export interface Simulation {
  items: SimulatedItem[];
  learners: { id: string; theta: number; token: string }[];
  /** Each learner's placement through POST /api/placement: the result, and how many questions it asked. */
  placements: { level: number; theta: number; se: number; items: number }[];
  /** Each learner's level after the practice (the placement's, raised by the level-ups the replies allowed). */
  levels: number[];
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
  const thetas = Array.from({ length: learnerCount }, () => drawLearner(random));
  // One generator per learner for the placement's answers, which run concurrently: the same at every run.
  const placementDraws = thetas.map(() => seeded(random.int(2 ** 31)));
  const byId = new Map(items.map((item, k) => [item.id, k]));
  const started = performance.now();
  const stamp = Date.now();
  const learners: Simulation['learners'] = new Array(learnerCount);
  const placements: Simulation['placements'] = new Array(learnerCount);
  const answerFor = (theta: number, item: SimulatedItem, draw: number) =>
    draw < probabilityCorrect(theta, item.b, item.guess) ? item.key : item.wrong;
  await pool(thetas, o.concurrency, async (theta, i) => {
    const user = await post<{ _id: string; token: string }>(server, '/api/users', {
      name: `Simulated ${i}`,
      email: `sim${i}-${stamp}@efficacy.test`,
      password: 'efficacy-bench-29',
    });
    learners[i] = { id: user._id, theta, token: user.token };
    // New to French: the placement test first (issue 29 item 2), which sets the level practice starts at.
    type Reply = { id: string; question: { _id: string } } | { done: true; level: number; theta: number; se: number };
    let reply = await post<Reply>(server, '/api/placement', { language: 'french' }, user.token);
    let asked = 0;
    while (!('done' in reply)) {
      const item = items[byId.get(reply.question._id)!];
      reply = await post<Reply>(
        server,
        `/api/placement/${reply.id}/answers`,
        { question: item.id, answer: answerFor(theta, item, placementDraws[i].uniform()) },
        user.token,
      );
      asked++;
    }
    placements[i] = { level: reply.level, theta: reply.theta, se: reply.se, items: asked };
  });
  // Then practice, round by round (the log interleaves learners as a live product's does).
  const levels = placements.map((p) => p.level);
  const outcomes = new Map<string, boolean>();
  const posted = await practise(server, items, learners, levels, o.answersPerLearner, random, o.concurrency, outcomes);
  const events = server.runtime.deps.events;
  const read = server.runtime.deps.read;
  await server.runtime.deps.freshness.awaitPosition(await events.headPosition(), 10 * 60_000);
  const seconds = (performance.now() - started) / 1000;
  const answers = (await readTrace(events)).filter((a) => outcomes.has(`${a.learner}\n${a.question}`));
  // The server graded each answer: it must agree with what the simulated learner meant.
  const disagreements = answers.filter((a) => (a.outcome === 1) !== outcomes.get(`${a.learner}\n${a.question}`));
  if (answers.length !== posted || disagreements.length)
    throw new Error(`log holds ${answers.length} of ${posted} answers, ${disagreements.length} graded otherwise`);
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
  return { items, learners, placements, levels, answers, readModel: { b, theta }, posted, seconds };
}

/**
 * Practice through the API, round by round: each learner's next question is served at their level (`levels`,
 * updated in place) as servedQuestion serves it, answered right with P(θ, b, guess), posted to POST
 * /api/dashboards, and a level-up the answer's reply allows is taken and saved with PUT /api/users/{id}/levels,
 * as the practice screen does. Returns how many answers were posted; `outcomes` gets what each learner meant.
 */
export async function practise(
  server: TestServer,
  items: readonly SimulatedItem[],
  learners: readonly { id: string; theta: number; token: string }[],
  levels: number[],
  rounds: number,
  random: Random,
  concurrency: number,
  outcomes = new Map<string, boolean>(),
): Promise<number> {
  const seen = learners.map(() => new Set<number>());
  const counts = items.map(() => 0);
  const read = server.runtime.deps.read;
  let posted = 0;
  for (let round = 0; round < rounds; round++) {
    const calibrated = await difficultiesOf(
      read,
      items.map((i) => i.id),
    );
    const served = items.map((item) => calibrated.get(item.id)?.band ?? item.level);
    const due = learners.flatMap((_, l) => {
      const k = servedQuestion(random, served, counts, seen[l], levels[l]);
      if (k < 0) return [];
      seen[l].add(k);
      counts[k]++;
      return [{ l, item: items[k] }];
    });
    const draws = due.map(() => random.uniform());
    await pool(due, concurrency, async ({ l, item }, k) => {
      const answer = draws[k] < probabilityCorrect(learners[l].theta, item.b, item.guess) ? item.key : item.wrong;
      const reply = await post<{ levelUp?: { level: number; allowed: boolean } }>(
        server,
        '/api/dashboards',
        { question: item.id, answer },
        learners[l].token,
      );
      outcomes.set(`${learners[l].id}\n${item.id}`, answer === item.key);
      posted++;
      if (reply.levelUp?.allowed && reply.levelUp.level === levels[l] + 1) {
        const user = await post<{ userLevels: Record<string, number> }>(
          server,
          `/api/users/${learners[l].id}/levels`,
          { language: 'french', level: reply.levelUp.level },
          learners[l].token,
          'PUT',
        );
        levels[l] = user.userLevels.french ?? levels[l];
      }
    });
  }
  return posted;
}

export interface Recovery {
  rhoB: number;
  rhoBWithoutPrior: number;
  /** ρ between true and estimated difficulty once each level's own difficulty is taken out of both. */
  rhoBWithinLevel: number;
  /** θ as the read model holds it: the placement's result, then the practice answers. */
  rhoTheta: number;
  /** θ from the practice answers alone (the same model replayed from the learner prior, no placement). */
  rhoThetaAnswersOnly: number;
  /** The read model's, but every new question at b = 0 (Elo without the item prior), placement included. */
  rhoThetaWithoutPrior: number;
  medianItemAnswers: number;
  medianLearnerAnswers: number;
  /**
   * θ by exact MAP with the true difficulties known, from the same practice answers (learner prior, no
   * placement): the most those answers can tell (what an ideal estimator would reach), so a miss of the aim can
   * be told apart from a weak model.
   */
  rhoThetaOracle: number;
  /** The same with the placement's result as the prior instead (what the read model's figure compares with). */
  rhoThetaOracleWithPlacement: number;
  /** Exact MAP on the practice answers alone with the read model's calibrated b instead of the true one. */
  rhoThetaCalibratedB: number;
  /**
   * ρ_θ among the learners of the middle 4.2 logits of true ability only (a spread of SD 1.2, the prior's):
   * the read model's, from the answers alone, and the exact posterior's on those answers.
   */
  middle: {
    learners: number;
    rhoTheta: number;
    rhoThetaOracleWithPlacement: number;
    rhoThetaPlacement: number;
    rhoThetaAnswersOnly: number;
    rhoThetaOracle: number;
  };
  /** θ as the placement left it, before any practice answer. */
  rhoThetaPlacement: number;
  /** Questions the practice never served (no b in the read model). */
  unanswered: number;
  minItemAnswers: number;
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
  // As the read model: each learner's PlacementCompleted (read from the log) folded in before their first answer.
  const ours = estimateAbility(sim.answers, end, loggedPrior);
  const answersOnly = estimateAbility(sim.answers, end, loggedPrior, false);
  const bare = estimateAbility(sim.answers, end, noPrior);
  // A question practice never served has no b: it is left out of ρ_b (and counted in `unanswered`).
  const served = sim.items.filter((i) => sim.readModel.b.has(i.id));
  const trueB = served.map((i) => i.b);
  const est = (m: Map<string, Estimate>, id: string) => m.get(id)?.mean ?? NaN;
  const b = served.map((i) => sim.readModel.b.get(i.id)!);
  const theta = sim.learners.map((l) => sim.readModel.theta.get(l.id) ?? NaN);
  const oracle = oracleThetas(sim);
  const oraclePlaced = oracleThetas(sim, (k) => withPlacement(simulatedPrior, sim.placements[k], 'french'));
  const answersOnlyTheta = sim.learners.map((l) => est(answersOnly.learners, `${l.id}\nfrench`));
  const centre = (populationRange[0] + populationRange[1]) / 2;
  const middleWidth = abilitySpread * Math.sqrt(12);
  const mid = sim.learners.flatMap((l, k) => (Math.abs(l.theta - centre) <= middleWidth / 2 ? [k] : []));
  const rhoMid = (x: number[]) =>
    spearman(
      mid.map((k) => sim.learners[k].theta),
      mid.map((k) => x[k]),
    );
  const gaps = [
    ...served.map((i, k) => Math.abs(b[k] - est(ours.items, i.id))),
    ...sim.learners.map((l, k) => Math.abs(theta[k] - est(ours.learners, `${l.id}\nfrench`))),
  ];
  return {
    rhoB: spearman(trueB, b),
    rhoBWithoutPrior: spearman(
      trueB,
      served.map((i) => est(bare.items, i.id)),
    ),
    rhoBWithinLevel: spearman(
      served.map((i) => i.b - levelDifficulty(i.level)),
      served.map((i, k) => b[k] - levelDifficulty(i.level)),
    ),
    rhoTheta: spearman(
      sim.learners.map((l) => l.theta),
      theta,
    ),
    rhoThetaAnswersOnly: spearman(
      sim.learners.map((l) => l.theta),
      answersOnlyTheta,
    ),
    rhoThetaWithoutPrior: spearman(
      sim.learners.map((l) => l.theta),
      sim.learners.map((l) => est(bare.learners, `${l.id}\nfrench`)),
    ),
    medianItemAnswers: median(sim.items.map((i) => ours.items.get(i.id)?.answers ?? 0)),
    medianLearnerAnswers: median(sim.learners.map((l) => ours.learners.get(`${l.id}\nfrench`)?.answers ?? 0)),
    rhoThetaOracle: spearman(
      sim.learners.map((l) => l.theta),
      oracle,
    ),
    rhoThetaCalibratedB: spearman(
      sim.learners.map((l) => l.theta),
      oracleThetas(sim, undefined, (id) => sim.readModel.b.get(id)),
    ),
    rhoThetaPlacement: spearman(
      sim.learners.map((l) => l.theta),
      sim.placements.map((p) => p.theta),
    ),
    middle: {
      learners: mid.length,
      rhoTheta: rhoMid(theta),
      rhoThetaOracleWithPlacement: rhoMid(oraclePlaced),
      rhoThetaPlacement: rhoMid(sim.placements.map((p) => p.theta)),
      rhoThetaAnswersOnly: rhoMid(answersOnlyTheta),
      rhoThetaOracle: rhoMid(oracle),
    },
    unanswered: sim.items.filter((i) => !sim.readModel.b.has(i.id)).length,
    minItemAnswers: Math.min(...sim.items.map((i) => ours.items.get(i.id)?.answers ?? 0)),
    rhoThetaOracleWithPlacement: spearman(
      sim.learners.map((l) => l.theta),
      oraclePlaced,
    ),
    ...calibration(sim, ours.forecasts),
    answers: sim.answers.length,
    readModelGap: gaps.reduce((m, g) => (Number.isNaN(g) ? Infinity : Math.max(m, g)), 0),
    items: ours.items,
  };
}

/**
 * Each learner's θ by Newton's method on the exact posterior of their practice answers (true b and guess of
 * each item) under `priorOf` (the learner prior unless told).
 */
function oracleThetas(
  sim: Simulation,
  priorOf: (learner: number) => Estimate = () => simulatedPrior,
  difficulty: (question: string) => number | undefined = () => undefined,
): number[] {
  const byId = new Map(sim.items.map((i) => [i.id, i]));
  return sim.learners.map((l, n) => {
    const mine = sim.answers.filter((a) => a.learner === l.id);
    const prior = priorOf(n);
    let theta = prior.mean;
    for (let k = 0; k < 100; k++) {
      let gradient = -(theta - prior.mean) / prior.variance;
      let info = 1 / prior.variance;
      for (const a of mine) {
        const item = byId.get(a.question)!;
        const s = 1 / (1 + Math.exp((difficulty(a.question) ?? item.b) - theta));
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

/** What a placement of learners spread over the levels gives: shares within ±1 and two or more below, questions asked. */
export interface SpreadPlacementFigures {
  learners: number;
  withinOne: number;
  twoBelow: number;
  twoAbove: number;
  medianItems: number;
  maxItems: number;
}

function spreadFigures(results: { level: number; items: number }[], thetas: number[]): SpreadPlacementFigures {
  const gaps = results.map((r, k) => r.level - masteredLevel(thetas[k], 10));
  const share = (test: (gap: number) => boolean) => gaps.filter(test).length / gaps.length;
  const items = results.map((r) => r.items);
  return {
    learners: results.length,
    withinOne: share((gap) => Math.abs(gap) <= 1),
    twoBelow: share((gap) => gap <= -2),
    twoAbove: share((gap) => gap >= 2),
    medianItems: median(items),
    maxItems: Math.max(...items),
  };
}

/**
 * Issue 35's placement aim in memory, with many more learners than the API run: the simulator's population
 * (spread over the ten levels) on the simulator's bank as no answer has calibrated it yet (each question read
 * at its level's difficulty, answered by its true one), the candidates drawn as POST /api/placement draws
 * them (three not yet asked of each level, anew for each question).
 */
export function simulateSpreadPlacements(
  items: SimulatedItem[],
  seed: number,
  learners = 2000,
): SpreadPlacementFigures {
  const random = seeded(seed);
  const bank = items.map((i) => ({
    question: i.id,
    questionType: i.questionType,
    level: i.level,
    b: levelDifficulty(i.level),
    guess: i.guess,
    trueB: i.b,
  }));
  const draw = (asked: readonly string[]) =>
    Array.from({ length: 10 }, (_, l) => {
      const fresh = bank.filter((item) => item.level === l + 1 && !asked.includes(item.question));
      return Array.from({ length: Math.min(3, fresh.length) }, () => fresh.splice(random.int(fresh.length), 1)[0]);
    }).flat();
  const thetas = Array.from({ length: learners }, () => drawLearner(random));
  const results = thetas.map((theta) =>
    simulatePlacement({ theta, pool: bank, language: 'french', random: random.uniform, draw }),
  );
  return spreadFigures(results, thetas);
}

/**
 * The simulator's own placements, through POST /api/placement on the bank as its answers calibrate it, and where
 * its learners' practice left them: share within ±1 level of their mastery, and above it.
 */
export function placementsThroughApi(sim: Simulation) {
  const mastered = sim.learners.map((l) => masteredLevel(l.theta, 10));
  const share = (test: (level: number, k: number) => boolean, levels: number[]) =>
    levels.filter(test).length / levels.length;
  const placed = sim.placements.map((p) => p.level);
  const spread = spreadFigures(
    sim.placements,
    sim.learners.map((l) => l.theta),
  );
  return {
    twoBelow: spread.twoBelow,
    medianItems: spread.medianItems,
    learners: sim.learners.length,
    meanItems: sim.placements.reduce((s, p) => s + p.items, 0) / sim.placements.length,
    maxItems: Math.max(...sim.placements.map((p) => p.items)),
    withinOne: share((level, k) => Math.abs(level - mastered[k]) <= 1, placed),
    above: share((level, k) => level > mastered[k], placed),
    afterPractice: {
      withinOne: share((level, k) => Math.abs(level - mastered[k]) <= 1, sim.levels),
      twoAbove: share((level, k) => level >= mastered[k] + 2, sim.levels),
      levelUps: sim.levels.reduce((s, level, k) => s + level - placed[k], 0),
    },
  } satisfies PlacementFigures & Record<string, unknown>;
}
