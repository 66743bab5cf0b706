import { afterAll } from '@jest/globals';
import type { StartedTestContainer } from 'testcontainers';
import { dockerUnavailableReason } from '../testing/docker';
import { readStoreContract } from './contract';
import { MongoReadStore } from './mongo-read-store';

// MongoDB only runs in a container here: without a Docker engine the suite reports itself skipped.
const skipReason = await dockerUnavailableReason();
let container: StartedTestContainer | undefined;

/** Transactions need a replica set: a one-member rs0, as compose runs it. */
const initiate = `
  try { rs.status() } catch (e) { rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'localhost:27017' }] }) }
  while (!db.hello().isWritablePrimary) sleep(100);
`;

readStoreContract(
  'MongoDB',
  async () => {
    const { GenericContainer, Wait } = await import('testcontainers');
    container = await new GenericContainer('mongo:8')
      .withCommand(['--replSet', 'rs0', '--bind_ip_all'])
      .withExposedPorts(27017)
      .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
      .withStartupTimeout(120_000)
      .start();
    const result = await container.exec(['mongosh', '--quiet', '--eval', initiate]);
    if (result.exitCode !== 0) throw new Error(`rs.initiate failed: ${result.output}`);
    // directConnection: the member calls itself localhost:27017, which is not the mapped port.
    const url = `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/?directConnection=true`;
    return new MongoReadStore(url, `lebe_test_${Date.now().toString(36)}`);
  },
  skipReason,
);

afterAll(async () => {
  await container?.stop();
}, 60_000);
