import type { ReadStore } from '@lebe/store';

/**
 * An event a projection could not apply. The projection is parked at the event before it (its
 * checkpoint stays there, nothing after it is applied out of order) while every other projection
 * goes on. `retry` removes the record so the runner tries the event again, e.g. after a fix.
 */
export interface ProjectionFailure {
  _id: string;
  projection: string;
  position: number;
  eventId: string;
  eventType: string;
  streamName: string;
  error: string;
  at: string;
  [key: string]: unknown;
}

export const failuresCollection = { name: 'projection_failures', indexes: ['projection'] };

export async function parkedProjections(read: ReadStore): Promise<Map<string, ProjectionFailure>> {
  const page = await read.find<ProjectionFailure>(failuresCollection.name, { pageSize: 10000 });
  return new Map(page.items.map((f) => [f.projection, f]));
}

export async function retryProjection(read: ReadStore, projection: string): Promise<boolean> {
  const failure = await read.get(failuresCollection.name, projection);
  if (!failure) return false;
  await read.delete(failuresCollection.name, projection);
  return true;
}
