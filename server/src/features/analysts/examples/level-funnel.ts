import type { RecordedEvent } from '@lebe/domain';
import type { Doc } from '@lebe/store';
import type { Projection } from '../../../platform/projections/projection';

/**
 * Worked example 2 (docs/analysts/level-funnel.md): the level-progression funnel. For each language and
 * level, how many learners ever reached it, and the share of those at the level below who went on.
 * `npm run events -- replay projectors/src/analysts/examples/level-funnel.ts --out funnel.sqlite`
 *
 * LevelReached only ever rises for a learner, but a learner who cleared their levels climbs again: a
 * per-learner marker keeps their highest level so that nobody is counted twice at a step.
 */
export interface FunnelDoc extends Doc {
  _id: string;
  kind: 'step' | 'learner';
  language: string;
  /** step: the level; learner: their highest level so far. */
  level: number;
  /** step only: learners who reached this level. */
  learners?: number;
}

type Reached = { language: string; level: number };
const reached = (e: RecordedEvent) => e.data as Reached;
const learnerOf = (e: RecordedEvent) => e.streamName.slice('user-'.length);
const markerId = (e: RecordedEvent) => `learner:${reached(e).language}:${learnerOf(e)}`;
const stepId = (language: string, level: number) => `step:${language}:${String(level).padStart(2, '0')}`;

export const levelFunnel: Projection<FunnelDoc> = {
  name: 'analystLevelFunnel',
  collection: { name: 'level_funnel', indexes: [['kind', 'language', 'level']] },
  canHandle: ['LevelReached'],
  // Every step up to the level reached: those the learner had not reached before are counted.
  documentIds: (e) => [
    markerId(e),
    ...Array.from({ length: reached(e).level }, (_, i) => stepId(reached(e).language, i + 1)),
  ],
  evolve: () => {
    throw new Error('levelFunnel uses evolveAll');
  },
  evolveAll(docs, e) {
    const { language, level } = reached(e);
    const marker = docs[markerId(e)];
    const before = marker?.level ?? 0;
    if (level <= before) return {};
    const next: Record<string, FunnelDoc | null> = {
      [markerId(e)]: { _id: markerId(e), kind: 'learner', language, level },
    };
    for (let l = before + 1; l <= level; l++) {
      const id = stepId(language, l);
      next[id] = { _id: id, kind: 'step', language, level: l, learners: (docs[id]?.learners ?? 0) + 1 };
    }
    return next;
  },
};
