import { scoreWindow, streamId, type AnswerEvent, type ErasureEvent } from '@lebe/domain';
import type { DocumentProjection } from '../runtime';

/** The read model's collection name. */
export const levelWindowsCollection = 'level_windows';

/**
 * The last five results of a learner at each level of each language (and each classroom): the evidence
 * the server levels up on (SPEC §4: five of five correct at a level earns the next). Never the client's say.
 */
export interface LevelWindowDoc {
  _id: string;
  learner: string;
  results: number[];
  /** Classroom scope: the question of each result. A question answered again replaces its earlier result,
   * so five of five correct means five distinct questions (issue 26: not one item five times). */
  questions?: string[];
  [key: string]: unknown;
}

/** `language:<name>` or `classroom:<id>`. */
export type LevelScope = `language:${string}` | `classroom:${string}`;
export const levelWindowId = (learner: string, scope: LevelScope, level: number) => `${learner}:${scope}:${level}`;

export const levelWindowsProjection: DocumentProjection<AnswerEvent | ErasureEvent, LevelWindowDoc> = {
  kind: 'document',
  name: 'levelWindows',
  collection: { name: levelWindowsCollection, indexes: ['learner'] },
  handles: ['AnswerRecorded', 'LearnerAnswersErased'],
  targets(event) {
    if (event.type !== 'AnswerRecorded') return null;
    const { classroom, language, level } = event.data;
    const scope: LevelScope = classroom ? `classroom:${classroom}` : `language:${language}`;
    return levelWindowId(streamId(event.streamName), scope, level);
  },
  evolve(doc, event, id) {
    if (event.type !== 'AnswerRecorded') return doc;
    const { classroom, question, pointscore } = event.data;
    const learner = streamId(event.streamName);
    if (!classroom) return { _id: id, learner, results: [...(doc?.results ?? []), pointscore].slice(-scoreWindow) };
    // A window written before it kept questions starts afresh: its results cannot be told apart.
    const questions = doc?.questions ?? [];
    const results = doc?.questions ? doc.results : [];
    const kept = questions.map((q, i) => [q, results[i]] as const).filter(([q]) => q !== question);
    const window = [...kept, [question, pointscore] as const].slice(-scoreWindow);
    return { _id: id, learner, results: window.map(([, r]) => r), questions: window.map(([q]) => q) };
  },
  purge: (event) => (event.type === 'LearnerAnswersErased' ? { field: 'learner', value: event.data.learner } : null),
};
