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
    const results = [...(doc?.results ?? []), event.data.pointscore].slice(-scoreWindow);
    return { _id: id, learner: streamId(event.streamName), results };
  },
  purge: (event) => (event.type === 'LearnerAnswersErased' ? { field: 'learner', value: event.data.learner } : null),
};
