import type { EventHandler, EventStore, Subscription } from './port';

/**
 * Catch-up subscription for logs that can be read by position: reads pages after the last delivered
 * position, hands each event to the handler in order, and when caught up waits for an in-process append
 * or a poll tick (so appends from other processes are seen too).
 */
export function pollingSubscription(
  store: Pick<EventStore, 'readAll' | 'onAppended'>,
  after: number,
  handler: EventHandler,
  pollMs: number,
  pageSize = 500,
): Subscription {
  let position = after;
  let closed = false;
  let wake: (() => void) | null = null;
  const unlisten = store.onAppended(() => wake?.());

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const loop = async () => {
    try {
      while (!closed) {
        const page = await store.readAll({ after: position, maxCount: pageSize });
        if (page.length === 0) {
          await sleep();
          continue;
        }
        for (const event of page) {
          if (closed) return;
          await handler(event);
          position = event.position;
        }
      }
    } finally {
      unlisten();
    }
  };
  const done = loop();
  return {
    done,
    async close() {
      closed = true;
      wake?.();
      await done.catch(() => undefined);
    },
  };
}
