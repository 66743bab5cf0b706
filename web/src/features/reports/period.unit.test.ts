import { describe, expect, it } from '@jest/globals';
import { daysOf, periodFrom, periodParams, periodLabel, previousPeriod, utcDay, weekOf } from './period';

const q = (text: string) => new URLSearchParams(text);

describe('teacher dashboard periods', () => {
  it('a week runs Monday to Sunday, whatever day it is asked on', () => {
    expect(weekOf('2025-11-05')).toEqual({ from: '2025-11-03', to: '2025-11-09' }); // a Wednesday
    expect(weekOf('2025-11-03')).toEqual({ from: '2025-11-03', to: '2025-11-09' }); // Monday
    expect(weekOf('2025-11-09')).toEqual({ from: '2025-11-03', to: '2025-11-09' }); // Sunday
    expect(weekOf('2026-01-01')).toEqual({ from: '2025-12-29', to: '2026-01-04' }); // over a new year
  });

  it('this week by default, last week, or a valid range (ends swapped if given backwards)', () => {
    expect(periodFrom(q(''), '2025-11-05')).toEqual({ kind: 'this-week', from: '2025-11-03', to: '2025-11-09' });
    expect(periodFrom(q('period=last-week'), '2025-11-05')).toEqual({
      kind: 'last-week',
      from: '2025-10-27',
      to: '2025-11-02',
    });
    expect(periodFrom(q('period=range&from=2025-10-01&to=2025-10-15'), '2025-11-05')).toMatchObject({
      from: '2025-10-01',
      to: '2025-10-15',
    });
    expect(periodFrom(q('period=range&from=2025-10-15&to=2025-10-01'), '2025-11-05')).toMatchObject({
      from: '2025-10-01',
      to: '2025-10-15',
    });
    // Not a day: this week instead of a request the server refuses.
    expect(periodFrom(q('period=range&from=2025-02-30&to=2025-03-01'), '2025-11-05').kind).toBe('this-week');
  });

  it('the previous period has the same length and ends the day before', () => {
    expect(previousPeriod({ from: '2025-11-03', to: '2025-11-09' })).toEqual({ from: '2025-10-27', to: '2025-11-02' });
    expect(previousPeriod({ from: '2025-03-01', to: '2025-03-01' })).toEqual({ from: '2025-02-28', to: '2025-02-28' });
    // Over the change to summer time (30 March 2025 in Europe) days still count whole.
    expect(previousPeriod({ from: '2025-03-31', to: '2025-04-06' })).toEqual({ from: '2025-03-24', to: '2025-03-30' });
  });

  it('lists a period day by day and keeps it in the query', () => {
    expect(daysOf({ from: '2025-12-30', to: '2026-01-02' })).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(periodParams({ kind: 'this-week', from: 'x', to: 'y' })).toEqual({});
    expect(periodParams({ kind: 'range', from: '2025-10-01', to: '2025-10-02' })).toEqual({
      period: 'range',
      from: '2025-10-01',
      to: '2025-10-02',
    });
  });

  it("today is the server's UTC day, so a Sunday evening in Los Angeles is already Monday's week", () => {
    const sundayEvening = new Date('2026-11-29T18:00:00-08:00');
    expect(utcDay(sundayEvening)).toBe('2026-11-30');
    expect(periodFrom(q(''), utcDay(sundayEvening))).toMatchObject({ from: '2026-11-30', to: '2026-12-06' });
    expect(periodLabel({ from: '2026-11-30', to: '2026-12-06' })).toBe('30 Nov 2026 – 6 Dec 2026 (UTC days)');
  });
});
