import { z } from 'zod';
import { languageQuery, streams, userDecider } from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import type { AppDeps } from '../../platform/deps';
import * as figures from '@lebe/projectors/dashboards';
import {
  dashboardsCollection,
  missedWords,
  recentDays,
  summaryId,
  type DashboardDoc,
} from '@lebe/projectors/dashboards';
import { handleErasure } from '../../platform/commands';

type Figure = (doc: DashboardDoc | null, of: { deps: AppDeps; learner: string }) => object | Promise<object>;
const load = (deps: AppDeps, id: string) => deps.read.get<DashboardDoc>(dashboardsCollection, id);
/** SPEC §3 vocabCount: how many of the answers were to vocabulary questions. */
const vocabCount = (d: DashboardDoc | null) =>
  Object.values(d?.byKnowledgeLevel?.vocabulary ?? {}).reduce((sum, t) => sum + t.answers, 0);
const counts: Figure = (d) => ({ questionCount: figures.questionCount(d), vocabCount: vocabCount(d) });
/** The global summary keeps no knowledge types: its vocabCount sums the learner's language summaries. */
const globalCounts: Figure = async (d, { deps, learner }) => {
  const ids = Object.keys(d?.byLanguageLevel ?? {}).map((language) => summaryId(learner, 'language', language));
  const languages = [...(await deps.read.getMany<DashboardDoc>(dashboardsCollection, ids)).values()];
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
  [
    'globalstudenttimeseries',
    async (_d, { deps, learner }) => ({ timeSeriesData: figures.timeSeries(await recentDays(deps.read, learner)) }),
  ],
  ['globalstudentbarchart', (d) => ({ barChartData: figures.accuracyCountByLevel(d) })],
];
const perLanguage: [string, Figure][] = [
  ['languagestudentquestioncount', counts],
  ['languagestudentanswercount', (d) => ({ answerCount: figures.answerCount(d) })],
  ['languagestudentoverallaccuracy', (d) => figures.donut(d)],
  ['languagestudentaccuracybarchart', (d) => ({ barChartData: figures.accuracyByLevel(d) })],
  [
    'languagestudenttrickywords',
    async (d, { deps, learner }) => ({
      trickyWords: figures.trickyWords(d ? await missedWords(deps.read, learner, d.key!) : []),
    }),
  ],
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
    method: 'delete',
    path: '/api/dashboards/delete',
    access: 'user',
    async handler({ user, meta, deps }) {
      // The answers leave the log itself; the erasure (with the levels locked, in one write) then purges
      // every read model built from them. Asked again after a cut-off, it completes what is left.
      const { removed } = await handleErasure(
        deps,
        streams.learner(user._id),
        streams.user(user._id),
        userDecider,
        (answersRemoved) => ({ type: 'EraseAnswers', answersRemoved }) as const,
        meta,
      );
      return { message: 'All your dashboard data was deleted', answersRemoved: removed };
    },
  }),
  route({
    method: 'get',
    path: '/api/dashboards/streak',
    access: 'user',
    handler: async ({ user, deps, meta }) =>
      figures.streak(await deps.read.get<DashboardDoc>(dashboardsCollection, summaryId(user._id, 'global')), meta.now),
  }),
  ...global.map(([name, figure]) => figureRoute(name, 'global', figure)),
  ...perLanguage.map(([name, figure]) => figureRoute(name, 'language', figure)),
];
