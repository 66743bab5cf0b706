import { ErrorType, FORWARDS, jsonEvent, type KurrentDBClient } from '@kurrent/kurrentdb-client';

/** The stream where this adapter records erasures; it is never handed out as part of the log. */
export const erasureStream = 'lebe.erasures';
const erasureType = 'StreamErased';
/** A catch-up subscription re-reads the registry at least this often (erasures by other processes). */
export const erasureRefreshMs = 1000;

interface Erased {
  streamName: string;
  revision: number;
  type: string;
  data: unknown;
}

/**
 * Which streams were erased, and below which revision: KurrentDB's soft delete leaves events in $all
 * until a scavenge, so readers must hide them. This registry is one small stream of the log, read
 * incrementally (one call per page read, none per stream); it replaced a stream-metadata read for
 * every stream a reader met, which cost ~1.9 million calls to rebuild from a full question bank and
 * kept an entry per stream in memory for ever. It holds one entry per erased stream.
 */
export class ErasureRegistry {
  private readonly before = new Map<string, number>();
  private revision = -1;
  private refreshedAt = 0;

  constructor(private readonly client: KurrentDBClient) {}

  /** Reads the erasures recorded since the last refresh (by any process). */
  async refresh(): Promise<void> {
    const startedAt = Date.now();
    try {
      const read = this.client.readStream(erasureStream, {
        direction: FORWARDS,
        fromRevision: BigInt(this.revision + 1),
      });
      for await (const resolved of read) {
        const event = resolved.event;
        if (event?.isJson)
          this.observe({
            streamName: erasureStream,
            revision: Number(event.revision),
            type: event.type,
            data: event.data,
          });
      }
    } catch (error) {
      if ((error as { type?: string }).type !== ErrorType.STREAM_NOT_FOUND) throw error;
    }
    this.refreshedAt = startedAt;
  }

  async refreshIfOlderThan(ms: number) {
    if (Date.now() - this.refreshedAt >= ms) await this.refresh();
  }

  /** Takes note of a registry event met while reading $all; returns true if `event` is one (to hide it). */
  observe(event: Erased): boolean {
    if (event.streamName !== erasureStream) return false;
    if (event.type === erasureType && event.revision === this.revision + 1) {
      const { stream, truncateBefore } = event.data as { stream: string; truncateBefore: number };
      this.before.set(stream, Math.max(this.before.get(stream) ?? 0, truncateBefore));
      this.revision = event.revision;
    }
    return true;
  }

  /** The revision below which the stream's events are erased; undefined when it never was. */
  truncation(stream: string): number | undefined {
    return this.before.get(stream);
  }

  visible(stream: string, revision: number): boolean {
    return revision >= (this.before.get(stream) ?? 0);
  }

  /** Records that the stream's events below `truncateBefore` are erased. */
  async record(stream: string, truncateBefore: number): Promise<void> {
    await this.client.appendToStream(erasureStream, jsonEvent({ type: erasureType, data: { stream, truncateBefore } }));
    await this.refresh();
  }
}
