import {
  countsInPractice,
  notebookEntryId,
  streamId,
  targetLanguages,
  type AnswerEvent,
  type ErasureEvent,
  type FsrsEvent,
  type FsrsScope,
  type NotebookEntryFields,
  type NotebookEvent,
} from '@lebe/domain';
import type { GroupProjection, Recorded } from '../runtime';
import { dueKey, newReview, review, type ReviewState } from './review-schedule';

/** The read model's collection name. */
export const notebooksCollection = 'notebooks';

export interface NotebookDoc extends NotebookEntryFields {
  _id: string;
  user: string;
  review: ReviewState;
  /** When notebook practice should bring it back (see review-schedule.ts). */
  dueKey: string;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

/**
 * A learner's FSRS scheduling in one language, kept beside their entries (`fsrs:<user>:<language>`; it has
 * no `user` field, so no learner's list ever shows it): the weights the nightly fit adopted, which every
 * later review of their entries in that language is scheduled with, and what the fit needs to know (the
 * entries ever saved, so deleted ones' reviews are found in the log too; the reviews since the last fit).
 */
export interface FsrsLearnerDoc {
  _id: string;
  kind: 'fsrs';
  learner: string;
  language: string;
  /** Ids of every notebook entry of this language the learner ever saved. */
  entries: string[];
  /** Answers that reviewed one of their entries (as the fit counts them: see notebookReviewsFromLog). */
  reviews: number;
  /** Reviews since the last fit (0 when none came since): what the nightly job looks for. */
  pending: number;
  /** The adopted weights (absent: ts-fsrs's defaults) and where they came from. */
  parameters?: number[];
  scope?: FsrsScope;
  lastFit?: { at: string; adopted: boolean; logLoss: { current: number | null; fitted: number | null } };
  [key: string]: unknown;
}

export const fsrsLearnerDocId = (user: string, language: string) => `fsrs:${user}:${language}`;

type Handled = NotebookEvent | AnswerEvent | FsrsEvent | ErasureEvent;
/** An erasure meets the learner's document of every language, each under its language's name. */
type Role = 'entry' | 'learner' | (typeof targetLanguages)[number];
type Doc = NotebookDoc | FsrsLearnerDoc;

/**
 * An answer reviews the learner's entry for that question, if there is one (its id is derived from both),
 * with the learner's weights for the language; a fit's adopted weights go to the learner's document.
 */
function targets(event: Recorded<Handled>): Partial<Record<Role, string>> {
  switch (event.type) {
    case 'AnswerRecorded': {
      // A test's answer reviews nothing: its grade would show in the entry's next due date (issue 38).
      if (!countsInPractice(event.data)) return {};
      const user = streamId(event.streamName);
      return {
        entry: notebookEntryId(user, event.data.question),
        learner: fsrsLearnerDocId(user, event.data.language),
      };
    }
    case 'NotebookEntrySaved':
      return {
        entry: streamId(event.streamName),
        learner: fsrsLearnerDocId(event.data.user, event.data.entry.targetLanguage),
      };
    case 'FsrsParametersFitted':
      return { learner: fsrsLearnerDocId(event.data.user, event.data.language) };
    case 'LearnerAnswersErased': {
      const user = event.data.learner;
      return Object.fromEntries(targetLanguages.map((language) => [language, fsrsLearnerDocId(user, language)]));
    }
    default:
      return { entry: streamId(event.streamName) };
  }
}

function learnerOf(doc: Doc | null | undefined, user: string, language: string): FsrsLearnerDoc {
  if (doc) return doc as FsrsLearnerDoc;
  return {
    _id: fsrsLearnerDocId(user, language),
    kind: 'fsrs',
    learner: user,
    language,
    entries: [],
    reviews: 0,
    pending: 0,
  };
}

export const notebookProjection: GroupProjection<Handled, Doc, Role> = {
  kind: 'group',
  name: 'notebook',
  collection: {
    name: notebooksCollection,
    indexes: [
      ['user', 'createdAt'],
      ['user', 'level', 'dueKey'],
      ['user', 'dueKey'],
      'questionId',
      'targetLanguage',
      'questionType',
      'textType',
      'userLanguage',
      'level',
      // The learners' FSRS documents: the nightly fit's queries.
      'pending',
      ['language', 'reviews'],
    ],
    text: ['question', 'note', 'hint', 'collectionName', 'category'],
  },
  handles: [
    'NotebookEntrySaved',
    'NotebookEntryEdited',
    'NotebookEntryDeleted',
    'AnswerRecorded',
    'FsrsParametersFitted',
    'LearnerAnswersErased',
  ],
  targets,
  evolve(docs, event) {
    const time = event.metadata.time;
    const doc = (docs.entry ?? null) as NotebookDoc | null;
    switch (event.type) {
      case 'AnswerRecorded': {
        if (!doc) return {}; // the answered question is not in this learner's notebook
        const learner = learnerOf(docs.learner, streamId(event.streamName), event.data.language);
        const next = review(doc.review, event.data.pointscore, time, learner.parameters);
        return {
          entry: { ...doc, review: next, dueKey: dueKey(next, doc.priority) },
          learner: { ...learner, reviews: learner.reviews + 1, pending: learner.pending + 1 },
        };
      }
      case 'NotebookEntrySaved': {
        const first = newReview(time);
        const { entry, user } = event.data;
        const learner = learnerOf(docs.learner, user, entry.targetLanguage);
        const id = streamId(event.streamName);
        return {
          entry: {
            ...entry,
            _id: id,
            user,
            review: first,
            dueKey: dueKey(first, entry.priority),
            createdAt: time,
            updatedAt: time,
          },
          learner: learner.entries.includes(id) ? learner : { ...learner, entries: [...learner.entries, id] },
        };
      }
      case 'NotebookEntryEdited': {
        if (!doc) return { entry: null };
        const next = { ...doc, ...event.data.changes, updatedAt: time };
        return { entry: { ...next, dueKey: dueKey(next.review, next.priority) } };
      }
      case 'NotebookEntryDeleted':
        return { entry: null };
      case 'FsrsParametersFitted': {
        const { user, language, adopted, parameters, scope, reviews, logLoss } = event.data;
        const learner = learnerOf(docs.learner, user, language);
        return {
          learner: {
            ...learner,
            pending: Math.max(0, learner.reviews - reviews),
            ...(adopted ? { parameters, scope } : {}),
            lastFit: { at: time, adopted, logLoss },
          },
        };
      }
      case 'LearnerAnswersErased': {
        // The answers are gone from the log, so are their reviews: the count starts again (the adopted
        // weights stay, as the entries' schedules do), and the next fit waits for new reviews.
        const next: Partial<Record<Role, Doc>> = {};
        for (const language of targetLanguages) {
          const learner = docs[language] as FsrsLearnerDoc | null | undefined;
          if (learner) next[language] = { ...learner, reviews: 0, pending: 0 };
        }
        return next;
      }
      default: {
        const _unhandled: never = event;
        return {};
      }
    }
  },
};
