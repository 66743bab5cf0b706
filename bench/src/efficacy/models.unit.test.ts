import { describe, expect, it } from '@jest/globals';
import { defaultPrior, levelDifficulty, probabilityCorrect } from '@lebe/domain';
import { logLoss } from './metrics';
import {
  eloWithoutPrior,
  estimateAbility,
  halfLifeRegression,
  histories,
  loggedPrior,
  ours,
  overallMean,
  rollingFive,
} from './models';
import { seeded } from './random';
import { replay } from './replay';
import { splitTime, type TracedAnswer } from './trace';

const day = 86_400_000;

function answer(over: Partial<TracedAnswer> & { time: number; outcome: number }): TracedAnswer {
  return {
    learner: 'a',
    language: 'french',
    question: 'q',
    features: { level: 1, questionType: 'fill_in_the_blank', knowledgeType: 'vocabulary', words: 1, options: 0 },
    options: 0,
    skipped: false,
    card: null,
    prior: defaultPrior,
    ...over,
  };
}

describe('efficacy forecasters', () => {
  it("rolling five forecasts the learner's last five results, smoothed, a skip counting 0", () => {
    const answers = [1, 1, 1, 1, 1, 1, 0].map((outcome, i) => answer({ time: i, outcome }));
    answers.push(answer({ time: 7, outcome: 0, skipped: true }), answer({ time: 8, outcome: 1 }));
    const f = rollingFive(answers, Infinity);
    expect(f.slice(0, 7)).toEqual([0.5, 0.75, 2.5 / 3, 3.5 / 4, 4.5 / 5, 5.5 / 6, 5.5 / 6]);
    // the last five before the ninth: 1 1 1 0 (wrong) 0 (skip)
    expect(f[8]).toBeCloseTo(3.5 / 6, 12);
  });

  it('the overall mean is fitted on the answers up to the split only', () => {
    const answers = [1, 1, 0, 1, 0, 0, 0, 0].map((outcome, i) => answer({ time: i, outcome }));
    expect(overallMean(answers, 3)).toEqual(answers.map(() => 0.75));
  });

  it('histories count earlier answers, lapses and days between answers per learner and question', () => {
    const answers = [
      answer({ time: 0, outcome: 0 }),
      answer({ time: 2 * day, outcome: 0 }),
      answer({ time: 3 * day, outcome: 1, learner: 'b' }),
      answer({ time: 5 * day, outcome: 1 }),
    ];
    expect(histories(answers)).toEqual([
      { seen: 0, right: 0, wrong: 0, lapses: 0, elapsedDays: 0 },
      { seen: 1, right: 0, wrong: 1, lapses: 0, elapsedDays: 2 },
      { seen: 0, right: 0, wrong: 0, lapses: 0, elapsedDays: 0 },
      { seen: 2, right: 0, wrong: 2, lapses: 1, elapsedDays: 3 },
    ]);
  });

  it('half-life regression fitted on answers drawn from a known half-life forecasts as well as the truth', () => {
    const random = seeded(4);
    const answers: TracedAnswer[] = [];
    const truth: number[] = [];
    for (let card = 0; card < 400; card++) {
      let right = 0;
      let wrong = 0;
      let time = card * 1000;
      for (let n = 0; n < 6; n++) {
        time += n === 0 ? 0 : (0.5 + random.uniform() * 20) * day;
        const h = 2 ** (1 + 0.8 * Math.sqrt(right) - 0.6 * Math.sqrt(wrong));
        const p = n === 0 ? 0.5 : 2 ** (-(time - answers[answers.length - 1].time) / day / h);
        const ok = random.uniform() < p ? 1 : 0;
        answers.push(answer({ learner: `l${card}`, time, outcome: ok }));
        truth.push(p);
        right += ok;
        wrong += 1 - ok;
      }
    }
    answers.sort((a, b) => a.time - b.time);
    const split = splitTime(answers);
    const f = halfLifeRegression()(answers, split);
    const scored = answers.map((_, i) => i).filter((i) => answers[i].time > split && Number.isFinite(f[i]));
    const y = scored.map((i) => answers[i].outcome);
    // The truth recomputed in log order: each answer's own recall probability.
    const past = histories(answers);
    const trueP = scored.map((i) => {
      const h = 2 ** (1 + 0.8 * Math.sqrt(past[i].right) - 0.6 * Math.sqrt(past[i].wrong));
      return 2 ** (-past[i].elapsedDays / h);
    });
    expect(scored.length).toBeGreaterThan(200);
    expect(
      logLoss(
        y,
        scored.map((i) => f[i]),
      ),
    ).toBeLessThan(logLoss(y, trueP) + 0.02);
    const mean = overallMean(answers, split)[0];
    expect(
      logLoss(
        y,
        scored.map((i) => f[i]),
      ),
    ).toBeLessThan(
      logLoss(
        y,
        y.map(() => mean),
      ) - 0.05,
    );
    expect(f[answers.findIndex((_, i) => past[i].seen === 0)]).toBeNaN();
  });

  it("ours knows a new question's level before its first answer; Elo without the prior does not", () => {
    const random = seeded(9);
    const answers: TracedAnswer[] = [];
    const thetas = Array.from({ length: 60 }, () => random.normal());
    for (let n = 0; n < 3000; n++) {
      const level = 1 + random.int(10);
      const question = `q${level}-${random.int(40)}`;
      const b = levelDifficulty(level);
      const l = random.int(thetas.length);
      answers.push(
        answer({
          learner: `l${l}`,
          question,
          time: n,
          outcome: random.uniform() < probabilityCorrect(thetas[l], b) ? 1 : 0,
          features: { level, questionType: 'fill_in_the_blank', knowledgeType: 'vocabulary', words: 1, options: 0 },
        }),
      );
    }
    const firstSeen = new Set<string>();
    const newQuestions = answers.flatMap((a, i) => (firstSeen.has(a.question) ? [] : (firstSeen.add(a.question), [i])));
    const y = newQuestions.map((i) => answers[i].outcome);
    const withPrior = ours(answers, Infinity);
    const without = eloWithoutPrior(answers, Infinity);
    expect(newQuestions.length).toBe(400);
    expect(
      logLoss(
        y,
        newQuestions.map((i) => withPrior[i]),
      ),
    ).toBeLessThan(
      logLoss(
        y,
        newQuestions.map((i) => without[i]),
      ) - 0.05,
    );
  });

  it('ours folds a placement the log records into the learner before their next answer, as the read model does', () => {
    const first = answer({ time: 0, outcome: 1, question: 'q1' });
    const placed = { ...first, placements: [{ theta: 2, se: 0.4 }] };
    const [alone] = estimateAbility([first], Infinity, loggedPrior).forecasts;
    const [afterPlacement] = estimateAbility([placed], Infinity, loggedPrior).forecasts;
    // A level 1 question for a learner placed near level 9: nearly sure, where the prior (level 1's middle) is not.
    expect(afterPlacement).toBeGreaterThan(0.95);
    expect(alone).toBeLessThan(0.85);
    expect(estimateAbility([placed], Infinity, loggedPrior, false).forecasts[0]).toBe(alone);
  });

  it('the replay scores only the answers after the 80th percentile of time, the same at every run', () => {
    const random = seeded(3);
    const answers = Array.from({ length: 500 }, (_, n) =>
      answer({
        learner: `l${n % 7}`,
        question: `q${n % 13}`,
        time: n * 60_000,
        outcome: random.uniform() < 0.6 ? 1 : 0,
      }),
    );
    const first = replay(answers);
    const all = first.rows.filter((r) => r.set === 'all held-out answers');
    expect(all.map((r) => r.answers)).toEqual(all.map(() => answers.filter((a) => a.time > splitTime(answers)).length));
    expect(all[0].answers).toBe(99);
    expect(replay(answers)).toEqual(first);
  });
});
