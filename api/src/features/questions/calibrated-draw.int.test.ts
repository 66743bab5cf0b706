import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { calibratedBand, maxLevel, type QuestionFields } from '@lebe/domain';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { startTestServer, type TestServer } from '@lebe/testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
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
  server = await startTestServer();
  api = client(server.url);
  admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword })).body.token;
});
afterAll(async () => server.close());

describe('the practice draw of calibrated questions (issue 29)', () => {
  it('serves, at a level, a question calibrated into its band in place of one calibrated out of it', async () => {
    // One question written for each of levels 1-5, each missed by twenty learners: calibrated harder than its level.
    const missed = await seedQuestions(
      server,
      [1, 2, 3, 4, 5].map((level) => question(`missed${level}`, level)),
    );
    // A level-5 question the same twenty answer right: calibrated easier than its level.
    const [easy] = await seedQuestions(server, [question('easy', 5)]);
    const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => learner(i)));
    for (const token of tokens) {
      for (const id of missed)
        expect((await api.post('/api/dashboards', { question: id, answer: 'w1' }, token)).status).toBe(201);
      expect((await api.post('/api/dashboards', { question: easy, answer: 'right-easy' }, token)).status).toBe(201);
    }
    const band = await bandOf(easy);
    expect(band).toBeLessThan(5);
    const writtenThere = missed[band - 1];
    expect(await bandOf(writtenThere)).not.toBe(band);

    // The level's only question is calibrated out of it: a draw there serves one calibrated into its band.
    for (let draw = 0; draw < 5; draw++) {
      const served = await api.get(`/api/questions?level=${band}&targetLanguage=german`);
      expect(served.status).toBe(200);
      expect(served.body._id).not.toBe(writtenThere);
      expect(await bandOf(served.body._id)).toBe(band);
    }
  });
});
