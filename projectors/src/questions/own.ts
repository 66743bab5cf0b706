import { forbidden, notFound } from '@lebe/domain';
import type { EventStore } from '@lebe/store';
import type { QuestionDoc } from './question-bank.projection';
import { questionsFromLog } from './queries';

// Commands decide from the write side: a question its author has just created is theirs at once, whatever
// the read models have reached.

/** A question the caller wrote; only its author edits or deletes it. */
export async function ownQuestion(events: EventStore, id: string, user: { _id: string }): Promise<QuestionDoc> {
  const [doc] = await ownQuestionDocs(events, [id], user, 'Only the author of this question can change it');
  return doc;
}

/** Checks every id first, so a request naming one foreign or missing question writes nothing. */
export async function ownQuestions(events: EventStore, ids: string[], user: { _id: string }): Promise<string[]> {
  await ownQuestionDocs(events, ids, user, 'Only the author of a question can do this');
  return [...new Set(ids)];
}

/**
 * What a teacher may put in (or take out of) a classroom's list: their own questions and the bank's (no owner).
 * Every id is checked first, so a request naming one missing or another teacher's question writes nothing.
 */
export async function classroomCandidates(
  events: EventStore,
  ids: string[],
  user: { _id: string },
): Promise<QuestionDoc[]> {
  const docs = await questionDocs(events, ids);
  if (docs.some((doc) => doc.owner !== null && doc.owner !== user._id))
    throw forbidden("A classroom takes your own questions and the bank's, not another teacher's");
  return docs;
}

async function questionDocs(events: EventStore, ids: string[]): Promise<QuestionDoc[]> {
  const unique = [...new Set(ids)];
  const docs = await questionsFromLog(events, unique);
  if (docs.size < unique.length) throw notFound('Question');
  return unique.map((id) => docs.get(id)!);
}

async function ownQuestionDocs(events: EventStore, ids: string[], user: { _id: string }, refusal: string) {
  const docs = await questionDocs(events, ids);
  if (docs.some((doc) => doc.owner !== user._id)) throw forbidden(refusal);
  return docs;
}
