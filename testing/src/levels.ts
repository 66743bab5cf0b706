import { streams } from '@lebe/domain';
import { toNewEvent } from '@lebe/api/commands';
import type { TestServer } from './test-server';

/**
 * Stores levels a learner reached, as if earned in earlier sessions (the levels routes keep only what
 * recorded answers earn, so a test that needs a learner "at level 5" writes the fact itself).
 */
export async function grantLevels(server: TestServer, userId: string, levels: Record<string, number>) {
  const meta = { actor: userId, correlationId: 'test-levels', now: new Date() };
  const events = Object.entries(levels).map(([language, level]) =>
    toNewEvent({ type: 'LevelReached', data: { language, level } }, meta),
  );
  const { position } = await server.runtime.deps.events.append(streams.user(userId), events);
  await server.runtime.deps.freshness.awaitPosition(position);
}
