import { AnswerRecorded, isEventOf, streams } from '@lebe/domain';
import type { EventStore, ReadStore } from '@lebe/store';
import { type RecentAnswersDoc, recentAnswersCollection } from './recent-answers.projection';
import { documentsFromLog } from '../runtime';
import {
  levelWindowsProjection,
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
 * As levelWindows, folded from the learner's stream (their answers and re-grades): what a level claim decides
 * from, so an answer the read model has not applied yet counts (one read of the stream, as long as it is).
 */
export async function levelWindowsFromLog(events: EventStore, learner: string, scope: LevelScope, levels: number[]) {
  const ids = levels.map((level) => levelWindowId(learner, scope, level));
  const docs = await documentsFromLog(events, levelWindowsProjection, streams.learner(learner), ids);
  return Object.fromEntries(levels.map((level, i) => [level, docs.get(ids[i])?.results ?? []]));
}

/**
 * The answer a request already recorded for this learner, if it is among their last ones: in the read model,
 * or among the answers of their stream it has not applied yet (a retry that comes before the projection
 * applied the first try, even to a restarted server, is told by the log, not counted twice).
 */
export async function answerReceipt(stores: { read: ReadStore; events: EventStore }, learner: string, request: string) {
  const doc = await stores.read.get<RecentAnswersDoc>(recentAnswersCollection, learner);
  const stream = streams.learner(learner);
  const receipt = doc?.receipts?.find((r) => r.request === request);
  const kept = receipt?.answer ?? (receipt ? await answerAt(stores.events, stream, receipt.revision, request) : null);
  return kept ?? (await unappliedAnswer(stores.events, stream, doc?.last, request));
}

/** The answer the request recorded at `revision` of the stream (null if the stream was erased since). */
async function answerAt(events: EventStore, stream: string, revision: number | undefined, request: string) {
  if (revision === undefined) return null;
  const [e] = await events.readStream(stream, { fromRevision: revision, maxCount: 1 });
  return e?.metadata.correlationId === request && isEventOf(AnswerRecorded, e) ? e.data : null;
}

/** The stream's answers after the last one the read model applied (all of them when it applied none). */
async function unappliedAnswer(events: EventStore, stream: string, last: RecentAnswersDoc['last'], request: string) {
  let from = last ? last.revision + 1 : 0;
  if (from > 0) {
    // Erased and written anew since (its first event is newer than the last applied): read from its start.
    const [first] = await events.readStream(stream, { maxCount: 1 });
    if (first && first.position > last!.position) from = 0;
  }
  const found = (await events.readStream(stream, { fromRevision: from })).find(
    (e) => e.metadata.correlationId === request && isEventOf(AnswerRecorded, e),
  );
  return found && isEventOf(AnswerRecorded, found) ? found.data : null;
}

/** A learner's practice round in a classroom at a level (null before their first answer there). */
export const practiceRound = (read: ReadStore, learner: string, classroom: string, level: number) =>
  read.get<RoundDoc>(practiceRoundsCollection, roundId(learner, classroom, level));
