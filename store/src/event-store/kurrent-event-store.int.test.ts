import { afterAll } from '@jest/globals';
import type { StartedTestContainer } from 'testcontainers';
import { dockerUnavailableReason } from '../testing/docker';
import { eventStoreContract } from './contract';
import { KurrentEventStore } from './kurrent-event-store';

// KurrentDB only runs in a container here: without a Docker engine the suite reports itself skipped.
const skipReason = await dockerUnavailableReason();
let container: StartedTestContainer | undefined;

eventStoreContract(
  'KurrentDB',
  async () => {
    const { GenericContainer, Wait } = await import('testcontainers');
    container = await new GenericContainer('kurrentplatform/kurrentdb:25.1')
      .withEnvironment({
        KURRENTDB_INSECURE: 'true',
        KURRENTDB_MEM_DB: 'true',
        KURRENTDB_RUN_PROJECTIONS: 'None',
        KURRENTDB_ENABLE_ATOM_PUB_OVER_HTTP: 'false',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((s) => s < 300))
      .withStartupTimeout(120_000)
      .start();
    return new KurrentEventStore(`kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`);
  },
  skipReason,
);

afterAll(async () => {
  await container?.stop();
}, 60_000);
