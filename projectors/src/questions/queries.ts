import { notFound, streams, type QuestionResponse } from '@lebe/domain';
import type { EventStore, ReadStore } from '@lebe/store';
import { documentFromLog, latestDocumentFromLog } from '../runtime';
import { type QuestionDoc, questionBankProjection, questionsCollection } from './question-bank.projection';

export async function loadQuestion(read: ReadStore, id: string): Promise<QuestionDoc> {
  const doc = await read.get<QuestionDoc>(questionsCollection, id);
  if (!doc) throw notFound('Question');
  return doc;
}

/** The question as the API shows it (SPEC §3 Question): its fields, id and last editor, nothing of how it is served or whose it is. */
export function publicQuestion(doc: QuestionDoc): QuestionResponse {
  const { _id, question, answers, category, level, weight, fullQuestion, questionType, userLanguage } = doc;
  const { targetLanguage, isFlagged, citation, textType, knowledgeType, user, glossary } = doc;
  return {
    _id,
    question,
    answers,
    category,
    level,
    weight,
    fullQuestion,
    questionType,
    userLanguage,
    targetLanguage,
    isFlagged,
    citation,
    textType,
    knowledgeType,
    user,
    ...(glossary ? { glossary } : {}),
  };
}

/** The question as its stream holds it now: what a write answers with (see documentFromLog). */
export async function questionFromLog(events: EventStore, id: string, upTo?: number): Promise<QuestionDoc> {
  const stream = streams.question(id);
  const doc =
    upTo === undefined
      ? await latestDocumentFromLog(events, questionBankProjection, stream, id)
      : await documentFromLog(events, questionBankProjection, stream, id, upTo);
  if (!doc) throw notFound('Question');
  return doc;
}

/** Questions as their streams hold them now, by id (a missing or deleted one is absent): what a write answers with. */
export async function questionsFromLog(events: EventStore, ids: readonly string[]): Promise<Map<string, QuestionDoc>> {
  const unique = [...new Set(ids)];
  const docs = await Promise.all(
    unique.map((id) => documentFromLog(events, questionBankProjection, streams.question(id), id)),
  );
  return new Map(docs.flatMap((doc, i) => (doc ? [[unique[i], doc] as const] : [])));
}
