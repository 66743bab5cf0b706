import { beforeAll, describe, expect, it } from '@jest/globals';
import { ProjectionRunner } from '@lebe/projectors/runtime';
import { projections as productProjections } from '@lebe/projectors';
import { SqliteEventStore, SqliteReadStore } from '@lebe/store';
import { mkdtempSync, copyFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useTestServer } from '@lebe/testing/use-test-server';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

const { server, api } = useTestServer();
let ids: string[];
const register = async (name: string) =>
  (await api.post('/api/users', { name, email: `${name}${Date.now()}@example.com`, password: 'secret-pass' })).body;

beforeAll(async () => {
  ids = await seedQuestions(server, [
    multipleChoice('un', 'one', ['two', 'three', 'four'], { targetLanguage: 'french', level: 1 }),
    multipleChoice('deux', 'two', ['one', 'three', 'four'], { targetLanguage: 'french', level: 2 }),
    {
      question: 'eins = ___',
      answers: [{ text: 'one', isCorrect: true }],
      questionType: 'fill_in_the_blank',
      targetLanguage: 'german',
      level: 1,
      knowledgeType: 'translation',
    },
  ]);
});

describe('dashboards over HTTP', () => {
  it('change as soon as an answer is recorded', async () => {
    const me = await register('dana');
    const get = (path: string) => api.get(`/api/dashboards/${path}`, me.token).then((r) => r.body);
    expect(await get('globalstudentanswercount')).toEqual({ answerCount: 0 });
    await api.post('/api/dashboards', { question: ids[0], answer: 'one', score: 'correct', pointscore: 1 }, me.token);
    await api.post('/api/dashboards', { question: ids[0], answer: 'two', score: 'incorrect', pointscore: 0 }, me.token);
    // Typed with five keystrokes off the answer: a partial 0.5, replayed by the server from the keystrokes.
    const keystrokes = ['x', 'xx', 'xxx', 'xxxx', 'xxxxx', '', 'o', 'on', 'one'];
    const typed = { question: ids[2], answer: 'one', keystrokes, score: 'correct', pointscore: 1 };
    expect((await api.post('/api/dashboards', typed, me.token)).body).toMatchObject({
      score: 'partial',
      pointscore: 0.5,
    });
    expect(await get('globalstudentquestioncount')).toEqual({ questionCount: 2, vocabCount: 2 });
    expect(await get('globalstudentanswercount')).toEqual({ answerCount: 3 });
    expect((await get('globalstudentoverallaccuracy')).accuracy).toBe(50);
    expect((await get('globalstudentbarchart')).barChartData).toEqual([{ level: 1, correct: 1, incorrect: 2 }]);
    expect((await get('globalstudenttimeseries')).timeSeriesData).toHaveLength(1);
    expect((await get('globalstudentheatmap')).heatmapData.map((r: { language: string }) => r.language).sort()).toEqual(
      ['french', 'german'],
    );
    expect(await get('languagestudentanswercount?language=french')).toEqual({ answerCount: 2 });
    expect((await get('languagestudenttrickywords?language=french')).trickyWords).toEqual([
      { word: 'one', wrong: 1, right: 1, group: 'vocabulary' },
    ]);
    expect((await get('languagestudentheatmap?language=german')).heatmapData[0]).toMatchObject({
      knowledgeType: 'translation',
    });
    expect(await get('languagestudentlebescore?language=french')).toEqual({ lebeScore: 0, levelName: null });
    expect((await api.get('/api/dashboards/languagestudentanswercount?language=klingon', me.token)).status).toBe(400);
  });

  it("show only the caller's own answers", async () => {
    const other = await register('eli');
    expect((await api.get('/api/dashboards/globalstudentanswercount', other.token)).body).toEqual({ answerCount: 0 });
    expect((await api.get('/api/dashboards/globalstudentanswercount')).status).toBe(401);
  });

  it('delete all data: gone from what is shown, from the log, and after a rebuild; levels locked', async () => {
    const me = await register('fay');
    const keep = await register('gus');
    await api.put(`/api/users/${me._id}/levels`, { language: 'french', level: 3 }, me.token);
    for (const token of [me.token, keep.token])
      await api.post('/api/dashboards', { question: ids[1], answer: 'two', score: 'correct', pointscore: 1 }, token);
    const res = await api.del('/api/dashboards/delete', me.token);
    expect(res.status).toBe(200);
    expect(res.body.answersRemoved).toBe(1);
    expect((await api.get('/api/dashboards/globalstudentanswercount', me.token)).body).toEqual({ answerCount: 0 });
    expect((await api.get('/api/users/profile', me.token)).body.userLevels).toEqual({});
    expect((await api.get('/api/dashboards/globalstudentanswercount', keep.token)).body).toEqual({ answerCount: 1 });

    // Rebuild every read model from a copy of the log: the erased answers do not come back.
    const copy = mkdtempSync(join(tmpdir(), 'lebe-rebuild-'));
    for (const file of ['events.sqlite', 'events.sqlite-wal'])
      if (existsSync(join(server.dataDir, file))) copyFileSync(join(server.dataDir, file), join(copy, file));
    const events = new SqliteEventStore(join(copy, 'events.sqlite'));
    const read = new SqliteReadStore(join(copy, 'read.sqlite'));
    await new ProjectionRunner(events, read, productProjections).rebuild();
    expect((await read.find('dashboards', { where: { learner: me._id } })).total).toBe(0);
    expect((await read.find('dashboards', { where: { learner: keep._id } })).total).toBeGreaterThan(0);
    const log = await events.readAll({ maxCount: 100000 });
    expect(log.filter((e) => e.streamName === `learner-${me._id}`)).toEqual([]);
    await Promise.all([events.close(), read.close()]);
  });
});
