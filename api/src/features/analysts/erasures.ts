import { streamCategory, type RecordedEvent } from '@lebe/domain';
import type { EventStore } from '@lebe/store';

/** Events derived from a learner's answers, which an erasure takes with it (besides the answers themselves). */
const derivedFromAnswers = new Set(['LevelReached', 'CustomLevelReached']);

/**
 * Learners who erased their dashboard data, with the log position of their (latest) erasure. The erasure
 * removes their answer stream from the log already; this is the second line: whatever of theirs still
 * precedes the erasure (answers on a store that erases lazily, levels reached from those answers) is
 * never exported. Holds one entry per erasure, not per event, so memory stays flat.
 */
export class Erasures {
  private readonly erasedAt = new Map<string, number>();

  static async scan(events: EventStore, pageSize = 5000): Promise<Erasures> {
    const erasures = new Erasures();
    for (let after = 0; ;) {
      const page = await events.readAll({ after, maxCount: pageSize });
      if (page.length === 0) return erasures;
      for (const e of page) erasures.observe(e);
      after = page[page.length - 1].position;
    }
  }

  observe(event: RecordedEvent) {
    if (event.type !== 'LearnerAnswersErased') return;
    const learner = (event.data as { learner: string }).learner;
    this.erasedAt.set(learner, Math.max(this.erasedAt.get(learner) ?? 0, event.position));
  }

  get size() {
    return this.erasedAt.size;
  }

  /** True if the event is erased data: it must not leave the log in any export. */
  hides(event: RecordedEvent): boolean {
    if (this.erasedAt.size === 0) return false;
    const category = streamCategory(event.streamName);
    const owner = event.streamName.slice(category.length + 1);
    const erased = this.erasedAt.get(owner);
    if (erased === undefined || event.position > erased) return false;
    return category === 'learner' || (category === 'user' && derivedFromAnswers.has(event.type));
  }
}
