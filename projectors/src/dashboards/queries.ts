import type { ReadStore } from '@lebe/store';
import { summaryId, type DashboardDoc, dashboardsCollection } from './dashboards.projection';
import { answerCount, questionCount } from './figures';
import { accuracy } from './tally';

/** A learner's summary of their answers in one classroom (null before their first). */
export const classroomSummary = (read: ReadStore, learner: string, classroom: string) =>
  read.get<DashboardDoc>(dashboardsCollection, summaryId(learner, 'classroom', classroom));

/** Each student's figures in a classroom, from their precomputed classroom summaries. */
export async function classroomFigures(read: ReadStore, classroom: string, students: string[]) {
  const ids = students.map((s) => summaryId(s, 'classroom', classroom));
  const docs = await read.getMany<DashboardDoc>(dashboardsCollection, ids);
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
export async function recentDays(read: ReadStore, learner: string) {
  const page = await read.find<DashboardDoc>(dashboardsCollection, {
    where: { learner, kind: 'day' },
    sort: [['key', 'desc']],
    pageSize: daysShown,
    skipTotal: true,
  });
  return page.items;
}

/** The learner's most missed items in a language (never-missed items rank last). */
export async function missedWords(read: ReadStore, learner: string, language: string, count = 10) {
  const page = await read.find<DashboardDoc>(dashboardsCollection, {
    where: { learner, kind: 'word', key: language },
    sort: [['rank', 'desc']],
    pageSize: count,
    skipTotal: true,
  });
  return page.items;
}
