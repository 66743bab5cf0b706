/** A student's page: the days of answers over time, and a colour for an accuracy. */

export interface DayPoint {
  date: string;
  answers: number;
  correct: number;
}

const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const label = (day: string) => short.format(new Date(`${day}T00:00:00Z`));

/**
 * One bar per day: every day of a period up to a month (a day without answers shows as 0, so gaps are seen),
 * only the days with answers over a longer one (a year of bars would be unreadable).
 */
export function answersByDay(points: DayPoint[], days: string[]): (DayPoint & { label: string })[] {
  const byDay = new Map(points.map((p) => [p.date, p]));
  const shown = days.length <= 31 ? days : points.filter((p) => p.answers > 0).map((p) => p.date);
  return shown.map((date) => ({ ...(byDay.get(date) ?? { date, answers: 0, correct: 0 }), label: label(date) }));
}

/** Light fills, so the value printed on a cell stays readable: red below 50 %, amber below 75 %, green above. */
export function accuracyColour(percent: number): string {
  if (percent < 50) return '#f6c1c1';
  if (percent < 75) return '#f8e0a0';
  return '#b5e3c3';
}
