import {
  defaultPrior,
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
  /** The learner had this question in their notebook when answering: a notebook review (FSRS's ground). */
  notebook: boolean;
  /** The difficulty prior in force at this point of the log (the latest DifficultyPriorFitted, else the default). */
  prior: DifficultyPrior;
}

/**
 * Reads a whole event log in order and keeps what the efficacy models need: each answer with its question's
 * generator features as the ability read model takes them from the answer (answerFeatures), whether the
 * question was in the learner's notebook, and the difficulty prior recorded so far.
 */
export async function readTrace(events: EventStore): Promise<TracedAnswer[]> {
  const notebook = new Map<string, string>(); // entry id → `${user}\n${question}`
  const saved = new Set<string>();
  const answers: TracedAnswer[] = [];
  let prior = defaultPrior;
  const fold = (event: RecordedEvent) => {
    switch (event.type) {
      case 'NotebookEntrySaved': {
        const { entryId, user, entry } = event.data as { entryId: string; user: string; entry: { questionId: string } };
        notebook.set(entryId, `${user}\n${entry.questionId}`);
        saved.add(`${user}\n${entry.questionId}`);
        break;
      }
      case 'NotebookEntryDeleted': {
        const key = notebook.get(streamId(event.streamName));
        if (key) saved.delete(key);
        break;
      }
      case 'DifficultyPriorFitted':
        prior = event.data as DifficultyPrior;
        break;
      case 'AnswerRecorded': {
        const data = (event as unknown as RecordedEvent<'AnswerRecorded', AnswerEvent['data']>).data;
        const learner = streamId(event.streamName);
        const options = data.questionType === 'multiple_choice' ? multipleChoiceOptions : 0;
        answers.push({
          learner,
          language: data.language,
          question: data.question,
          features: answerFeatures(data),
          options,
          outcome: data.pointscore,
          skipped: data.skipped === true,
          time: Date.parse(event.metadata.time),
          notebook: saved.has(`${learner}\n${data.question}`),
          prior,
        });
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
  return answers;
}

/** The time before which answers train and warm the models up: the `quantile` of the answers' times. */
export function splitTime(answers: readonly TracedAnswer[], quantile = 0.8): number {
  const times = answers.map((a) => a.time).sort((a, b) => a - b);
  return times[Math.min(times.length - 1, Math.floor(times.length * quantile))];
}
