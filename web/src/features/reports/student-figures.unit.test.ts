import { describe, expect, it } from '@jest/globals';
import { daysOf } from './period';
import { accuracyColour, answersByDay } from './student-figures';

describe("a student's page", () => {
  it('shows every day of a week, the days without answers as 0', () => {
    const week = daysOf({ from: '2025-11-03', to: '2025-11-09' });
    const bars = answersByDay([{ date: '2025-11-05', answers: 7, correct: 5 }], week);
    expect(bars.map((b) => [b.label, b.answers])).toEqual([
      ['3 Nov', 0],
      ['4 Nov', 0],
      ['5 Nov', 7],
      ['6 Nov', 0],
      ['7 Nov', 0],
      ['8 Nov', 0],
      ['9 Nov', 0],
    ]);
  });

  it('over more than a month, only the days with answers', () => {
    const year = daysOf({ from: '2025-01-01', to: '2025-12-31' });
    const bars = answersByDay(
      [
        { date: '2025-02-01', answers: 3, correct: 1 },
        { date: '2025-06-01', answers: 0, correct: 0 },
      ],
      year,
    );
    expect(bars.map((b) => b.date)).toEqual(['2025-02-01']);
  });

  it('colours accuracy by band', () => {
    expect([0, 49.9, 50, 74.9, 75, 100].map(accuracyColour)).toEqual([
      '#f6c1c1',
      '#f6c1c1',
      '#f8e0a0',
      '#f8e0a0',
      '#b5e3c3',
      '#b5e3c3',
    ]);
  });
});
