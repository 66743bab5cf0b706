import { AnswerRecorded, isEventOf, streams } from '@lebe/domain';
import type { EventStore, ReadStore } from '@lebe/store';
import { type RecentAnswersDoc, recentAnswersCollection, recentAnswersProjection } from './recent-answers.projection';
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

/**
 * The answer a request already recorded for this learner, if it is among their last ones: in the read model,
 * or in the log after the read model's checkpoint (a retry that reaches a restarted server before the
 * projectors applied the first try is told by the log, not counted twice).
 */
export async function answerReceipt(stores: { read: ReadStore; events: EventStore }, learner: string, request: string) {
  const checkpoint = await stores.read.checkpoint(recentAnswersProjection.name);
  const doc = await stores.read.get<RecentAnswersDoc>(recentAnswersCollection, learner);
  const kept = doc?.receipts?.find((r) => r.request === request)?.answer;
  return kept ?? (await unprojectedAnswer(stores.events, checkpoint, streams.learner(learner), request));
}

async function unprojectedAnswer(events: EventStore, after: number, stream: string, request: string) {
  for (let page = await events.readAll({ after, maxCount: 1000 }); page.length;) {
    const found = page.find(
      (e) => e.streamName === stream && e.metadata.correlationId === request && isEventOf(AnswerRecorded, e),
    );
    if (found && isEventOf(AnswerRecorded, found)) return found.data;
    page = await events.readAll({ after: page[page.length - 1].position, maxCount: 1000 });
  }
  return null;
}

/** A learner's practice round in a classroom at a level (null before their first answer there). */
export const practiceRound = (read: ReadStore, learner: string, classroom: string, level: number) =>
  read.get<RoundDoc>(practiceRoundsCollection, roundId(learner, classroom, level));
