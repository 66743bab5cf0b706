import { describe, expect, it } from '@jest/globals';
import {
  fitFsrs,
  fitFsrsSteps,
  fsrsDefaultParameters,
  fsrsLogLoss,
  fsrsPredictedReviews,
  fsrsPredictions,
  fsrsReviewLosses,
  fsrsTimeSplit,
  type FsrsReview,
} from './fsrs';
import {
  clearlyBetter,
  decideFsrs,
  evolveFsrs,
  fsrsCandidateSteps,
  fsrsPooledFitSteps,
  notebookReviewsFromLog,
  runSteps,
  type FsrsCommand,
  type FsrsState,
} from './fsrs-events';
import { simulateFsrsReviews } from '../testing/fsrs-simulation';
import { notebookEntryId } from '../streams';

/** A learner whose memory is unlike the defaults: slower forgetting of first Goods, a steeper curve. */
const truth = [1.5, 3, 9, 20, 5.5, 0.6, 2.2, 0.01, 1.2, 0.2, 1.1, 1.8, 0.08, 0.35, 1.9, 0.4, 2.5, 0.5, 0.1, 0.05, 0.35];
const day = 24 * 60 * 60 * 1000;

/** `cards` cards reviewed twice, a few days apart: one predicted review each. */
function pairs(cards: number): FsrsReview[] {
  const start = Date.parse('2025-03-01T10:00:00Z');
  return Array.from({ length: cards }, (_, c) => [
    { card: `p${c}`, time: start + c * 3_600_000, grade: c % 4 === 0 ? 1 : 3 },
    { card: `p${c}`, time: start + (1 + (c % 9)) * day + c * 3_600_000, grade: c % 3 === 0 ? 1 : 3 },
  ]).flat();
}

describe('fitting FSRS to a review history', () => {
  const learner = simulateFsrsReviews({ parameters: truth, cards: 100, reviewsPerCard: 5, seed: 7 });
  const fresh = simulateFsrsReviews({ parameters: truth, cards: 300, reviewsPerCard: 6, seed: 99, prefix: 'fresh' });
  const fit = fitFsrs(learner);

  it('recovers the learner: on reviews it never saw, the fitted parameters predict better than the defaults', () => {
    expect(fit.stage).toBe('full');
    expect(fit.reviews).toBe(400);
    const fitted = fsrsLogLoss(fit.parameters, fresh).logLoss!;
    const defaults = fsrsLogLoss(fsrsDefaultParameters, fresh).logLoss!;
    const best = fsrsLogLoss(truth, fresh).logLoss!;
    expect(fitted).toBeLessThan(defaults);
    // Most of the way from the defaults to what the true parameters achieve.
    expect(defaults - fitted).toBeGreaterThan(0.5 * (defaults - best));
    // The forgetting curve's decay (w20), far from its default here, moves towards the truth.
    expect(Math.abs(fit.parameters[20] - truth[20])).toBeLessThan(Math.abs(fsrsDefaultParameters[20] - truth[20]));
  });

  it('is deterministic: the same reviews, in any order, give the same parameters', () => {
    const small = learner.slice(0, 150);
    const once = fitFsrs(small);
    expect(fitFsrs([...small].reverse())).toEqual(once);
  });

  it("keeps within ts-fsrs's allowed ranges", () => {
    expect(fit.parameters).toHaveLength(21);
    expect(fit.parameters[4]).toBeGreaterThanOrEqual(1);
    expect(fit.parameters[4]).toBeLessThanOrEqual(10);
    expect(fit.parameters[20]).toBeGreaterThanOrEqual(0.1);
    expect(fit.parameters[20]).toBeLessThanOrEqual(0.8);
    const [s0, s1, s2, s3] = fit.parameters;
    expect([s0 <= s1, s1 <= s2, s2 <= s3]).toEqual([true, true, true]);
  });

  it("follows fsrs-rs's thresholds: defaults below 8 predicted reviews, w0–w3 only below 64, every weight from 64", () => {
    const seven = fitFsrs(pairs(7));
    expect([seven.stage, seven.reviews]).toEqual(['defaults', 7]);
    expect(seven.parameters).toEqual([...fsrsDefaultParameters]);

    for (const n of [8, 63]) {
      const partial = fitFsrs(pairs(n));
      expect([partial.stage, partial.reviews]).toEqual(['partial', n]);
      expect(partial.parameters.slice(4)).toEqual(fsrsDefaultParameters.slice(4));
      expect(partial.parameters.slice(0, 4)).not.toEqual(fsrsDefaultParameters.slice(0, 4));
    }

    const full = fitFsrs(pairs(64));
    expect([full.stage, full.reviews]).toEqual(['full', 64]);
    expect(full.parameters.slice(4)).not.toEqual(fsrsDefaultParameters.slice(4));

    // Step by step (what the server runs, letting requests in between), to the same result: 80 steps a stage.
    const steps = fitFsrsSteps(pairs(64));
    let taken = 0;
    for (let step = steps.next(); ; step = steps.next(), taken++)
      if (step.done) {
        expect(step.value).toEqual(full);
        break;
      }
    expect(taken).toBe(160);
  });

  it('counts as predicted only a card seen before on an earlier day', () => {
    const t = Date.parse('2025-01-01T08:00:00Z');
    const reviews = [
      { card: 'a', time: t, grade: 3 },
      { card: 'a', time: t + 3_600_000, grade: 3 }, // same day: short-term, not a prediction
      { card: 'a', time: t + 2 * day, grade: 1 },
      { card: 'b', time: t, grade: 2 },
    ];
    expect(fsrsPredictedReviews(reviews)).toBe(1);
    const [only] = fsrsPredictions(fsrsDefaultParameters, reviews);
    expect(only).toMatchObject({ card: 'a', recalled: false });
    expect(only.p).toBeGreaterThan(0);
    expect(only.p).toBeLessThan(1);
  });

  it('holds out the newest 20 % of predicted reviews by time and fits on what came before', () => {
    const split = fsrsTimeSplit(learner);
    expect(split.heldOut).toBe(80);
    expect(split.train.every((r) => Date.parse(String(r.time)) < split.from!)).toBe(true);
    expect(fsrsLogLoss(fsrsDefaultParameters, learner, { from: split.from! }).reviews).toBe(80);
  });
});

/** A memory far worse than the simulated learner's: every first stability a hundredth of a day, never growing. */
function bad(): number[] {
  const w = [...fsrsDefaultParameters];
  for (const i of [0, 1, 2, 3]) w[i] = 0.01;
  w[8] = 0;
  return w;
}

/** A memory that forgets everything at once: every recall comes as a surprise. */
function hopeless(): number[] {
  const w = [...bad()];
  for (const i of [0, 1, 2, 3]) w[i] = 0.001;
  Object.assign(w, { 9: 0, 10: 0.01, 20: 0.8 });
  return w;
}

describe('adopting fitted parameters', () => {
  const reviews = simulateFsrsReviews({ parameters: truth, cards: 60, reviewsPerCard: 5, seed: 11 });
  const command = (candidate: readonly number[], pooled?: readonly number[]): FsrsCommand => ({
    type: 'RecordFsrsFit',
    user: 'u1',
    language: 'fr',
    candidates: [
      { scope: 'learner', stage: 'full', parameters: candidate },
      ...(pooled ? [{ scope: 'pooled' as const, stage: 'full' as const, parameters: pooled }] : []),
    ],
    reviews,
  });
  const candidate = fitFsrs(fsrsTimeSplit(reviews).train).parameters;

  it('adopts parameters fitted on the older 80 % when they predict the newest 20 % better than those in use', () => {
    const [event] = decideFsrs(command(candidate), {});
    expect(event.data).toMatchObject({ user: 'u1', language: 'fr', adopted: true, reviews: 300, scope: 'learner' });
    expect(event.data.logLoss.fitted!).toBeLessThan(event.data.logLoss.current!);
    const state = evolveFsrs({}, event);
    expect(state.fr).toEqual({ parameters: candidate, through: null });
  });

  it('rejects worse parameters and keeps those in use', () => {
    const worse = [...fsrsDefaultParameters];
    worse[20] = 0.8; // a forgetting curve far steeper than this learner's
    worse[2] = 0.1;
    const inUse: FsrsState = { fr: { parameters: candidate, through: null } };
    const [event] = decideFsrs(command(worse), inUse);
    expect(event.data.adopted).toBe(false);
    expect(event.data.logLoss.fitted!).toBeGreaterThan(event.data.logLoss.current!);
    // The parameters in use are the learner's adopted ones, not the defaults.
    expect(event.data.logLoss.current).toBeCloseTo(
      fsrsLogLoss(candidate, reviews, { from: fsrsTimeSplit(reviews).from! }).logLoss!,
      10,
    );
    expect(evolveFsrs(inUse, event)).toBe(inUse);
  });

  it('records nothing when no review can be held out; a candidate already in use is recorded, not adopted', () => {
    const one = reviews.filter((r) => r.card === 'c0').slice(0, 1);
    expect(decideFsrs({ ...command(candidate), reviews: one }, {})).toEqual([]);
    // With the language's pooled weights on offer and none of their own in use, a learner gets those, unjudged.
    const [pooled] = decideFsrs({ ...command(bad(), candidate), reviews: one }, {});
    expect(pooled.data).toMatchObject({ adopted: true, scope: 'pooled', logLoss: { current: null, fitted: null } });
    const mine: FsrsState = { fr: { parameters: candidate, through: null } };
    expect(decideFsrs({ ...command(bad(), candidate), reviews: one }, mine)).toEqual([]);
    const [again] = decideFsrs(command(candidate), mine);
    expect(again.data.adopted).toBe(false);
    expect(again.data.logLoss.fitted).toBe(again.data.logLoss.current);
  });

  it('adopts the best of its own fit, the pooled fit and the weights in use by log loss on the newest 20 %, the pooled fit unless clearly beaten', () => {
    const from = fsrsTimeSplit(reviews).from!;
    const loss = (w: readonly number[]) => fsrsLogLoss(w, reviews, { from }).logLoss!;
    const awful = bad();
    // The learner's own fit is worse than the pooled weights here: the pooled ones are adopted.
    const [pooledWins] = decideFsrs(command(awful, candidate), {});
    expect(pooledWins.data).toMatchObject({ adopted: true, scope: 'pooled', parameters: candidate });
    expect(pooledWins.data.logLoss.fitted).toBeCloseTo(loss(candidate), 10);
    expect(pooledWins.data.candidates).toEqual([
      { scope: 'learner', logLoss: loss(awful) },
      { scope: 'pooled', logLoss: loss(candidate) },
    ]);
    // An own fit only a little better than the pooled weights on a few reviews does not displace them.
    const nudged = candidate.map((w, i) => (i === 2 ? w * 1.1 : w));
    const [close] = decideFsrs(command(candidate, nudged), {});
    expect(loss(candidate)).toBeLessThan(loss(nudged));
    expect(close.data).toMatchObject({ adopted: true, scope: 'pooled', parameters: nudged });
    // Nothing offered: nothing recorded.
    expect(decideFsrs({ ...command(candidate), candidates: [] }, {})).toEqual([]);
  });

  it('lets another displace the pooled weights only when it predicts clearly better on at least 8 reviews', () => {
    const steady = Array.from({ length: 20 }, (_, i) => 0.6 + (i % 2 ? 0.01 : -0.01));
    expect(
      clearlyBetter(
        steady.map((x) => x - 0.3),
        steady,
      ),
    ).toBe(true);
    // A little lower on average but as often higher as lower: noise.
    expect(
      clearlyBetter(
        steady.map((x, i) => x + (i % 2 ? -0.3 : 0.28)),
        steady,
      ),
    ).toBe(false);
    // Far lower on seven reviews: too few to tell.
    expect(
      clearlyBetter(
        steady.slice(0, 7).map((x) => x - 0.3),
        steady.slice(0, 7),
      ),
    ).toBe(false);
  });

  it('adopts the winner refitted on every review, and judges it in use only on reviews it never saw', () => {
    const newest = new Date(
      Math.max(...reviews.map((r) => Number(r.time) || Date.parse(String(r.time)))),
    ).toISOString();
    const refit = fitFsrs(reviews, { iterations: 5 }).parameters;
    const offer: FsrsCommand = {
      ...command(bad()),
      candidates: [{ scope: 'pooled', stage: 'full', parameters: candidate, adopt: refit }],
    };
    const [event] = decideFsrs(offer, {});
    expect(event.data).toMatchObject({ adopted: true, scope: 'pooled', parameters: refit, through: newest });
    const state = evolveFsrs({}, event);
    expect(state.fr).toEqual({ parameters: refit, through: Date.parse(newest) });
    // In use, weights far better than the pooled ones on the newest 20 % are kept, unless they saw those reviews.
    const poor: FsrsCommand = {
      ...command(bad()),
      candidates: [{ scope: 'pooled', stage: 'full', parameters: hopeless() }],
    };
    const [kept] = decideFsrs(poor, { fr: { parameters: candidate, through: null } });
    expect(kept.data.adopted).toBe(false);
    const [replaced] = decideFsrs(poor, { fr: { parameters: candidate, through: Date.parse(newest) } });
    expect(replaced.data).toMatchObject({ adopted: true, scope: 'pooled' });
  });

  it("never keeps ts-fsrs's defaults over the pooled weights for a learner with none of their own", () => {
    // The defaults predict this learner's newest 20 % far better than these pooled weights, and are still not kept:
    // the pooled fit started from them and moved only where the language's reviews said so.
    const from = fsrsTimeSplit(reviews).from!;
    const losses = (w: readonly number[]) => fsrsReviewLosses(w, reviews, { from });
    expect(clearlyBetter(losses(fsrsDefaultParameters), losses(hopeless()))).toBe(true);
    const [event] = decideFsrs(
      { ...command(bad()), candidates: [{ scope: 'pooled', stage: 'full', parameters: hopeless() }] },
      {},
    );
    expect(event.data).toMatchObject({ adopted: true, scope: 'pooled' });
  });

  it("offers the learner's own fit when it fitted anything and the language's pooled fit when there is one", () => {
    // A few optimiser steps are enough here: the stage follows the review count, not the steps.
    const options = { iterations: 3 };
    const pooled = runSteps(fsrsPooledFitSteps([reviews, pairs(20)], options))!;
    // The pooled fit that is judged never saw any learner's newest 20 %; the one adopted saw everything.
    expect(pooled.judged.reviews).toBe(fsrsTimeSplit(reviews).heldOut * 4 + 16);
    expect(pooled.all.reviews).toBe(300 - 60 + 20);
    const [own, offered] = runSteps(fsrsCandidateSteps(pairs(20), pooled, options));
    expect(own).toMatchObject({ scope: 'learner', stage: 'partial' });
    expect(own.parameters).toEqual(
      fitFsrs(fsrsTimeSplit(pairs(20)).train, { ...options, initial: pooled.judged.parameters }).parameters,
    );
    expect(own.adopt).toEqual(fitFsrs(pairs(20), { ...options, initial: pooled.all.parameters }).parameters);
    expect(offered).toEqual({
      scope: 'pooled',
      stage: 'full',
      parameters: pooled.judged.parameters,
      adopt: pooled.all.parameters,
    });
    // Below 8 predicted reviews in their older 80 % a learner has no fit of their own; no pool, no pooled weights.
    expect(runSteps(fsrsCandidateSteps(pairs(5), pooled, options)).map((c) => c.scope)).toEqual(['pooled']);
    expect(runSteps(fsrsCandidateSteps(pairs(20), null, options)).map((c) => c.scope)).toEqual(['learner']);
    expect(runSteps(fsrsCandidateSteps(pairs(5), null, options))).toEqual([]);
    expect(runSteps(fsrsPooledFitSteps([pairs(5)], options))).toBeNull();
  });
});

describe('the nightly chain for a learner whose forgetting differs from the pool', () => {
  it("adopts the learner's own weights, which predict their fresh reviews better than the pooled ones", () => {
    const options = { iterations: 20 };
    const others = [1, 2].map((seed) =>
      simulateFsrsReviews({
        parameters: fsrsDefaultParameters,
        cards: 60,
        reviewsPerCard: 5,
        seed,
        prefix: `o${seed}-`,
      }),
    );
    const learner = simulateFsrsReviews({ parameters: truth, cards: 80, reviewsPerCard: 5, seed: 5 });
    const pooled = runSteps(fsrsPooledFitSteps([...others, learner], options))!;
    const candidates = runSteps(fsrsCandidateSteps(learner, pooled, options));
    const command: FsrsCommand = { type: 'RecordFsrsFit', user: 'u1', language: 'fr', candidates, reviews: learner };
    const [event] = decideFsrs(command, {});
    expect(event.data).toMatchObject({ adopted: true, scope: 'learner' });
    const fresh = simulateFsrsReviews({ parameters: truth, cards: 200, reviewsPerCard: 5, seed: 77, prefix: 'f' });
    const loss = (w: readonly number[]) => fsrsLogLoss(w, fresh).logLoss!;
    expect(loss(event.data.parameters)).toBeLessThan(loss(pooled.all.parameters));
  });
});

describe('notebook reviews from the log', () => {
  const entry = notebookEntryId('u1', 'q1');
  const at = (iso: string) => ({ time: `2025-01-${iso}T10:00:00.000Z` });
  const answer = (user: string, question: string, pointscore: number, d: string) => ({
    type: 'AnswerRecorded',
    streamName: `learner-${user}`,
    data: { question, pointscore, language: 'fr' },
    metadata: at(d),
  });
  const saved = (d: string) => ({
    type: 'NotebookEntrySaved',
    streamName: `notebook-${entry}`,
    data: {},
    metadata: at(d),
  });
  const deleted = (d: string) => ({
    type: 'NotebookEntryDeleted',
    streamName: `notebook-${entry}`,
    data: {},
    metadata: at(d),
  });

  it("takes the learner's answers to a saved question while it is saved, graded as notebook practice grades them", () => {
    const found = notebookReviewsFromLog([
      answer('u1', 'q1', 1, '01'), // before it was saved
      saved('02'),
      answer('u1', 'q1', 1, '03'),
      answer('u2', 'q1', 0, '03'), // someone else's
      answer('u1', 'q1', 0.5, '05'),
      answer('u1', 'q2', 1, '05'), // not in the notebook
      deleted('06'),
      answer('u1', 'q1', 1, '07'),
      saved('08'),
      answer('u1', 'q1', 0, '09'),
    ]);
    expect([...found.keys()]).toEqual(['u1|fr']);
    expect(found.get('u1|fr')!.reviews).toEqual([
      { card: entry, time: '2025-01-03T10:00:00.000Z', grade: 3 },
      { card: entry, time: '2025-01-05T10:00:00.000Z', grade: 2 },
      { card: `${entry}.2`, time: '2025-01-09T10:00:00.000Z', grade: 1 },
    ]);
  });
});
