/**
 * The teacher dashboard's periods: this week, last week (Monday to Sunday), or a range of days; both ends
 * included, as the report's ?from=&to= take them. Days are YYYY-MM-DD strings of UTC days, the days the server
 * buckets answers by, so the week a teacher anywhere sees is the week its figures count.
 */
export type PeriodKind = 'this-week' | 'last-week' | 'range';
export interface Period {
  kind: PeriodKind;
  from: string;
  to: string;
}

const dayMs = 86_400_000;
const parse = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => format(parse(day) + n * dayMs);
const isDay = (text: string | null): text is string =>
  !!text && /^\d{4}-\d{2}-\d{2}$/.test(text) && format(parse(text)) === text;

/** The UTC day of a time: the day the server files an answer given then under. */
export const utcDay = (now: Date): string => format(now.getTime());

/** Monday to Sunday of the week a day is in. */
export function weekOf(day: string): { from: string; to: string } {
  const weekday = (new Date(parse(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const from = addDays(day, -weekday);
  return { from, to: addDays(from, 6) };
}

/** The period a dashboard's query asks for: a valid range as given, last week, or this week by default. */
export function periodFrom(search: URLSearchParams, today: string): Period {
  const kind = search.get('period');
  const [from, to] = [search.get('from'), search.get('to')];
  if (kind === 'range' && isDay(from) && isDay(to))
    return from <= to ? { kind, from, to } : { kind, from: to, to: from };
  if (kind === 'last-week') return { kind, ...weekOf(addDays(today, -7)) };
  return { kind: 'this-week', ...weekOf(today) };
}

/** The period of the same length just before: what "change" compares with. */
export function previousPeriod(p: { from: string; to: string }): { from: string; to: string } {
  const days = Math.round((parse(p.to) - parse(p.from)) / dayMs) + 1;
  return { from: addDays(p.from, -days), to: addDays(p.from, -1) };
}

/** Every day of a period, in order (the x axis of answers over time). */
export function daysOf(p: { from: string; to: string }, most = 366): string[] {
  const out: string[] = [];
  for (let d = p.from; d <= p.to && out.length < most; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The query a period is kept in, so a link or a reload shows the same report. */
export function periodParams(p: Period): Record<string, string> {
  return p.kind === 'range'
    ? { period: p.kind, from: p.from, to: p.to }
    : p.kind === 'this-week'
      ? {}
      : { period: p.kind };
}

const long = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "3 Nov 2025 – 9 Nov 2025 (UTC days)": a teacher far from UTC learns why a late answer is on the next day. */
export const periodLabel = (p: { from: string; to: string }) =>
  `${long.format(parse(p.from))} – ${long.format(parse(p.to))} (UTC days)`;
