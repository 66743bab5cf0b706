import { z } from 'zod';
import { badRequest } from '../core/errors';

/** The longest period a report covers: a school year and a bit. */
export const maxReportDays = 400;
const dayMs = 86_400_000;

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);

/** The UTC days from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

const realDay = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && addDays(d, 0) === d;

/**
 * A report's period from `?from=&to=` (UTC days, both included, by the answers' times): the 7 days ending
 * `to` when only `to` is given, the 7 days starting `from` when only `from` is, the 7 days ending today
 * when neither is. A day that does not exist, a reversed or too long period is a 400.
 */
export function reportPeriod(query: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  for (const d of [query.from, query.to]) if (d !== undefined && !realDay(d)) throw badRequest(`${d} is not a day`);
  const to = query.to ?? (query.from ? addDays(query.from, 6) : now.toISOString().slice(0, 10));
  const from = query.from ?? addDays(to, -6);
  if (from > to) throw badRequest('from must not come after to');
  if (daysOf(from, to).length > maxReportDays) throw badRequest(`A report covers at most ${maxReportDays} days`);
  return { from, to };
}

/** GET /api/classrooms/{id}/report/students/{studentId}: the student by membership (follower) or user id. */
export const reportStudentParams = z.object({ id: z.string().min(1).max(64), studentId: z.string().min(1).max(64) });
