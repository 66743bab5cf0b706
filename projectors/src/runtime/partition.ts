import { hashId } from '@lebe/domain';
import type { AnyProjection, Recorded } from './projection';

/** Which of `count` partitions a key falls in (stable: a hash of the key). */
export const partitionOf = (key: string, count: number) => parseInt(hashId(key, 8), 16) % count;

export const partitionName = (base: string, index: number, count: number) => `${base}-p${index + 1}of${count}`;

/**
 * A read model's name at a version of its documents' layout (`classroomReports@v2`). Bump the version
 * when the projection keeps its documents differently and keep the collection's name: at start the runner
 * finds the checkpoint of the old version, drops the collection and builds it again from the log (as when
 * the number of partitions changes), so no document of the old layout is left behind.
 */
export const versioned = (base: string, version: number) => (version > 1 ? `${base}@v${version}` : base);

/** A projection's name without its partition and version: what stays the same across layouts. */
const readModelOf = (name: string) => name.replace(/-p\d+of\d+$/, '').replace(/@v\d+$/, '');
/** Whether a (stored checkpoint's) name is one of the layouts of a read model: any version, any partitioning. */
export const isLayoutOf = (base: string, name: string) => readModelOf(name) === readModelOf(base);

/**
 * Splits a read model into `count` projections, each with its own checkpoint, that share its collection
 * and each apply only the events whose key (e.g. the learner) falls in their partition: several workers
 * then build it side by side. With one partition the projection is itself, under its own name.
 */
export function partitioned<E extends { type: string; data: unknown }>(
  projection: AnyProjection,
  count: number,
  keyOf: (event: Recorded<E>) => string,
): AnyProjection[] {
  if (count <= 1) return [projection];
  return Array.from({ length: count }, (_, index) => {
    const mine = (event: Recorded<E>) => partitionOf(keyOf(event), count) === index;
    return {
      ...projection,
      name: partitionName(projection.name, index, count),
      partitionOf: projection.name,
      targets: (event: Recorded<E>) => (mine(event) ? projection.targets(event) : null),
      purge: projection.purge && ((event: Recorded<E>) => (mine(event) ? projection.purge!(event) : null)),
      withdraw: projection.withdraw && {
        of: (event: Recorded<E>) => (mine(event) ? projection.withdraw!.of(event) : null),
        changes: projection.withdraw.changes,
      },
    } as AnyProjection;
  });
}
