import type { AppDeps } from '../../platform/deps';
import { summaryId, type DashboardDoc } from './dashboards.projection';
import { answerCount, questionCount } from './figures';
import { accuracy } from './tally';

/** A learner's summary of their answers in one classroom (null before their first). */
export const classroomSummary = (deps: AppDeps, learner: string, classroom: string) =>
  deps.read.get<DashboardDoc>('dashboards', summaryId(learner, 'classroom', classroom));

/** Each student's figures in a classroom, from their precomputed classroom summaries. */
export async function classroomFigures(deps: AppDeps, classroom: string, students: string[]) {
  const ids = students.map((s) => summaryId(s, 'classroom', classroom));
  const docs = await deps.read.getMany<DashboardDoc>('dashboards', ids);
  return new Map(
    students.map((s, i) => {
      const doc = docs.get(ids[i]) ?? null;
      return [s, { questionCount: questionCount(doc), answerCount: answerCount(doc), accuracy: accuracy(doc?.total) }];
    }),
  );
}

/** The time series covers the last year of days at most: a dashboard read stays bounded, however long the history. */
export const daysShown = 366;

/** The learner's most recent day documents. */
export async function recentDays(deps: Pick<AppDeps, 'read'>, learner: string) {
  const page = await deps.read.find<DashboardDoc>('dashboards', {
    where: { learner, kind: 'day' },
    sort: [['key', 'desc']],
    pageSize: daysShown,
    skipTotal: true,
  });
  return page.items;
}

/** The learner's most missed items in a language (never-missed items rank last). */
export async function missedWords(deps: Pick<AppDeps, 'read'>, learner: string, language: string, count = 10) {
  const page = await deps.read.find<DashboardDoc>('dashboards', {
    where: { learner, kind: 'word', key: language },
    sort: [['rank', 'desc']],
    pageSize: count,
    skipTotal: true,
  });
  return page.items;
}
