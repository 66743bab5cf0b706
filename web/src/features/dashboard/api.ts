import { api } from '../../shared';

/** Shapes of the dashboard figures (see README, "Dashboards", for each formula). */
export interface Donut {
  donutData: { label: string; value: number }[];
  accuracy: number;
  totalCount: number;
}
export interface LanguageHeatRow {
  language: string;
  points: { x: number; y: number; color: string }[];
}
export interface KnowledgeHeatRow {
  knowledgeType: string;
  points: { x: number; y: number; count: number; color: string }[];
}
export interface LevelCount {
  level: number;
  correct: number;
  incorrect: number;
  [key: string]: number;
}
export interface LevelAccuracy {
  level: number;
  accuracy: number;
  answers: number;
}
export interface TrickyWord {
  word: string;
  wrong: number;
  right: number;
  group: string;
}

export interface DayFigures {
  date: string;
  answers: number;
  correct: number;
  accuracy: number;
}

export interface GlobalFigures {
  questionCount?: number;
  answerCount?: number;
  donut?: Donut;
  heatmap?: LanguageHeatRow[];
  barChart?: LevelCount[];
  timeSeries?: DayFigures[];
}
export interface LanguageFigures {
  questionCount?: number;
  answerCount?: number;
  donut?: Donut;
  accuracyByLevel?: LevelAccuracy[];
  heatmap?: KnowledgeHeatRow[];
  trickyWords?: TrickyWord[];
  lebe?: { lebeScore: number; levelName: string | null };
}

/** A figure that failed to load is left undefined, so its panel says Data Not Found and the rest still show. */
async function settle<T>(load: Promise<T>): Promise<T | undefined> {
  try {
    return await load;
  } catch {
    return undefined;
  }
}

const base = '/api/dashboards';

export async function loadGlobal(): Promise<GlobalFigures> {
  const [q, a, donut, heat, bar, days] = await Promise.all([
    settle(api.get<{ questionCount: number }>(`${base}/globalstudentquestioncount`)),
    settle(api.get<{ answerCount: number }>(`${base}/globalstudentanswercount`)),
    settle(api.get<Donut>(`${base}/globalstudentoverallaccuracy`)),
    settle(api.get<{ heatmapData: LanguageHeatRow[] }>(`${base}/globalstudentheatmap`)),
    settle(api.get<{ barChartData: LevelCount[] }>(`${base}/globalstudentbarchart`)),
    settle(api.get<{ timeSeriesData: DayFigures[] }>(`${base}/globalstudenttimeseries`)),
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

export async function loadLanguage(language: string): Promise<LanguageFigures> {
  const q = `?language=${encodeURIComponent(language)}`;
  const [count, answers, donut, bar, tricky, heat, lebe] = await Promise.all([
    settle(api.get<{ questionCount: number }>(`${base}/languagestudentquestioncount${q}`)),
    settle(api.get<{ answerCount: number }>(`${base}/languagestudentanswercount${q}`)),
    settle(api.get<Donut>(`${base}/languagestudentoverallaccuracy${q}`)),
    settle(api.get<{ barChartData: LevelAccuracy[] }>(`${base}/languagestudentaccuracybarchart${q}`)),
    settle(api.get<{ trickyWords: TrickyWord[] }>(`${base}/languagestudenttrickywords${q}`)),
    settle(api.get<{ heatmapData: KnowledgeHeatRow[] }>(`${base}/languagestudentheatmap${q}`)),
    settle(api.get<{ lebeScore: number; levelName: string | null }>(`${base}/languagestudentlebescore${q}`)),
  ]);
  return {
    questionCount: count?.questionCount,
    answerCount: answers?.answerCount,
    donut,
    accuracyByLevel: bar?.barChartData,
    trickyWords: tricky?.trickyWords,
    heatmap: heat?.heatmapData,
    lebe,
  };
}

export const deleteAllData = () => api.del<{ message: string }>(`${base}/delete`);
