import type { Awaited, Freshness } from '@lebe/projectors/runtime';
import { staleWaits } from '../observability/metrics';

/**
 * Waits (bounded) for read models to reach a write; returns those still behind, which the reply names
 * (`stale`), the log says and the metrics count: a timed-out wait is never dropped silently.
 */
export async function awaitReadModels(
  freshness: Freshness,
  position: number,
  awaited: Awaited,
  where: 'reply' | 'read',
): Promise<string[]> {
  const behind = freshness.behind
    ? await freshness.behind(position, awaited)
    : (await freshness.awaitPosition(position, awaited.timeoutMs, awaited.types))
      ? []
      : ['read models'];
  for (const projection of behind) staleWaits.inc({ where, projection });
  if (behind.length) console.warn(`[freshness] ${where} answered before ${behind.join(', ')} reached ${position}`);
  return behind;
}

interface LastWrite {
  position: number;
  types: Set<string>;
}

/**
 * Read-your-writes at the read (DESIGN.md): each user's last write this process made, until the read models
 * it touched are known to hold it. The same user's next request first waits (bounded) for them, so what it
 * reads, or decides from, shows what they just did, whichever read models the write's own reply waited for.
 */
export class OwnWrites {
  private readonly last = new Map<string, LastWrite>();

  constructor(
    private readonly freshness: Freshness,
    /**
     * This process is the only API (the embedded default): a reply may wait for only the read models it
     * reports. With several APIs behind a balancer the next request may reach another one, which does not
     * know this user's last write: there every reply waits for all the read models its events touch.
     */
    readonly sole: boolean,
    private readonly kept = 100_000,
  ) {}

  wrote(actor: string | null, position: number, types: readonly string[]) {
    if (!actor || position <= 0) return;
    const had = this.last.get(actor);
    // Deleted and set again, so the map's order is the order of last writes and the oldest goes first.
    if (had) this.last.delete(actor);
    else if (this.last.size >= this.kept) this.last.delete(this.last.keys().next().value!);
    const all = new Set(had?.types);
    for (const type of types) all.add(type);
    this.last.set(actor, { position: Math.max(position, had?.position ?? 0), types: all });
  }

  /**
   * Everyone's writes in the read models stepped in batches behind the replies (the embedded default): a
   * request that may read them waits (bounded) for them first; returns those still behind, or null at once
   * when none is put off.
   */
  followed(): Promise<string[]> | null {
    const waiting = this.freshness.followed?.();
    if (!waiting) return null;
    return waiting.then((behind) => {
      for (const projection of behind) staleWaits.inc({ where: 'read', projection });
      if (behind.length) console.warn(`[freshness] read answered before ${behind.join(', ')} followed the log`);
      return behind;
    });
  }

  /**
   * Waits for the user's last write to reach the read models it touched (of those `reads` names, when given);
   * returns those still behind.
   */
  async caughtUp(actor: string, reads?: readonly string[]): Promise<string[]> {
    const write = this.last.get(actor);
    if (!write) return [];
    const awaited = reads ? { readModels: reads } : { types: [...write.types] };
    const behind = await awaitReadModels(this.freshness, write.position, awaited, 'read');
    if (!reads && behind.length === 0 && this.last.get(actor) === write) this.last.delete(actor);
    return behind;
  }
}
