import { join } from 'node:path';
import { measuredGap } from '@lebe/domain';
import { openEventStore, SqliteEventStore, storeConfig } from '@lebe/store';
import { startTestServer } from '@lebe/testing/test-server';
import { scaled, tempDir, type Figure } from './measure';
import { replay, type Replay } from './efficacy/replay';
import { writeSpacedLog } from './efficacy/spaced-log';
import { readTrace } from './efficacy/trace';
import { practiceVersusMeasured, type PracticeVersusMeasured } from './efficacy/practice-vs-measured';
import {
  defaultSimulation,
  placementsThroughApi,
  populationRange,
  recovery,
  runSimulation,
  simulatePlacements,
  simulateSpreadPlacements,
  type PlacementFigures,
  type Recovery,
} from './efficacy/simulator';

/**
 * `npm run bench -- efficacy` (issue 29 item 5): do the levels tell the truth? Three parts.
 * 1. The simulator: learners of known ability answer questions of known difficulty through the live API;
 *    parameter recovery (Spearman ρ), calibration, and the replay's figures on that log.
 * 2. The level gate and the placement test, simulated on the simulator's calibrated bank.
 * 3. The replay of a generated 60-day log with notebook reviews (for HLR and FSRS, which need days between
 *    answers), or of a real log: EFFICACY_DATA_DIR=<a DATA_DIR> (or EFFICACY_EVENTSTORE_URL) replays that
 *    product's event store instead.
 * Figures are printed beside srs-benchmark's and the aims; nothing is asserted.
 */

/** srs-benchmark (9,999 Anki users), for scale: their figures are on Anki reviews, ours on another task. */
export const srsBenchmark = [
  { model: 'FSRS-6 fitted per user', logLoss: 0.3214, rmseBins: 0.046, auc: 0.706 },
  { model: 'FSRS-6 defaults', logLoss: 0.3393 },
  { model: 'HLR', logLoss: 0.415 },
  { model: 'SM-2', logLoss: 0.547 },
];

export const aims = {
  rhoB: 0.9,
  rhoTheta: 0.9,
  calibration: 0.05,
  placementItems: 20,
  placementWithinOne: 0.8,
};

const f3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '—');
const f4 = (x: number) => (Number.isFinite(x) ? x.toFixed(4) : '—');
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
const measuredGapText = `${measuredGap} levels`;

function replayTable(title: string, r: Replay) {
  console.log(`\n### ${title} (split ${r.split}; ${r.answers} answers scored)`);
  console.log(`${'set'.padEnd(26)} ${'forecaster'.padEnd(42)} ${'n'.padStart(6)}  log loss    AUC  RMSE(bins)  calib.`);
  for (const row of r.rows)
    console.log(
      `${row.set.padEnd(26)} ${row.model.padEnd(42)} ${String(row.answers).padStart(6)}  ${f4(row.logLoss).padStart(8)}  ${f3(row.auc).padStart(5)}  ${f4(row.rmseBins).padStart(10)}  ${f4(row.calibration).padStart(6)}`,
    );
}

/** srs-benchmark's three figures per forecaster and set (the calibration column is in the printed table). */
const replayFigures = (prefix: string, r: Replay): Figure[] =>
  r.rows.flatMap((row) => [
    { name: `${prefix}: ${row.set}, ${row.model}: log loss`, value: row.logLoss, unit: 'nats' },
    { name: `${prefix}: ${row.set}, ${row.model}: AUC`, value: row.auc, unit: '' },
    { name: `${prefix}: ${row.set}, ${row.model}: RMSE(bins)`, value: row.rmseBins, unit: '' },
  ]);

const row = (r: Replay, set: string, model: string) => r.rows.find((x) => x.set === set && x.model.startsWith(model));

function verdicts(rec: Recovery, sim: Replay, placement: PlacementFigures, levels: PracticeVersusMeasured) {
  const ours = row(sim, 'all held-out answers', 'ours');
  const rolling = row(sim, 'all held-out answers', 'rolling five');
  const mean = row(sim, 'all held-out answers', 'overall mean');
  const lines: [string, string, string][] = [
    [
      `ρ_b ≥ ${aims.rhoB} at ${defaultSimulation.answersPerItem} answers per item`,
      f3(rec.rhoB),
      mark(rec.rhoB >= aims.rhoB),
    ],
    [
      `ρ_θ ≥ ${aims.rhoTheta} at ${defaultSimulation.answersPerLearner} answers per learner (after the placement)`,
      `${f3(rec.rhoTheta)} (answers alone, true b known: ${f3(rec.rhoThetaOracle)})`,
      mark(rec.rhoTheta >= aims.rhoTheta),
    ],
    [
      'our log loss below rolling five and the mean',
      `${f4(ours?.logLoss ?? NaN)} vs ${f4(rolling?.logLoss ?? NaN)} / ${f4(mean?.logLoss ?? NaN)}`,
      mark(!!ours && !!rolling && !!mean && ours.logLoss < rolling.logLoss && ours.logLoss < mean.logLoss),
    ],
    [
      `calibration RMSE ≤ ${aims.calibration} (every answer's forecast, 20 bins)`,
      `${f4(rec.calibration)} (noise floor ${f4(rec.calibrationFloor)})`,
      mark(rec.calibration <= aims.calibration),
    ],
    [
      `placement ≤ ${aims.placementItems} items, ≥ ${pct(aims.placementWithinOne)} within ±1 level`,
      `${placement.meanItems.toFixed(1)} items (max ${placement.maxItems}), ${pct(placement.withinOne)}`,
      mark(placement.maxItems <= aims.placementItems && placement.withinOne >= aims.placementWithinOne),
    ],
    [
      `practice level vs measured level after ${levels.answers} answers`,
      `${pct(levels.withinOne)} within ±1 (${pct(levels.same)} the same, ${pct(levels.practiceAbove)} practice ≥ 2 above)`,
      '—',
    ],
  ];
  console.log('\n### Aims');
  for (const [aim, value, verdict] of lines) console.log(`${aim.padEnd(62)} ${value.padEnd(44)} ${verdict}`);
  console.log('\n### srs-benchmark (Anki reviews, 9,999 users), for scale');
  for (const r of srsBenchmark)
    console.log(
      `${r.model.padEnd(26)} log loss ${r.logLoss}${r.rmseBins ? `, RMSE(bins) ${r.rmseBins}, AUC ${r.auc}` : ''}`,
    );
}

async function replayGenerated(): Promise<Replay> {
  const dataDir = process.env.EFFICACY_DATA_DIR;
  const url = process.env.EFFICACY_EVENTSTORE_URL;
  if (dataDir || url) {
    const events = await openEventStore({ ...storeConfig({}), dataDir: dataDir ?? '.', eventStoreUrl: url });
    try {
      return replay(await readTrace(events));
    } finally {
      await events.close();
    }
  }
  const events = new SqliteEventStore(join(tempDir('efficacy'), 'events.sqlite'), 100, { synchronous: 'NORMAL' });
  try {
    await writeSpacedLog(events, { learners: scaled(150), itemsPerLevel: 24, days: 60, seed: 29 });
    return replay(await readTrace(events));
  } finally {
    await events.close();
  }
}

export async function efficacyBench(): Promise<Figure[]> {
  const server = await startTestServer({ env: { REGISTRATIONS_PER_HOUR: '100000' } });
  let sim;
  let levels;
  try {
    sim = await runSimulation(server, {
      ...defaultSimulation,
      itemsPerLevel: Math.max(3, Math.round(defaultSimulation.itemsPerLevel * Number(process.env.BENCH_SCALE ?? 1))),
    });
    // After the simulator's run, on the bank its answers calibrated: learners who practise 100 questions from level 1.
    levels = await practiceVersusMeasured(server, sim.items, 35, scaled(60));
  } finally {
    await server.close();
  }
  const rec = recovery(sim);
  const simReplay = replay(sim.answers);
  const placement = simulatePlacements(sim.items, rec.items, 8);
  const placedByApi = placementsThroughApi(sim);
  const spread = simulateSpreadPlacements(sim.items, 35);
  const generated = await replayGenerated();
  const source =
    process.env.EFFICACY_DATA_DIR || process.env.EFFICACY_EVENTSTORE_URL ? 'the given log' : 'the generated 60-day log';

  console.log(
    `\n### Simulator: ${sim.learners.length} learners × ${defaultSimulation.answersPerLearner} answers, ${sim.items.length} questions × ${defaultSimulation.answersPerItem}, ` +
      `${sim.posted} answers through POST /api/dashboards in ${sim.seconds.toFixed(0)} s (${(sim.posted / sim.seconds).toFixed(0)}/s)`,
  );
  console.log(
    `learners' true θ uniform on [${f3(populationRange[0])}, ${f3(populationRange[1])}]; each placed through POST /api/placement, then practising at their level`,
  );
  console.log(
    `ρ_b ${f3(rec.rhoB)} (without the prior ${f3(rec.rhoBWithoutPrior)}; within a level ${f3(rec.rhoBWithinLevel)}), ` +
      `ρ_θ ${f3(rec.rhoTheta)} as the read model holds it (placement, then the answers; the placement alone ${f3(rec.rhoThetaPlacement)}; the same answers with the true b known: ${f3(rec.rhoThetaOracleWithPlacement)}), ` +
      `from the practice answers alone ${f3(rec.rhoThetaAnswersOnly)} (without the prior ${f3(rec.rhoThetaWithoutPrior)}; the most these answers allow, true b known: ${f3(rec.rhoThetaOracle)}); ` +
      `with the calibrated b instead of the true one: ${f3(rec.rhoThetaCalibratedB)}; ` +
      `the middle ${rec.middle.learners} learners (SD 1.2): ρ_θ ${f3(rec.middle.rhoTheta)} (placement alone ${f3(rec.middle.rhoThetaPlacement)}, true b known ${f3(rec.middle.rhoThetaOracleWithPlacement)}), ` +
      `answers alone ${f3(rec.middle.rhoThetaAnswersOnly)} (true b known ${f3(rec.middle.rhoThetaOracle)}); ` +
      `answers per item median ${rec.medianItemAnswers}, fewest ${rec.minItemAnswers} (${rec.unanswered} never served), per learner ${rec.medianLearnerAnswers}; ` +
      `read model vs the same model replayed here: largest gap ${rec.readModelGap.toExponential(1)}`,
  );
  console.log(
    `calibration RMSE of our ${rec.answers} forecasts: ${f4(rec.calibration)} against outcomes (a calibrated forecaster's noise floor ${f4(rec.calibrationFloor)}), ` +
      `${f4(rec.calibrationVsTruth)} against the true probabilities`,
  );
  replayTable('Replay of the simulator’s log', simReplay);
  replayTable(`Replay of ${source}`, generated);
  console.log(`FSRS per-learner fits: ${generated.fsrs}`);
  console.log(
    `\n### Practice level vs measured level: ${levels.learners} learners new to French, ${levels.answers} answers each through POST /api/dashboards from level 1 (no placement), ` +
      `read back with GET /api/users/profile: ${pct(levels.withinOne)} within ±1 of each other (${pct(levels.same)} the same, ${pct(levels.inRange)} inside the measured level's likely range), ` +
      `practice ${measuredGapText} or more above ${pct(levels.practiceAbove)}, two or more below ${pct(levels.practiceBelow)}; mean ${levels.meanPractice.toFixed(2)} practice vs ${levels.meanMeasured.toFixed(2)} measured; ` +
      `within ±1 of the level their true ability masters: practice ${pct(levels.practiceWithinOneOfMastery)}, measured ${pct(levels.measuredWithinOneOfMastery)}`,
  );
  console.log(
    `### Placement: ${placement.learners} learners: ${placement.meanItems.toFixed(1)} items on average (max ${placement.maxItems}), ` +
      `${pct(placement.withinOne)} within ±1 level of mastery, ${pct(placement.above)} placed above it`,
  );
  console.log(
    `### The simulator's placements through the API: ${placedByApi.meanItems.toFixed(1)} questions on average (max ${placedByApi.maxItems}), ` +
      `median ${placedByApi.medianItems}, ${pct(placedByApi.withinOne)} within ±1 level of mastery, ${pct(placedByApi.twoBelow)} two or more below, ${pct(placedByApi.above)} above it; after ${defaultSimulation.answersPerLearner} answers of practice ` +
      `(${placedByApi.afterPractice.levelUps} level-ups) ${pct(placedByApi.afterPractice.withinOne)} within ±1, ${pct(placedByApi.afterPractice.twoAbove)} two or more above`,
  );
  console.log(
    `### The same in memory, ${spread.learners} learners, the same bank uncalibrated, candidates drawn as the API draws them: ` +
      `${pct(spread.withinOne)} within ±1 level of mastery, ${pct(spread.twoBelow)} two or more below, ${pct(spread.twoAbove)} two or more above; ` +
      `median ${spread.medianItems} questions, at most ${spread.maxItems}`,
  );
  verdicts(rec, simReplay, placement, levels);

  return [
    { name: 'simulator: answers through POST /api/dashboards', value: sim.posted, unit: 'answers' },
    { name: 'simulator: answers per second (register, post, project)', value: sim.posted / sim.seconds, unit: '/s' },
    { name: `ρ_b at ${defaultSimulation.answersPerItem} answers per item (ours)`, value: rec.rhoB, unit: '' },
    { name: 'ρ_b without the prior (Elo, b starts at 0)', value: rec.rhoBWithoutPrior, unit: '' },
    { name: 'ρ_b within a level (level difficulty taken out)', value: rec.rhoBWithinLevel, unit: '' },
    { name: `ρ_θ at ${defaultSimulation.answersPerLearner} answers per learner (ours)`, value: rec.rhoTheta, unit: '' },
    { name: 'ρ_θ from the practice answers alone (no placement)', value: rec.rhoThetaAnswersOnly, unit: '' },
    { name: 'ρ_θ without the prior', value: rec.rhoThetaWithoutPrior, unit: '' },
    { name: 'ρ_θ with the true difficulties known (exact MAP, answers alone)', value: rec.rhoThetaOracle, unit: '' },
    {
      name: 'ρ_θ with the true difficulties known (exact MAP, placement + answers)',
      value: rec.rhoThetaOracleWithPlacement,
      unit: '',
    },
    { name: 'ρ_θ exact MAP with the calibrated b (answers alone)', value: rec.rhoThetaCalibratedB, unit: '' },
    { name: 'ρ_θ of the placement alone', value: rec.rhoThetaPlacement, unit: '' },
    { name: 'ρ_θ, middle learners (SD 1.2), read model', value: rec.middle.rhoTheta, unit: '' },
    {
      name: 'ρ_θ, middle learners (SD 1.2), exact MAP true b, placement + answers',
      value: rec.middle.rhoThetaOracleWithPlacement,
      unit: '',
    },
    { name: 'ρ_θ, middle learners (SD 1.2), placement alone', value: rec.middle.rhoThetaPlacement, unit: '' },
    { name: 'ρ_θ, middle learners (SD 1.2), answers alone', value: rec.middle.rhoThetaAnswersOnly, unit: '' },
    { name: 'ρ_θ, middle learners (SD 1.2), exact MAP true b', value: rec.middle.rhoThetaOracle, unit: '' },
    { name: 'simulator placements through the API: items, mean', value: placedByApi.meanItems, unit: 'items' },
    { name: 'simulator placements through the API: within ±1 level', value: 100 * placedByApi.withinOne, unit: '%' },
    { name: 'simulator placements through the API: two or more below', value: 100 * placedByApi.twoBelow, unit: '%' },
    { name: 'simulator placements through the API: items, median', value: placedByApi.medianItems, unit: 'items' },
    { name: 'placement in memory, spread learners, uncalibrated: within ±1', value: 100 * spread.withinOne, unit: '%' },
    {
      name: 'placement in memory, spread learners, uncalibrated: two or more below',
      value: 100 * spread.twoBelow,
      unit: '%',
    },
    {
      name: 'placement in memory, spread learners, uncalibrated: items, median',
      value: spread.medianItems,
      unit: 'items',
    },
    { name: 'calibration RMSE, every forecast vs outcome (20 bins)', value: rec.calibration, unit: '' },
    { name: 'calibration RMSE noise floor (a calibrated forecaster)', value: rec.calibrationFloor, unit: '' },
    { name: 'calibration RMSE vs the true probability', value: rec.calibrationVsTruth, unit: '' },
    { name: 'read model vs replayed model, largest gap in b or θ', value: rec.readModelGap, unit: 'logits' },
    ...replayFigures('simulator log', simReplay),
    ...replayFigures(source, generated),
    {
      name: `practice vs measured level after ${levels.answers} answers: within ±1`,
      value: 100 * levels.withinOne,
      unit: '%',
    },
    { name: 'practice vs measured level: the same', value: 100 * levels.same, unit: '%' },
    { name: 'practice vs measured level: practice ≥ 2 above', value: 100 * levels.practiceAbove, unit: '%' },
    { name: 'practice vs measured level: practice ≥ 2 below', value: 100 * levels.practiceBelow, unit: '%' },
    { name: 'practice level within ±1 of mastery', value: 100 * levels.practiceWithinOneOfMastery, unit: '%' },
    { name: 'measured level within ±1 of mastery', value: 100 * levels.measuredWithinOneOfMastery, unit: '%' },
    { name: 'placement: items asked, mean', value: placement.meanItems, unit: 'items' },
    { name: 'placement: items asked, max', value: placement.maxItems, unit: 'items' },
    { name: 'placement: within ±1 level of mastery', value: 100 * placement.withinOne, unit: '%' },
    { name: 'placement: above mastery', value: 100 * placement.above, unit: '%' },
  ];
}
