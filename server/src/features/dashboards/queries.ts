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
