import type { UserEvent } from '@lebe/domain';
import type { Doc } from '@lebe/store';
import type { GroupProjection, Recorded } from '@lebe/projectors/runtime';

/**
 * Worked example 2 (docs/analysts/level-funnel.md): the level-progression funnel. For each language and
 * level, how many learners ever reached it, and the share of those at the level below who went on.
 * `npm run events -- replay api/src/features/analysts/examples/level-funnel.ts --out funnel.sqlite`
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

type Reached = Extract<UserEvent, { type: 'LevelReached' }>;
const learnerOf = (e: Recorded<Reached>) => e.streamName.slice('user-'.length);
const stepId = (language: string, level: number) => `step:${language}:${String(level).padStart(2, '0')}`;
/** Roles: the learner's marker, and `1`, `2`, ... for the steps up to the level reached. */
type Role = string;

export const levelFunnel: GroupProjection<Reached, FunnelDoc, Role> = {
  kind: 'group',
  name: 'analystLevelFunnel',
  collection: { name: 'level_funnel', indexes: [['kind', 'language', 'level']] },
  handles: ['LevelReached'],
  // Every step up to the level reached: those the learner had not reached before are counted.
  targets: (e) => ({
    marker: `learner:${e.data.language}:${learnerOf(e)}`,
    ...Object.fromEntries(
      Array.from({ length: e.data.level }, (_, i) => [String(i + 1), stepId(e.data.language, i + 1)]),
    ),
  }),
  evolve(docs, e) {
    const { language, level } = e.data;
    const before = docs.marker?.level ?? 0;
    if (level <= before) return {};
    const next: Record<Role, FunnelDoc | null> = {
      marker: { _id: `learner:${language}:${learnerOf(e)}`, kind: 'learner', language, level },
    };
    for (let l = before + 1; l <= level; l++) {
      const id = stepId(language, l);
      next[String(l)] = { _id: id, kind: 'step', language, level: l, learners: (docs[String(l)]?.learners ?? 0) + 1 };
    }
    return next;
  },
};
