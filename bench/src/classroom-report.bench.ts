import type { AnswerEvent, NewEvent } from '@lebe/domain';
import type { SqliteEventStore } from '@lebe/store';
import { startTestServer, type TestServer } from '@lebe/testing/test-server';
import { scaled, type Figure } from './measure';

/**
 * Issue 26 item 9: a classroom's report is read from buckets kept per classroom × day × student and per
 * classroom × day × question, so its cost follows the period and the class, never the answers. A class
 * of 40 answers 100 questions each over 30 days, the report of the last week is timed; then each answers
 * 10,000 (BENCH_SCALE scales it), over the same days, and the same report is timed again. Issue 38: the
 * report of a group (`?group=`, half the class) is timed beside it, at both sizes.
 */
const students = 40;
const groupSize = 20;
const questions = 50;
const days = 30;
const dayMs = 86_400_000;
const start = Date.UTC(2026, 0, 1);
const wrongAnswers = ['faux', 'autre', 'rien'];

function answer(classroom: string, s: number, i: number): { data: AnswerEvent['data']; time: string } {
  const r = (Math.imul(s * 1_000_003 + i + 1, 2654435761) >>> 0) / 2 ** 32;
  const q = Math.floor(r * 997 + i) % questions;
  const wrong = r < 0.1 + (q % 5) * 0.05;
  return {
    data: {
      question: `bench-q-${q}`,
      answer: wrong ? wrongAnswers[i % 3] : `word${q}`,
      score: wrong ? 'incorrect' : 'correct',
      pointscore: wrong ? 0 : 1,
      language: 'french',
      level: 1 + (q % 3),
      questionType: 'multiple_choice',
      knowledgeType: q % 2 ? 'vocabulary' : 'translation',
      questionText: `question ${q}`,
      correctAnswer: `word${q}`,
      classroom,
    },
    time: new Date(start + (i % days) * dayMs + (i % 1000) * 1000).toISOString(),
  };
}

/** A kept-alive socket the server closed during a long projection: one retry on a fresh one. */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

async function post(server: TestServer, path: string, body: unknown, token?: string) {
  const response = await fetchOnce(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

/** Each student's answers from `from` to `to` (exclusive), appended in bulk; then the projections catch up. */
async function answerUpTo(server: TestServer, classroom: string, learners: string[], from: number, to: number) {
  const events = server.runtime.deps.events as SqliteEventStore;
  let position = 0;
  for (const [s, learner] of learners.entries())
    for (let i = from; i < to; i += 5000) {
      const batch: NewEvent[] = [];
      for (let j = i; j < Math.min(to, i + 5000); j++) {
        const { data, time } = answer(classroom, s, j);
        batch.push({
          type: 'AnswerRecorded',
          data,
          metadata: { actor: learner, correlationId: 'bench', time, schemaVersion: 1 },
        } as NewEvent);
      }
      position = (await events.appendMany([{ stream: `learner-${learner}`, events: batch }])).position;
    }
  if (!(await server.runtime.deps.freshness.awaitPosition(position, 60 * 60 * 1000)))
    throw new Error('projections did not catch up');
}

async function reportLatency(server: TestServer, url: string, token: string, rounds = scaled(200)) {
  const get = async () => {
    const response = await fetchOnce(server.url + url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as { students: { answers: number }[] };
  };
  for (let i = 0; i < 20; i++) await get();
  const times: number[] = [];
  let body = await get();
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    body = await get();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))];
  return { p50: at(0.5), p95: at(0.95), answers: body.students.reduce((n, s) => n + s.answers, 0) };
}

export async function classroomReportBench(): Promise<Figure[]> {
  const server = await startTestServer({ env: { REGISTRATIONS_PER_HOUR: '1000' } });
  try {
    const stamp = Date.now();
    const teacher = await post(server, '/api/users', {
      name: 'Teacher',
      email: `t${stamp}@bench.test`,
      password: 'bench-password-26',
    });
    const code = `BENCH${stamp}`;
    const room = await post(
      server,
      '/api/classrooms',
      { classroomCode: code, name: 'Bench', teacher: 'T', password: 'k', target_language: 'french' },
      teacher.token,
    );
    const learners: string[] = [];
    for (let s = 0; s < students; s++) {
      const login = await post(server, '/api/classrooms/classlogin', { classroomCode: code, password: 'k' });
      const user = await post(server, '/api/users', {
        name: `S${s}`,
        email: `s${s}-${stamp}@bench.test`,
        password: 'bench-password-26',
        classroomTicket: login.ticket,
      });
      await post(
        server,
        '/api/followers',
        { classroom: room._id, studentName: `Student ${s}`, ticket: login.ticket },
        user.token,
      );
      learners.push(user._id);
    }
    const group = await post(
      server,
      `/api/classrooms/${room._id}/groups`,
      { name: 'Half', members: learners.slice(0, groupSize) },
      teacher.token,
    );
    const week = `/api/classrooms/${room._id}/report?from=2026-01-24&to=2026-01-30`;
    const month = `/api/classrooms/${room._id}/report?from=2026-01-01&to=2026-01-30`;
    const ofGroup = (url: string) => `${url}&group=${group._id}`;
    const small = 100;
    const large = scaled(10_000);
    await answerUpTo(server, room._id, learners, 0, small);
    const smallWeek = await reportLatency(server, week, teacher.token);
    const smallMonth = await reportLatency(server, month, teacher.token);
    const smallGroupWeek = await reportLatency(server, ofGroup(week), teacher.token);
    const smallGroupMonth = await reportLatency(server, ofGroup(month), teacher.token);
    const started = performance.now();
    await answerUpTo(server, room._id, learners, small, large);
    const catchUp = ((large - small) * students) / ((performance.now() - started) / 1000);
    const largeWeek = await reportLatency(server, week, teacher.token);
    const largeMonth = await reportLatency(server, month, teacher.token);
    const groupWeek = await reportLatency(server, ofGroup(week), teacher.token);
    const groupMonth = await reportLatency(server, ofGroup(month), teacher.token);
    if (largeMonth.answers !== large * students)
      throw new Error(`the month's report counts ${largeMonth.answers} answers, expected ${large * students}`);
    if (groupMonth.answers !== large * groupSize)
      throw new Error(`the group's month counts ${groupMonth.answers} answers, expected ${large * groupSize}`);
    const n = large.toLocaleString('en-US');
    const g = `a group of ${groupSize}`;
    return [
      { name: `report p95, class of 40 × 100 answers, a week`, value: smallWeek.p95, unit: 'ms' },
      {
        name: `report p95, class of 40 × ${n} answers, a week (goal <= 50)`,
        value: largeWeek.p95,
        unit: 'ms',
        ceiling: 50,
      },
      {
        name: `report p95 ratio, ${n} / 100 answers, a week (goal <= 1.2)`,
        value: largeWeek.p95 / smallWeek.p95,
        unit: 'ratio',
        ceiling: 1.2,
      },
      { name: `report p95, class of 40 × 100 answers, 30 days`, value: smallMonth.p95, unit: 'ms' },
      {
        name: `report p95, class of 40 × ${n} answers, 30 days (goal <= 50)`,
        value: largeMonth.p95,
        unit: 'ms',
        ceiling: 50,
      },
      {
        name: `report p95 ratio, ${n} / 100 answers, 30 days (goal <= 1.2)`,
        value: largeMonth.p95 / smallMonth.p95,
        unit: 'ratio',
        ceiling: 1.2,
      },
      { name: `report p50, class of 40 × ${n} answers, a week`, value: largeWeek.p50, unit: 'ms' },
      { name: `${g}'s report p95, × 100 answers, a week`, value: smallGroupWeek.p95, unit: 'ms' },
      { name: `${g}'s report p95, × 100 answers, 30 days`, value: smallGroupMonth.p95, unit: 'ms' },
      {
        name: `${g}'s report p95, × ${n} answers, a week (goal <= 50)`,
        value: groupWeek.p95,
        unit: 'ms',
        ceiling: 50,
      },
      {
        name: `${g}'s report p95, × ${n} answers, 30 days (goal <= 50)`,
        value: groupMonth.p95,
        unit: 'ms',
        ceiling: 50,
      },
      { name: `${g}'s report p50, × ${n} answers, a week`, value: groupWeek.p50, unit: 'ms' },
      { name: `catch-up of the class's answers (all projections)`, value: catchUp, unit: 'events/s' },
    ];
  } finally {
    await server.close();
  }
}
