import { publicQuestion, type QuestionDoc } from '@lebe/projectors/questions';
import { JsonBytes } from '../../platform/http/route';

/** The served bytes of drawn questions: the draw hands out the same documents from memory many times over. */
const servedBytes = new WeakMap<QuestionDoc, JsonBytes>();

/** publicQuestion(doc) as JSON bytes, serialised once per document object (a changed question is a new object). */
export function publicQuestionBytes(doc: QuestionDoc): JsonBytes {
  let bytes = servedBytes.get(doc);
  if (!bytes) servedBytes.set(doc, (bytes = JsonBytes.of(publicQuestion(doc))));
  return bytes;
}
