import { z } from 'zod';
import { targetLanguageSchema } from '../languages';

/** HTTP contracts of the dashboards (SPEC §7 Dashboards; each formula is written out in README, "Dashboards"). */

export const languageQuery = z.object({
  language: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), targetLanguageSchema),
});
export const classroomFigureQuery = z.object({ id: z.string().min(1, 'id (the classroom) is required').max(64) });

export const questionCountResponse = z.object({ questionCount: z.number(), vocabCount: z.number().optional() });
export const answerCountResponse = z.object({ answerCount: z.number() });
export const donutResponse = z.object({
  donutData: z.array(z.object({ label: z.string(), value: z.number() })),
  accuracy: z.number(),
  totalCount: z.number(),
});
export type Donut = z.infer<typeof donutResponse>;

const languageHeatRow = z.object({
  language: z.string(),
  points: z.array(z.object({ x: z.number(), y: z.number(), color: z.string() })),
});
export type LanguageHeatRow = z.infer<typeof languageHeatRow>;
export const languageHeatmapResponse = z.object({ heatmapData: z.array(languageHeatRow) });

const knowledgeHeatRow = z.object({
  knowledgeType: z.string(),
  points: z.array(z.object({ x: z.number(), y: z.number(), count: z.number(), color: z.string() })),
});
export type KnowledgeHeatRow = z.infer<typeof knowledgeHeatRow>;
export const knowledgeHeatmapResponse = z.object({ heatmapData: z.array(knowledgeHeatRow) });

const levelCount = z.object({ level: z.number(), correct: z.number(), incorrect: z.number() });
export type LevelCount = z.infer<typeof levelCount>;
export const levelCountsResponse = z.object({ barChartData: z.array(levelCount) });

const levelAccuracy = z.object({ level: z.number(), accuracy: z.number(), answers: z.number() });
export type LevelAccuracy = z.infer<typeof levelAccuracy>;
export const levelAccuracyResponse = z.object({ barChartData: z.array(levelAccuracy) });

const dayFigures = z.object({ date: z.string(), answers: z.number(), correct: z.number(), accuracy: z.number() });
export type DayFigures = z.infer<typeof dayFigures>;
export const timeSeriesResponse = z.object({ timeSeriesData: z.array(dayFigures) });

const trickyWord = z.object({ word: z.string(), wrong: z.number(), right: z.number(), group: z.string() });
export type TrickyWord = z.infer<typeof trickyWord>;
export const trickyWordsResponse = z.object({ trickyWords: z.array(trickyWord) });

export const lebeScoreResponse = z.object({ lebeScore: z.number(), levelName: z.string().nullable() });
export type LebeScore = z.infer<typeof lebeScoreResponse>;

const meanScorePoint = z.object({ x: z.number(), y: z.number() });
export const meanScoreResponse = z.object({
  meanScoreData: z.array(meanScorePoint),
  barChartData: z.array(meanScorePoint),
});

/** The days in a row, up to today, on which the learner answered at least once (a read model, never counted in the browser). */
export const streakResponse = z.object({ streak: z.number().int(), longest: z.number().int(), today: z.boolean() });
export type Streak = z.infer<typeof streakResponse>;

export const erasedResponse = z.object({ message: z.string(), answersRemoved: z.number().int() });
