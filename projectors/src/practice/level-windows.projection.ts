import {
  countsInPractice,
  scoreWindow,
  streamId,
  windowAfter,
  type AnswerEvent,
  type ErasureEvent,
  type RegradeEvent,
} from '@lebe/domain';
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
  /** The log position of each result's answer, so a re-grade finds it (issue 26 item 6). */
  positions?: number[];
  [key: string]: unknown;
}

/** `language:<name>` or `classroom:<id>`. */
export type LevelScope = `language:${string}` | `classroom:${string}`;
export const levelWindowId = (learner: string, scope: LevelScope, level: number) => `${learner}:${scope}:${level}`;

export const levelWindowsProjection: DocumentProjection<AnswerEvent | RegradeEvent | ErasureEvent, LevelWindowDoc> = {
  kind: 'document',
  name: 'levelWindows',
  collection: { name: levelWindowsCollection, indexes: ['learner'] },
  handles: ['AnswerRecorded', 'AnswerRegraded', 'LearnerAnswersErased'],
  targets(event) {
    // A test's answers never move a practice level (issue 38).
    if (event.type === 'LearnerAnswersErased' || !countsInPractice(event.data)) return null;
    const { classroom, language, level } = event.data;
    const scope: LevelScope = classroom ? `classroom:${classroom}` : `language:${language}`;
    return levelWindowId(streamId(event.streamName), scope, level);
  },
  evolve(doc, event, id) {
    if (event.type === 'LearnerAnswersErased') return doc;
    if (event.type === 'AnswerRegraded') {
      // A re-graded answer still in the window counts with its new grade from now on.
      const i = doc?.positions?.indexOf(event.data.position) ?? -1;
      if (!doc || i < 0) return doc;
      return { ...doc, results: doc.results.map((r, j) => (j === i ? event.data.to.pointscore : r)) };
    }
    const { classroom, question, pointscore } = event.data;
    const learner = streamId(event.streamName);
    if (!classroom) {
      // Windows written before they kept positions keep none: a re-grade cannot find their answers.
      const results = windowAfter(doc?.results ?? [], pointscore);
      const kept = doc?.positions ?? (doc ? undefined : []);
      return {
        _id: id,
        learner,
        results,
        ...(kept ? { positions: [...kept, event.position].slice(-scoreWindow) } : {}),
      };
    }
    // A window written before it kept questions starts afresh: its results cannot be told apart.
    const questions = doc?.questions ?? [];
    const results = doc?.questions ? doc.results : [];
    const at = doc?.questions && doc.positions?.length === questions.length ? doc.positions : undefined;
    const kept = questions.map((q, i) => [q, results[i], at?.[i] ?? -1] as const).filter(([q]) => q !== question);
    const window = [...kept, [question, pointscore, event.position] as const].slice(-scoreWindow);
    return {
      _id: id,
      learner,
      results: window.map(([, r]) => r),
      questions: window.map(([q]) => q),
      ...(at || !doc?.questions ? { positions: window.map(([, , p]) => p) } : {}),
    };
  },
  purge: (event) => (event.type === 'LearnerAnswersErased' ? { field: 'learner', value: event.data.learner } : null),
};
