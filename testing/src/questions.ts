import { blankQuestion, newId, type QuestionFields } from '@lebe/domain';
import { importNewStreams } from '@lebe/store';
import type { TestServer } from './test-server';

/** Puts questions straight into the bank as generated ones, and waits until practice can serve them. */
export async function seedQuestions(server: TestServer, questions: Partial<QuestionFields>[]): Promise<string[]> {
  const ids = questions.map(() => newId());
  const metadata = { actor: null, correlationId: 'test-seed', time: new Date().toISOString(), schemaVersion: 1 };
  const { position } = await importNewStreams(
    server.runtime.deps.events,
    questions.map((q, i) => ({
      stream: `question-${ids[i]}`,
      events: [
        {
          type: 'QuestionCreated',
          data: { questionId: ids[i], fields: { ...blankQuestion, ...q }, origin: 'generated', owner: null },
          metadata,
        },
      ],
    })),
  );
  await server.runtime.deps.freshness.awaitPosition(position);
  return ids;
}

export const multipleChoice = (
  question: string,
  correct: string,
  others: string[],
  extra: Partial<QuestionFields> = {},
): Partial<QuestionFields> => ({
  question,
  answers: [{ text: correct, isCorrect: true }, ...others.map((text) => ({ text, isCorrect: false }))],
  questionType: 'multiple_choice',
  ...extra,
});
