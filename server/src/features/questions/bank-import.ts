import type { NewEvent } from '@lebe/domain';
import { importNewStreams, type EventStore } from '@lebe/store';
import { generateBank, type BankOptions, type BankTarget, type GeneratedQuestion } from '@lebe/question-bank';

const batchSize = 2000;

export type BankProgress = (generated: number, created: number) => void;
export interface BankResult {
  generated: number;
  created: number;
  /** The log position reached (0 when nothing was appended). */
  position: number;
}

/**
 * Puts the generated bank into the log as QuestionCreated events, one `question-<id>` stream each,
 * in batches. Streams that exist already are left alone, so running it twice adds nothing, and the
 * full bank only adds what the seed bank did not have.
 */
export async function generateQuestionBank(
  events: EventStore,
  options: BankOptions = {},
  onProgress: BankProgress = () => undefined,
): Promise<BankResult> {
  let batch: GeneratedQuestion[] = [];
  let generated = 0;
  let created = 0;
  let position = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const time = new Date().toISOString();
    const result = await importNewStreams(
      events,
      batch.map((q) => ({
        stream: `question-${q.id}`,
        events: [
          {
            type: 'QuestionCreated',
            data: { questionId: q.id, fields: q.fields, origin: 'generated', owner: null },
            metadata: { actor: null, correlationId: 'question-bank', time, schemaVersion: 1 },
          } as NewEvent,
        ],
      })),
    );
    created += result.created;
    position = Math.max(position, result.position);
    batch = [];
    onProgress(generated, created);
  };
  for (const question of generateBank(options)) {
    generated++;
    batch.push(question);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return { generated, created, position };
}

/** The first-start bank (`target: 'seed'`, tens of thousands of questions in every language and level). */
export function seedBank(
  events: EventStore,
  options: { target?: BankTarget; onProgress?: BankProgress } | BankProgress = {},
): Promise<BankResult> {
  const { target = 'seed', onProgress } = typeof options === 'function' ? { onProgress: options } : options;
  return generateQuestionBank(events, { target }, onProgress);
}
