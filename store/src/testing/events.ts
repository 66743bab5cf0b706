import type { NewEvent } from '@lebe/domain';

/** A test event with complete metadata. */
export function testEvent(type: string, data: unknown = {}, actor: string | null = null): NewEvent {
  return {
    type,
    data,
    metadata: { actor, correlationId: 'test', time: new Date(0).toISOString(), schemaVersion: 1 },
  };
}
