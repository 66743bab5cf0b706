import { forbidden, notFound } from '@lebe/domain';
import type { ReadStore } from '@lebe/store';
import { loadQuestion, type QuestionDoc, questionsCollection } from '../questions';

/** A question the caller wrote; only its author edits or deletes it. */
export async function ownQuestion(read: ReadStore, id: string, user: { _id: string }): Promise<QuestionDoc> {
  const doc = await loadQuestion(read, id);
  if (doc.owner !== user._id) throw forbidden('Only the author of this question can change it');
  return doc;
}

/** Checks every id first, so a request naming one foreign or missing question writes nothing. */
export async function ownQuestions(read: ReadStore, ids: string[], user: { _id: string }): Promise<string[]> {
  const unique = [...new Set(ids)];
  const docs = await read.getMany<QuestionDoc>(questionsCollection, unique);
  if (unique.some((id) => !docs.has(id))) throw notFound('Question');
  if (unique.some((id) => docs.get(id)!.owner !== user._id))
    throw forbidden('Only the author of a question can do this');
  return unique;
}
