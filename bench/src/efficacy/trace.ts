import {
  defaultPrior,
  notebookEntryId,
  notebookReviewsFromLog,
  notebookReviewsKey,
  streamId,
  type AnswerEvent,
  type DifficultyPrior,
  type ItemFeatures,
  type RecordedEvent,
} from '@lebe/domain';
import { answerFeatures, multipleChoiceOptions } from '@lebe/projectors/ability';
import type { EventStore } from '@lebe/store';

/** One answer of the log as the replay's models see it. */
export interface TracedAnswer {
  learner: string;
  language: string;
  question: string;
  features: ItemFeatures;
  /** Choices offered: 1/options is the guessing floor of a multiple-choice question. */
  options: number;
  /** The credit in [0, 1] (the pointscore); a skip is 0 and flagged. */
  outcome: number;
  /** A skip (the answer's `skipped` flag): the spec's score list counts it 0, the ability models take nothing from it. */
  skipped: boolean;
  /** Milliseconds since the epoch (the event's time). */
  time: number;
  /**
   * The notebook card this answer reviews, as the notebook and the nightly fit count reviews (domain's
   * notebookReviewsFromLog: the question was in the learner's notebook; an entry saved again is a new card);
   * null when it reviews none. FSRS's ground.
   */
  card: string | null;
  /** The difficulty prior in force at this point of the log (the latest DifficultyPriorFitted, else the default). */
  prior: DifficultyPrior;
  /**
   * Placement tests the learner completed in the language since their previous answer there (PlacementCompleted,
   * in log order): the ability model folds each into the learner's estimate before this answer, as the read model does.
   */
  placements?: { theta: number; se: number }[];
}

/** What notebookReviewsFromLog reads of an event, kept while the log is read. */
type NotebookLogEvent = Parameters<typeof notebookReviewsFromLog>[0] extends Iterable<infer E> ? E : never;

/**
 * Reads a whole event log in order and keeps what the efficacy models need: each answer with its question's
 * generator features as the ability read model takes them from the answer (answerFeatures), the notebook card
 * it reviews, and the difficulty prior recorded so far.
 */
export async function readTrace(events: EventStore): Promise<TracedAnswer[]> {
  const notebookLog: NotebookLogEvent[] = [];
  const answers: TracedAnswer[] = [];
  let prior = defaultPrior;
  const placed = new Map<string, { theta: number; se: number }[]>();
  const fold = (event: RecordedEvent) => {
    switch (event.type) {
      case 'PlacementCompleted': {
        const { user, language, theta, se } = event.data as {
          user: string;
          language: string;
          theta: number;
          se: number;
        };
        const key = `${user}\n${language}`;
        placed.set(key, [...(placed.get(key) ?? []), { theta, se }]);
        break;
      }
      case 'NotebookEntrySaved':
      case 'NotebookEntryDeleted':
        notebookLog.push({ type: event.type, streamName: event.streamName, data: null, metadata: event.metadata });
        break;
      case 'DifficultyPriorFitted':
        prior = event.data as DifficultyPrior;
        break;
      case 'AnswerRecorded': {
        const data = (event as unknown as RecordedEvent<'AnswerRecorded', AnswerEvent['data']>).data;
        const learner = streamId(event.streamName);
        const options = data.questionType === 'multiple_choice' ? multipleChoiceOptions : 0;
        notebookLog.push({
          type: event.type,
          streamName: event.streamName,
          data: { question: data.question, pointscore: data.pointscore, language: data.language },
          metadata: event.metadata,
        });
        answers.push({
          learner,
          language: data.language,
          question: data.question,
          features: answerFeatures(data),
          options,
          outcome: data.pointscore,
          skipped: data.skipped === true,
          time: Date.parse(event.metadata.time),
          card: null,
          prior,
        });
        const key = `${learner}\n${data.language}`;
        if (placed.has(key)) {
          answers[answers.length - 1].placements = placed.get(key);
          placed.delete(key);
        }
        break;
      }
    }
  };
  for (let after = 0; ;) {
    const batch = await events.readAll({ after, maxCount: 5000 });
    if (batch.length === 0) break;
    for (const event of batch) fold(event);
    after = batch[batch.length - 1].position;
  }
  // Each review found by domain's reading is given to its answer: same learner, same entry, same time.
  const reviews = notebookReviewsFromLog(notebookLog);
  const cards = new Map<string, string>();
  for (const { user, reviews: list } of reviews.values())
    for (const r of list) cards.set(`${user}\n${r.card.split('.')[0]}\n${Date.parse(String(r.time))}`, r.card);
  for (const a of answers)
    if (reviews.has(notebookReviewsKey(a.learner, a.language)))
      a.card = cards.get(`${a.learner}\n${notebookEntryId(a.learner, a.question)}\n${a.time}`) ?? null;
  return answers;
}

/** The time before which answers train and warm the models up: the `quantile` of the answers' times. */
export function splitTime(answers: readonly TracedAnswer[], quantile = 0.8): number {
  const times = answers.map((a) => a.time).sort((a, b) => a - b);
  return times[Math.min(times.length - 1, Math.floor(times.length * quantile))];
}
