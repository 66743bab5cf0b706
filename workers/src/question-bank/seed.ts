import type { NewEvent } from '@lebe/domain';
import { importNewStreams, type EventStore } from '@lebe/store';
import { generateBank, type GeneratedQuestion } from './generate';

const batchSize = 2000;

/**
 * Puts the generated bank into the log as QuestionCreated events, one `question-<id>` stream each,
 * in batches. Streams that exist already are left alone, so seeding twice adds nothing.
 */
export async function seedBank(
  events: EventStore,
  onProgress: (done: number, created: number) => void = () => undefined,
): Promise<{ generated: number; created: number; position: number }> {
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
  for (const question of generateBank()) {
    generated++;
    batch.push(question);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return { generated, created, position };
}
