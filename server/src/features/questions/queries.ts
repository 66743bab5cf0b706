import { notFound, type QuestionResponse } from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { JsonBytes } from '../../platform/http/route';
import type { QuestionDoc } from './question-bank.projection';

export async function loadQuestion(deps: AppDeps, id: string): Promise<QuestionDoc> {
  const doc = await deps.read.get<QuestionDoc>('questions', id);
  if (!doc) throw notFound('Question');
  return doc;
}

/** The question as the API shows it (SPEC §3 Question): its fields, id and last editor, nothing of how it is served or whose it is. */
export function publicQuestion(doc: QuestionDoc): QuestionResponse {
  const { _id, question, answers, category, level, weight, fullQuestion, questionType, userLanguage } = doc;
  const { targetLanguage, isFlagged, citation, textType, knowledgeType, user } = doc;
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
  };
}

/** The served bytes of drawn questions: the draw hands out the same documents from memory many times over. */
const servedBytes = new WeakMap<QuestionDoc, JsonBytes>();

/** publicQuestion(doc) as JSON bytes, serialised once per document object (a changed question is a new object). */
export function publicQuestionBytes(doc: QuestionDoc): JsonBytes {
  let bytes = servedBytes.get(doc);
  if (!bytes) servedBytes.set(doc, (bytes = JsonBytes.of(publicQuestion(doc))));
  return bytes;
}
