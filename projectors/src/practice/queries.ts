import type { ReadStore } from '@lebe/store';
import { type RecentAnswersDoc, recentAnswersCollection } from './recent-answers.projection';
import {
  levelWindowId,
  type LevelScope,
  type LevelWindowDoc,
  levelWindowsCollection,
} from './level-windows.projection';
import { practiceRoundsCollection, roundId, type RoundDoc } from './rounds.projection';

/** The questions a learner answered last (practice avoids serving them again too soon). */
export async function recentAnswers(read: ReadStore, learner: string): Promise<Set<string>> {
  return new Set((await read.get<RecentAnswersDoc>(recentAnswersCollection, learner))?.questions ?? []);
}

/** The last results at each of `levels` in a scope: what `earnedLevel` weighs. */
export async function levelWindows(read: ReadStore, learner: string, scope: LevelScope, levels: number[]) {
  const ids = levels.map((level) => levelWindowId(learner, scope, level));
  const docs = await read.getMany<LevelWindowDoc>(levelWindowsCollection, ids);
  return Object.fromEntries(levels.map((level, i) => [level, docs.get(ids[i])?.results ?? []]));
}

/** The answer a request already recorded for this learner, if it is among their last ones. */
export async function answerReceipt(read: ReadStore, learner: string, request: string) {
  const doc = await read.get<RecentAnswersDoc>(recentAnswersCollection, learner);
  return doc?.receipts?.find((r) => r.request === request)?.answer ?? null;
}

/** A learner's practice round in a classroom at a level (null before their first answer there). */
export const practiceRound = (read: ReadStore, learner: string, classroom: string, level: number) =>
  read.get<RoundDoc>(practiceRoundsCollection, roundId(learner, classroom, level));
