import {
  answerCountResponse,
  donutResponse,
  erasedResponse,
  knowledgeHeatmapResponse,
  languageHeatmapResponse,
  lebeScoreResponse,
  profileResponse,
  levelAccuracyResponse,
  levelCountsResponse,
  questionCountResponse,
  timeSeriesResponse,
  trickyWordsResponse,
} from '@lebe/domain';
import { api, query } from '../../../lib/api-client';

const base = '/api/dashboards';

/** A figure that failed to load is left undefined, so its panel says Data Not Found and the rest still show. */
async function settle<T>(load: Promise<T>): Promise<T | undefined> {
  try {
    return await load;
  } catch {
    return undefined;
  }
}

/** The Global dashboard's figures (see README, "Dashboards", for each formula). */
export async function getGlobalFigures() {
  const [q, a, donut, heat, bar, days] = await Promise.all([
    settle(api.get(questionCountResponse, `${base}/globalstudentquestioncount`)),
    settle(api.get(answerCountResponse, `${base}/globalstudentanswercount`)),
    settle(api.get(donutResponse, `${base}/globalstudentoverallaccuracy`)),
    settle(api.get(languageHeatmapResponse, `${base}/globalstudentheatmap`)),
    settle(api.get(levelCountsResponse, `${base}/globalstudentbarchart`)),
    settle(api.get(timeSeriesResponse, `${base}/globalstudenttimeseries`)),
  ]);
  return {
    questionCount: q?.questionCount,
    answerCount: a?.answerCount,
    donut,
    heatmap: heat?.heatmapData,
    barChart: bar?.barChartData,
    timeSeries: days?.timeSeriesData,
  };
}
export type GlobalFigures = Awaited<ReturnType<typeof getGlobalFigures>>;

/** One language's dashboard figures. */
export async function getLanguageFigures(language: string) {
  const q = query({ language });
  const [count, answers, donut, bar, tricky, heat, lebe, profile] = await Promise.all([
    settle(api.get(questionCountResponse, `${base}/languagestudentquestioncount${q}`)),
    settle(api.get(answerCountResponse, `${base}/languagestudentanswercount${q}`)),
    settle(api.get(donutResponse, `${base}/languagestudentoverallaccuracy${q}`)),
    settle(api.get(levelAccuracyResponse, `${base}/languagestudentaccuracybarchart${q}`)),
    settle(api.get(trickyWordsResponse, `${base}/languagestudenttrickywords${q}`)),
    settle(api.get(knowledgeHeatmapResponse, `${base}/languagestudentheatmap${q}`)),
    settle(api.get(lebeScoreResponse, `${base}/languagestudentlebescore${q}`)),
    // The learner's ability in the language, from their profile: shown as a measured level (issue 35).
    settle(api.get(profileResponse, '/api/users/profile')),
  ]);
  return {
    questionCount: count?.questionCount,
    answerCount: answers?.answerCount,
    donut,
    accuracyByLevel: bar?.barChartData,
    trickyWords: tricky?.trickyWords,
    heatmap: heat?.heatmapData,
    lebe,
    ability: profile ? (profile.ability?.[language] ?? null) : undefined,
    /** The level the learner practises at in the language (their highest reached), beside the measured one. */
    practiceLevel: profile?.userLevels?.[language] ?? 0,
  };
}
export type LanguageFigures = Awaited<ReturnType<typeof getLanguageFigures>>;

/** DELETE /api/dashboards/delete: every answer of the user, and their levels. */
export const deleteAllData = () => api.del(erasedResponse, `${base}/delete`);
