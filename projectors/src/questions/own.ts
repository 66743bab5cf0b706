import { forbidden, notFound, streams } from '@lebe/domain';
import type { EventStore } from '@lebe/store';
import { documentFromLog } from '../runtime';
import { type QuestionDoc, questionBankProjection } from './question-bank.projection';

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

async function ownQuestionDocs(events: EventStore, ids: string[], user: { _id: string }, refusal: string) {
  const unique = [...new Set(ids)];
  const docs = await Promise.all(
    unique.map((id) => documentFromLog(events, questionBankProjection, streams.question(id), id)),
  );
  if (docs.some((doc) => !doc)) throw notFound('Question');
  if (docs.some((doc) => doc!.owner !== user._id)) throw forbidden(refusal);
  return docs as QuestionDoc[];
}
