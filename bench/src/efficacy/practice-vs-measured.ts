import { masteredLevel, measuredGap, measuredLevel, type Ability } from '@lebe/domain';
import type { TestServer } from '@lebe/testing/test-server';
import { seeded } from './random';
import { drawAbility, pool, post, practise, type SimulatedItem } from './simulator';

/**
 * The efficacy bench's row "practice level vs measured level after 100 answers" (issue 35): learners new to French
 * as the model's prior has them (the gate row's population) register through the API and, without a placement,
 * practise 100 questions from level 1 through POST /api/dashboards as the simulator's practice does (SPEC §4's
 * streak raises the level, the reply tells). Then each one's practice level and measured level are read back as
 * the language dashboard reads them (GET /api/users/profile: userLevels and ability, measuredLevel) and compared
 * with each other and with the level their true ability masters.
 */
export interface PracticeVersusMeasured {
  learners: number;
  answers: number;
  /** Share whose practice level is within one of the measured level. */
  withinOne: number;
  /** Share whose practice level is the measured level. */
  same: number;
  /** Share whose practice level is inside the measured level's likely range (θ ± SE). */
  inRange: number;
  /** Share whose practice level runs `measuredGap` or more above the measured one (the dashboard says so). */
  practiceAbove: number;
  /** Share whose practice level is two or more below the measured one. */
  practiceBelow: number;
  /** Share within one of the level their true ability masters: the practice level, the measured one. */
  practiceWithinOneOfMastery: number;
  measuredWithinOneOfMastery: number;
  meanPractice: number;
  meanMeasured: number;
}

type Profile = { userLevels?: Record<string, number>; ability?: Record<string, Ability> };

async function profileOf(server: TestServer, token: string): Promise<Profile> {
  const response = await fetch(`${server.url}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`/api/users/profile: ${response.status}`);
  return (await response.json()) as Profile;
}

export async function practiceVersusMeasured(
  server: TestServer,
  items: readonly SimulatedItem[],
  seed: number,
  learnerCount = 60,
  answers = 100,
  concurrency = 8,
): Promise<PracticeVersusMeasured> {
  const random = seeded(seed);
  const thetas = Array.from({ length: learnerCount }, () => drawAbility(random));
  const stamp = Date.now();
  const learners: { id: string; theta: number; token: string }[] = new Array(learnerCount);
  await pool(thetas, concurrency, async (theta, i) => {
    const user = await post<{ _id: string; token: string }>(server, '/api/users', {
      name: `Practising ${i}`,
      email: `practice${i}-${stamp}@efficacy.test`,
      password: 'efficacy-bench-35',
    });
    learners[i] = { id: user._id, theta, token: user.token };
  });
  const levels = learners.map(() => 1);
  await practise(server, items, learners, levels, answers, random, concurrency);
  await server.runtime.deps.freshness.awaitPosition(await server.runtime.deps.events.headPosition(), 10 * 60_000);
  const rows = await Promise.all(
    learners.map(async (l) => {
      const profile = await profileOf(server, l.token);
      const ability = profile.ability?.french;
      if (!ability) throw new Error(`no measured level for ${l.id} after ${answers} answers`);
      return {
        practice: profile.userLevels?.french ?? 1,
        measured: measuredLevel(ability, 10),
        mastered: masteredLevel(l.theta, 10),
      };
    }),
  );
  const share = (test: (r: (typeof rows)[number]) => boolean) => rows.filter(test).length / rows.length;
  const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
  return {
    learners: learnerCount,
    answers,
    withinOne: share((r) => Math.abs(r.practice - r.measured.level) <= 1),
    same: share((r) => r.practice === r.measured.level),
    inRange: share((r) => r.practice >= r.measured.low && r.practice <= r.measured.high),
    practiceAbove: share((r) => r.practice >= r.measured.level + measuredGap),
    practiceBelow: share((r) => r.practice <= r.measured.level - 2),
    practiceWithinOneOfMastery: share((r) => Math.abs(r.practice - r.mastered) <= 1),
    measuredWithinOneOfMastery: share((r) => Math.abs(r.measured.level - r.mastered) <= 1),
    meanPractice: mean(rows.map((r) => r.practice)),
    meanMeasured: mean(rows.map((r) => r.measured.level)),
  };
}
