import { beforeAll, describe, expect, it } from '@jest/globals';
import { calibratedBand, learnerPriorFor, maxLevel, startLevel, streams, type QuestionFields } from '@lebe/domain';
import { grantLevels } from '@lebe/testing/levels';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { useTestServer } from '@lebe/testing/use-test-server';

const { server, api } = useTestServer();
let admin: string;
let level5: string[];
let level10: string[];

const choice = (i: number, level: number): Partial<QuestionFields> =>
  multipleChoice(`Q${level}-${i}`, `right${i}`, ['w1', 'w2', 'w3'], {
    targetLanguage: 'french',
    level,
    questionType: 'translation',
    knowledgeType: 'vocabulary',
  });

async function learner(name: string) {
  const body = { name, email: `${name.toLowerCase()}${Date.now()}@example.com`, password: 'secret-pass' };
  const me = (await api.post('/api/users', body)).body;
  return { id: me._id as string, token: me.token as string };
}
const answer = (token: string, question: string, text: string, extra: Record<string, unknown> = {}) =>
  api.post('/api/dashboards', { question, answer: text, ...extra }, token);
const rightAnswer = (ids: string[], question: string) => `right${ids.indexOf(question)}`;

beforeAll(async () => {
  admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword })).body.token;
  level5 = await seedQuestions(
    server,
    Array.from({ length: 5 }, (_, i) => choice(i, 5)),
  );
  level10 = await seedQuestions(
    server,
    Array.from({ length: 30 }, (_, i) => choice(i, 10)),
  );
});

describe('the spec’s level rule for every signed-in learner (issue 35)', () => {
  it('lets a new French learner up from level 1 on five right in a row, the ability only telling', async () => {
    const level1 = await seedQuestions(
      server,
      Array.from({ length: 5 }, (_, i) => choice(i + 100, 1)),
    );
    const me = await learner('Beginner');
    const replies = [];
    for (const q of level1) replies.push(await answer(me.token, q, `right${level1.indexOf(q) + 100}`));
    expect(replies.map((r) => [r.status, r.body.levelUp?.allowed])).toEqual([
      [201, false],
      [201, false],
      [201, false],
      [201, false],
      [201, true],
    ]);
    expect(replies.at(-1)!.body).toMatchObject({
      level: 1,
      score: 'correct',
      levelUp: { level: 2, streak: true, allowed: true, needed: 0.65 },
    });
    expect(typeof replies.at(-1)!.body.levelUp.probability).toBe('number');
    const claimed = await api.put(`/api/users/${me.id}/levels`, { language: 'french', level: 2 }, me.token);
    expect(claimed.body.userLevels.french).toBe(2);
  });

  it('lets a learner at level 5 up to 6 on five in a row however unlikely the ability makes it, and says how likely', async () => {
    const me = await learner('Streaky');
    await grantLevels(server, me.id, { french: 5 });
    let last;
    for (const q of level5) last = await answer(me.token, q, rightAnswer(level5, q));
    expect(last!.status).toBe(201);
    expect(last!.body).toMatchObject({
      level: 5,
      score: 'correct',
      levelUp: { level: 6, streak: true, allowed: true },
    });
    // A new learner's measured level is still far below: the answer says so, and it holds nothing back.
    expect(last!.body.levelUp.probability).toBeLessThan(0.65);
    const claimed = await api.put(`/api/users/${me.id}/levels`, { language: 'french', level: 6 }, me.token);
    expect(claimed.status).toBe(200);
    expect(claimed.body.userLevels.french).toBe(6);
  });

  it('still refuses a level the recorded answers do not earn: four right and a miss, or a claim beyond', async () => {
    const me = await learner('Cheater');
    await grantLevels(server, me.id, { french: 5 });
    for (const q of level5.slice(0, 4)) await answer(me.token, q, rightAnswer(level5, q));
    const missed = await answer(me.token, level5[4], 'w1');
    expect(missed.body.levelUp).toMatchObject({ level: 6, streak: false, allowed: false });
    const claimed = await api.put(`/api/users/${me.id}/levels`, { language: 'french', level: 6 }, me.token);
    expect(claimed.body.userLevels.french).toBe(5);
    for (const q of level5) await answer(me.token, q, rightAnswer(level5, q));
    const beyond = await api.put(`/api/users/${me.id}/levels`, { language: 'french', level: 9 }, me.token);
    expect(beyond.body.userLevels.french).toBe(6);
  });

  it('records θ, SE and the probability beside a level reached, as information', async () => {
    const me = await learner('Strong');
    await grantLevels(server, me.id, { french: 5 });
    for (const q of level10) expect((await answer(me.token, q, rightAnswer(level10, q))).status).toBe(201);
    let last;
    for (const q of level5) last = await answer(me.token, q, rightAnswer(level5, q));
    expect(last!.body.levelUp).toMatchObject({ level: 6, streak: true, allowed: true });
    expect(last!.body.ability.theta).toBeGreaterThan(1.5);
    const claimed = await api.put(`/api/users/${me.id}/levels`, { language: 'french', level: 6 }, me.token);
    expect(claimed.body.userLevels.french).toBe(6);
    const stream = await server.runtime.deps.events.readStream(streams.user(me.id));
    const reached = stream.filter((e) => e.type === 'LevelReached').at(-1)!.data as Record<string, number>;
    expect(reached).toMatchObject({ language: 'french', level: 6 });
    expect(reached.theta).toBeCloseTo(last!.body.ability.theta, 6);
    expect(reached.probability).toBeGreaterThanOrEqual(0.65);

    const profile = await api.get('/api/users/profile', me.token);
    expect(profile.body.ability.french.theta).toBeCloseTo(reached.theta, 6);
    expect(profile.body.ability.french.se).toBeCloseTo(reached.se, 6);
    expect(profile.body.userLevels.french).toBe(6);
  });

  it('lets a new English learner up from level 6, where practice starts, on the spec’s five right answers', async () => {
    const english = await seedQuestions(
      server,
      Array.from({ length: 5 }, (_, i) =>
        multipleChoice(`E6-${i}`, `right${i}`, ['w1', 'w2', 'w3'], { targetLanguage: 'english', level: 6 }),
      ),
    );
    const me = await learner('Anglo');
    expect(startLevel('english')).toBe(6);
    let last;
    for (const q of english) last = await answer(me.token, q, rightAnswer(english, q));
    expect(last!.status).toBe(201);
    expect(last!.body).toMatchObject({
      level: 6,
      score: 'correct',
      levelUp: { level: 7, streak: true, allowed: true },
    });
    const claimed = await api.put(`/api/users/${me.id}/levels`, { language: 'english', level: 7 }, me.token);
    expect(claimed.status).toBe(200);
    expect(claimed.body.userLevels.english).toBe(7);
    const profile = await api.get('/api/users/profile', me.token);
    expect(profile.body.userLevels.english).toBe(7);
  });

  it('grants a new learner no level on the prior alone: English level 2 claimed before any answer is refused', async () => {
    const me = await learner('Newcomer');
    const claimed = await api.put(`/api/users/${me.id}/levels`, { language: 'english', level: 2 }, me.token);
    expect(claimed.status).toBe(200);
    expect(claimed.body.userLevels).toEqual({});
  });

  it('counts a skip for nothing and a shown answer as wrong', async () => {
    const me = await learner('Skipper');
    const skipped = await answer(me.token, level5[0], '', { skipped: true });
    expect(skipped.body).toMatchObject({ score: 'incorrect', pointscore: 0 });
    expect((await api.get('/api/users/profile', me.token)).body.ability).toEqual({});
    await answer(me.token, level5[0], '');
    const { ability } = (await api.get('/api/users/profile', me.token)).body;
    expect(ability.french.theta).toBeLessThan(learnerPriorFor('french').mean);
    expect(ability.french.se).toBeLessThan(1.2);
  });
});

describe('difficulty on the admin question record', () => {
  it('shows b and the answers that calibrated it, to admins only', async () => {
    const [fresh] = await seedQuestions(server, [choice(99, 3)]);
    const before = await api.get(`/api/admin/questions/${fresh}`, admin);
    expect(before.status).toBe(200);
    expect(before.body.difficulty).toBeUndefined();
    const a = await learner('Ann');
    const b = await learner('Ben');
    await answer(a.token, fresh, 'w1');
    await answer(b.token, fresh, 'w2');
    const after = await api.get(`/api/admin/questions/${fresh}`, admin);
    expect(after.body.difficulty.answers).toBe(2);
    // Level 3's prior is -1.25: two wrong answers make it harder than that.
    expect(after.body.difficulty.b).toBeGreaterThan(-1.25);
    const refused = await api.get(`/api/admin/questions/${fresh}`, a.token);
    expect(refused.status).toBe(403);
    expect(refused.body.difficulty).toBeUndefined();
    expect(refused.body.message).toEqual(expect.any(String));
  });

  it("fits the prior on an admin's request only, and records nothing when the fit changes nothing", async () => {
    const me = await learner('Nosy');
    expect((await api.post('/api/admin/ability/prior', {}, me.token)).status).toBe(403);
    const fit = await api.post('/api/admin/ability/prior', {}, admin);
    expect(fit.status).toBe(200);
    // No question has 20 answers yet: the fit is the default prior, already in effect.
    expect(fit.body).toMatchObject({ items: 0, recorded: false });
    expect(await server.runtime.deps.events.readStream(streams.abilityModel('prior'))).toEqual([]);
  });
  it('records a fit on the questions with 20 answers, from which a question answered afterwards starts', async () => {
    const [busy, later] = await seedQuestions(server, [choice(200, 2), choice(201, 2)]);
    const learners = await Promise.all(Array.from({ length: 20 }, (_, i) => learner(`Crowd${i}`)));
    for (const l of learners) await answer(l.token, busy, 'w1');
    const calibrated = await api.get(`/api/admin/questions/${busy}`, admin);
    expect(calibrated.body.difficulty.answers).toBe(20);
    // Calibrated, it is counted at the level its b is nearest: twenty misses put it well above level 2.
    const band = calibratedBand(calibrated.body.difficulty.b, maxLevel('french'));
    expect(band).toBeGreaterThan(2);
    const counted = await answer((await learner('Late')).token, busy, 'w2');
    expect(counted.body.level).toBe(band);
    const fit = await api.post('/api/admin/ability/prior', {}, admin);
    expect(fit.body).toMatchObject({ items: 1, recorded: true });
    const [fitted] = await server.runtime.deps.events.readStream(streams.abilityModel('prior'));
    expect(fitted).toMatchObject({ type: 'DifficultyPriorFitted', data: { items: 1 } });
    expect(fitted.data).toEqual(expect.objectContaining({ coefficients: fit.body.coefficients }));
    // Fitted again on the same answers: nothing new is recorded.
    expect((await api.post('/api/admin/ability/prior', {}, admin)).body.recorded).toBe(false);
    // Every answer to the busy question was wrong: the prior of a level-2 question moved up from -1.75.
    const first = learners[0];
    await answer(first.token, later, 'right201');
    const started = await api.get(`/api/admin/questions/${later}`, admin);
    expect(started.body.difficulty.answers).toBe(1);
    expect(started.body.difficulty.b).toBeGreaterThan(-1.75);
  }, 120_000); // 21 sign-ups: slow on a loaded machine
});
