import { expect } from '@jest/globals';
import { isEventOf, AnswerRegraded, type NewEvent, type RecordedEvent } from '@lebe/domain';
import { abilityCollection } from '@lebe/projectors/ability';
import type { Doc, EventStore, ReadStore } from '@lebe/store';
import { joinClassroom, registerUser } from './classrooms';
import { canonicalJson } from './digest';
import type { client } from './http';

type Api = ReturnType<typeof client>;

/** How many of the class of 30 get each question wrong in truth; the fourth's key is wrong until fixed. */
const wrongCounts = [1, 4, 7, 10, 13, 16, 19, 22];
const words = ['chat', 'chien', 'oiseau', 'pomme', 'maison', 'voiture', 'fromage', 'grenouille'];
const fixed = 3;
/** The key the teacher first gave 'pomme': a slip, so every answer to it was graded wrong. */
const slip = 'POIRE';
const classSize = 30;
const distractor = 'bad';
const key = (word: string) => word.toUpperCase();
const answers = (right: string, wrong: string) => [
  { text: right, isCorrect: true },
  { text: wrong, isCorrect: false },
];

/** Whether student `s` gets question `q` wrong: each question's wrong answers spread evenly over the class. */
const wrongOf = (s: number, q: number) => (s * 7 + q * 11) % classSize < wrongCounts[q];

/** Asks until `check` passes (a background job and the read models it feeds take a moment), for up to 60 s. */
export async function eventually<T>(ask: () => Promise<T>, check: (value: T) => void): Promise<T> {
  const until = Date.now() + 60_000;
  for (;;) {
    const value = await ask();
    try {
      check(value);
      return value;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Issue 35 item 4, as a teacher lives it over HTTP: a French class of 30, all at once, answers the teacher's
 * eight typed questions once each (and 'pomme' three times), a question k wrong in truth for `wrongCounts[k]` of them; 'pomme' has a wrong key, so
 * its right answers (20 of 30) are graded wrong too. The teacher fixes the key and the re-grade job ends. Returns the questions with their true share wrong.
 */
export async function classAnswersAWrongKey(api: Api) {
  const teacher = await registerUser(api, 'Teacher');
  const room = await api.post(
    '/api/classrooms',
    {
      classroomCode: `RG${Date.now()}`,
      name: 'Français',
      teacher: 'Mme Roux',
      description: '',
      password: 'k',
      target_language: 'french',
    },
    teacher.token,
  );
  expect(room.status).toBe(201);
  const questions: string[] = [];
  for (const [q, word] of words.entries()) {
    const id = (await api.post('/api/myquestions', undefined, teacher.token)).body._id as string;
    const given = answers(q === fixed ? slip : key(word), distractor);
    const put = await api.put(
      `/api/myquestions/details/${id}`,
      { question: word, level: 2, answers: given },
      teacher.token,
    );
    expect(put.status).toBe(200);
    questions.push(id);
  }
  const added = await api.put('/api/myquestions/addclassroom', { classroom: room.body._id, questions }, teacher.token);
  expect(added.status).toBe(200);
  // The class at once, as in a lesson: each student registers, joins (one after another: the keycode's attempt
  // limit counts concurrent tries from one address), then practises the class's questions in order and comes
  // back to 'pomme' twice more (graded wrong each time), while the others do the same.
  const students = await Promise.all(Array.from({ length: classSize }, (_, s) => registerUser(api, `Student${s}`)));
  for (const student of students) {
    const joined = await joinClassroom(api, student.token, { classroomCode: room.body.classroomCode, keycode: 'k' });
    expect(joined.status).toBe(201);
  }
  await Promise.all(
    students.map(async (student, s) => {
      for (const [q, question] of [
        ...questions.entries(),
        [fixed, questions[fixed]] as const,
        [fixed, questions[fixed]] as const,
      ]) {
        const text = wrongOf(s, q) ? distractor : key(words[q]);
        const res = await api.post(
          '/api/mydashboards',
          { question, answer: text, classroom: room.body._id },
          student.token,
        );
        expect(res.status).toBe(201);
      }
    }),
  );
  const edit = await api.put(
    `/api/myquestions/details/${questions[fixed]}`,
    { answers: answers(key(words[fixed]), distractor) },
    teacher.token,
  );
  expect(edit.body.regrading).toBe(true);
  const done = await eventually(
    () => api.get(`/api/myquestions/details/${questions[fixed]}/regrade`, teacher.token),
    (res) => expect(res.body.status).toBe('done'),
  );
  // The right answers to the fixed question, all graded wrong, are now right.
  const nowRight = 3 * (classSize - wrongCounts[fixed]);
  expect(done.body).toEqual({ status: 'done', regraded: nowRight, nowRight, nowWrong: 0 });
  const answered = (q: number) => (q === fixed ? 3 : 1) * classSize;
  return questions.map((id, q) => ({ id, shareWrong: wrongCounts[q] / classSize, answers: answered(q) }));
}

/** The difficulty b the admin's question record shows, with the answers it stands on (GET /api/admin/questions/:id). */
export async function difficultyShown(api: Api, adminToken: string, question: string) {
  const res = await api.get(`/api/admin/questions/${question}`, adminToken);
  expect(res.status).toBe(200);
  return res.body.difficulty as { b: number; answers: number };
}

/** Spearman's rank correlation (no ties expected): Pearson's r of the ranks. */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ranks = (xs: readonly number[]) => {
    const order = xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const r = new Array<number>(xs.length);
    order.forEach(([, i], rank) => (r[i] = rank));
    return r;
  };
  const [ra, rb] = [ranks(a), ranks(b)];
  const n = a.length;
  const mean = (n - 1) / 2;
  let sab = 0;
  let saa = 0;
  for (let i = 0; i < n; i++) {
    sab += (ra[i] - mean) * (rb[i] - mean);
    saa += (ra[i] - mean) ** 2;
  }
  return sab / saa;
}

/**
 * Copies the log into `into` as it should have been: every re-graded answer at its new grade, the re-grades
 * themselves left out. What a fresh replay of the corrected log reads.
 */
export async function copyCorrectedLog(from: EventStore, into: EventStore) {
  const all: RecordedEvent[] = [];
  for (let after = 0; ;) {
    const page = await from.readAll({ after, maxCount: 1000 });
    if (page.length === 0) break;
    all.push(...page);
    after = page[page.length - 1].position;
  }
  const grades = new Map<number, object>();
  for (const e of all) if (isEventOf(AnswerRegraded, e)) grades.set(e.data.position, e.data.to);
  for (const e of all) {
    if (e.type === 'AnswerRegraded' || e.type === 'QuestionRegraded') continue;
    const data = grades.has(e.position) ? { ...(e.data as object), ...grades.get(e.position) } : e.data;
    await into.append(e.streamName, [{ type: e.type, data, metadata: e.metadata } as NewEvent]);
  }
}

/** The ability read model's estimates (difficulties, abilities, the prior) as one string, in id order. */
export async function abilityEstimates(read: ReadStore): Promise<string> {
  const out: string[] = [];
  for (let page = 1; ; page++) {
    const { items, pages } = await read.find<Doc>(abilityCollection, { sort: [['_id', 'asc']], page, pageSize: 1000 });
    out.push(...items.filter((d) => d.kind !== 'regrade').map((d) => canonicalJson(d)));
    if (page >= pages) return out.join('\n');
  }
}
