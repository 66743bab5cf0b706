import { beforeAll, describe, expect, it } from '@jest/globals';
import { calibratedBand, maxLevel, type QuestionFields } from '@lebe/domain';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { useTestServer } from '@lebe/testing/use-test-server';

const { server, api } = useTestServer();
let admin: string;

// German: no other test question of this server is in it, so each level holds only what is seeded here.
const question = (name: string, level: number): Partial<QuestionFields> =>
  multipleChoice(name, `right-${name}`, ['w1', 'w2', 'w3'], {
    targetLanguage: 'german',
    level,
    questionType: 'translation',
    knowledgeType: 'vocabulary',
  });

async function learner(i: number) {
  const body = { name: `Crowd${i}`, email: `crowd${i}.${Date.now()}@example.com`, password: 'secret-pass' };
  return (await api.post('/api/users', body)).body.token as string;
}

const bandOf = async (id: string) => {
  const record = await api.get(`/api/admin/questions/${id}`, admin);
  expect(record.body.difficulty.answers).toBeGreaterThanOrEqual(20);
  return calibratedBand(record.body.difficulty.b, maxLevel('german'));
};

beforeAll(async () => {
  admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword })).body.token;
});

describe('the practice draw of calibrated questions (issue 29)', () => {
  it('serves, at a level, a question calibrated into its band in place of one calibrated out of it', async () => {
    // Five learners answer each question four times: the twenty answers that calibrate it.
    const tokens = await Promise.all(Array.from({ length: 5 }, (_, i) => learner(i)));
    const calibrate = async (id: string, answer: string) => {
      for (let round = 0; round < 4; round++)
        for (const token of tokens)
          expect((await api.post('/api/dashboards', { question: id, answer }, token)).status).toBe(201);
    };
    // A level-5 question answered right every time: calibrated into an easier level's band.
    const [easy] = await seedQuestions(server, [question('easy', 5)]);
    await calibrate(easy, 'right-easy');
    const band = await bandOf(easy);
    expect(band).toBeLessThan(5);
    // That level's only question, missed every time: calibrated out of it.
    const [writtenThere] = await seedQuestions(server, [question('missed', band)]);
    await calibrate(writtenThere, 'w1');
    expect(await bandOf(writtenThere)).toBeGreaterThan(band);

    // A draw at the level serves the question calibrated into its band, not the one written for it.
    for (let draw = 0; draw < 5; draw++) {
      const served = await api.get(`/api/questions?level=${band}&targetLanguage=german`);
      expect(served.status).toBe(200);
      expect(served.body._id).toBe(easy);
    }

    // Moved to French by an admin, the easy question keeps its German calibration but leaves German practice.
    expect((await api.put(`/api/questions/${easy}`, { targetLanguage: 'french' }, admin)).status).toBe(200);
    for (let draw = 0; draw < 5; draw++) {
      const served = await api.get(`/api/questions?level=${band}&targetLanguage=german`);
      expect(served.body).toMatchObject({ _id: writtenThere, targetLanguage: 'german' });
    }
  }, 120_000);
});
