import { z } from 'zod';
import { targetLanguageSchema, type ErasureEvent } from '@lebe/domain';
import { summaryId, type DashboardDoc } from './dashboards.projection';
import * as figures from './figures';
import { route, type AnyRoute } from '../../platform/http/route';
import type { AppDeps } from '../../platform/deps';
import { appendFacts } from '../../platform/commands/command-handler';
import { userCommand } from '../users/commands';
import { answerBody, recordAnswer } from '../practice/record-answer';
import { recordClassroomAnswer } from './classroom-routes';

type Figure = (doc: DashboardDoc | null, of: { deps: AppDeps; learner: string }) => object | Promise<object>;
const languageQuery = z.object({
  language: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), targetLanguageSchema),
});
/** No classroom: absent, blank or null. */
const noClassroom = (v: unknown) => (v === '' || v === null ? undefined : v);
const load = (deps: AppDeps, id: string) => deps.read.get<DashboardDoc>('dashboards', id);
/** SPEC §3 vocabCount: how many of the answers were to vocabulary questions. */
const vocabCount = (d: DashboardDoc | null) =>
  Object.values(d?.byKnowledgeLevel?.vocabulary ?? {}).reduce((sum, t) => sum + t.answers, 0);
const counts: Figure = (d) => ({ questionCount: figures.questionCount(d), vocabCount: vocabCount(d) });
/** The global summary keeps no knowledge types: its vocabCount sums the learner's language summaries. */
const globalCounts: Figure = async (d, { deps, learner }) => {
  const ids = Object.keys(d?.byLanguageLevel ?? {}).map((language) => summaryId(learner, 'language', language));
  const languages = [...(await deps.read.getMany<DashboardDoc>('dashboards', ids)).values()];
  return { questionCount: figures.questionCount(d), vocabCount: languages.reduce((n, l) => n + vocabCount(l), 0) };
};

/** GET /api/dashboards/<name>: one figure of the caller's own summary, global or for ?language=. */
function figureRoute(name: string, scope: 'global' | 'language', figure: Figure): AnyRoute {
  return route({
    method: 'get',
    path: `/api/dashboards/${name}`,
    access: 'user',
    query: scope === 'language' ? languageQuery : z.object({}).passthrough(),
    async handler({ query, user, deps }) {
      const id =
        scope === 'global'
          ? summaryId(user._id, 'global')
          : summaryId(user._id, 'language', (query as { language: string }).language);
      return figure(await load(deps, id), { deps, learner: user._id });
    },
  });
}

const global: [string, Figure][] = [
  ['globalstudentheatmap', (d) => ({ heatmapData: figures.languageLevelHeatmap(d) })],
  ['globalstudentquestioncount', globalCounts],
  ['globalstudentanswercount', (d) => ({ answerCount: figures.answerCount(d) })],
  ['globalstudentoverallaccuracy', (d) => figures.donut(d)],
  ['globalstudenttimeseries', (d) => ({ timeSeriesData: figures.timeSeries(d) })],
  ['globalstudentbarchart', (d) => ({ barChartData: figures.accuracyCountByLevel(d) })],
];
const perLanguage: [string, Figure][] = [
  ['languagestudentquestioncount', counts],
  ['languagestudentanswercount', (d) => ({ answerCount: figures.answerCount(d) })],
  ['languagestudentoverallaccuracy', (d) => figures.donut(d)],
  ['languagestudentaccuracybarchart', (d) => ({ barChartData: figures.accuracyByLevel(d) })],
  ['languagestudenttrickywords', (d) => ({ trickyWords: figures.trickyWords(d) })],
  ['languagestudentheatmap', (d) => ({ heatmapData: figures.knowledgeHeatmap(d) })],
  ['languagestudentlebescore', (d) => figures.lebeScore(d)],
  // The mean-score points are a bar chart's: also under barChartData, the §3 name of bar data.
  [
    'languagestudentmeanscorebarchart',
    (d) => ({ meanScoreData: figures.meanScoreByLevel(d), barChartData: figures.meanScoreByLevel(d) }),
  ],
];

export const dashboardRoutes: AnyRoute[] = [
  route({
    method: 'post',
    path: '/api/dashboards',
    access: 'user',
    status: 201,
    // SPEC §3: an answer record carries its classroom when it comes from classroom practice. A client
    // that sends it here rather than to /api/mydashboards is counted in that classroom all the same.
    body: answerBody.and(z.object({ classroom: z.preprocess(noClassroom, z.string().max(64).optional()) })),
    handler: ({ body, user, meta, deps }) => {
      const { classroom, ...answer } = body;
      return classroom
        ? recordClassroomAnswer(deps, user, answer, classroom, meta)
        : recordAnswer(deps, user._id, answer, null, meta);
    },
  }),
  route({
    method: 'delete',
    path: '/api/dashboards/delete',
    access: 'user',
    async handler({ user, meta, deps }) {
      // The answers leave the log itself; the erasure event then purges every read model built from them.
      const answersRemoved = await deps.events.deleteStream(`learner-${user._id}`);
      const erased: ErasureEvent = { type: 'LearnerAnswersErased', data: { learner: user._id, answersRemoved } };
      await appendFacts(deps, `user-${user._id}`, [erased], meta);
      await userCommand(deps, user._id, { type: 'ClearLevels' }, meta);
      return { message: 'All your dashboard data was deleted', answersRemoved };
    },
  }),
  ...global.map(([name, figure]) => figureRoute(name, 'global', figure)),
  ...perLanguage.map(([name, figure]) => figureRoute(name, 'language', figure)),
];
