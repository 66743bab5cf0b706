import { describe, expect, it } from '@jest/globals';
import type { ClassroomReport, RosterStudent } from '@lebe/domain';
import { changeText, levelsText, rosterRows } from './roster';

const student = (follower: string, answers: number, accuracy: number, needsHelp: string[] = []): RosterStudent => ({
  follower,
  studentName: follower.toUpperCase(),
  answers,
  accuracy,
  distinctQuestions: answers,
  lastActive: null,
  levels: {},
  needsHelp,
});
const report = (students: RosterStudent[]): ClassroomReport => ({
  students,
  difficultQuestions: [
    { question: { _id: 'q1', question: 'le chat' }, answers: 6, wrong: 5, wrongShare: 5 / 6, wrongAnswers: [] },
  ],
});

describe('the roster', () => {
  it('compares each student with the previous period', () => {
    const rows = rosterRows(
      report([student('a', 10, 80), student('b', 4, 50), student('c', 0, 0)]),
      report([student('a', 6, 70), student('c', 3, 100)]),
    );
    expect(rows.map((r) => r.change)).toEqual([
      { answers: 4, accuracy: 10 },
      // Not in the previous report (joined since): every answer is new, no accuracy to compare.
      { answers: 4, accuracy: null },
      // No answers now: no accuracy to compare with.
      { answers: -3, accuracy: null },
    ]);
    expect(changeText(rows[0].change)).toBe('+4 answers, accuracy +10.0 pts');
    expect(changeText({ answers: -1, accuracy: -2.25 })).toBe('−1 answer, accuracy −2.3 pts');
    expect(changeText({ answers: 0, accuracy: null })).toBe('±0 answers');
  });

  it('names the questions a student needs help with, by their text where the report has it, never by id', () => {
    const [row] = rosterRows(report([student('a', 8, 20, ['q1', 'q9'])]), null);
    expect(row.helpWith).toEqual(['le chat', 'a question']);
    expect(row.change).toEqual({ answers: 8, accuracy: null });
  });

  it('puts those who need help first, the most wrong tries first, with the reason in words', () => {
    const helped = (name: string, wrongTries: number) => ({
      ...student(name, 9, 10, ['q1']),
      helpTries: [{ question: 'q1', wrongTries }],
    });
    const rows = rosterRows(
      report([student('ana', 3, 100), helped('bo', 4), student('cy', 1, 0), helped('di', 6)]),
      null,
    );
    expect(rows.map((r) => r.follower)).toEqual(['di', 'bo', 'ana', 'cy']);
    expect(rows[0].helpReasons).toEqual(['6 wrong tries at “le chat” since the last right answer']);
    expect(rows[2].helpReasons).toEqual([]);
  });

  it('lists levels by language, highest first', () => {
    const name = (id: string) => id[0].toUpperCase() + id.slice(1);
    expect(levelsText({ english: 6, french: 3, dutch: 0 }, name)).toBe('English 6, French 3');
    expect(levelsText({}, name)).toBe('—');
  });
});
