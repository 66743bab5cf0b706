import type { StartedTestContainer } from 'testcontainers';

/** Transactions need a replica set: a one-member rs0, as compose runs it. */
const initiate = `
  try { rs.status() } catch (e) { rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'localhost:27017' }] }) }
  while (!db.hello().isWritablePrimary) sleep(100);
`;

/** A MongoDB container for one suite, started on first use (only where a Docker engine answers). */
export function startMongo() {
  let started: Promise<StartedTestContainer> | undefined;
  const container = () =>
    (started ??= (async () => {
      const { GenericContainer, Wait } = await import('testcontainers');
      const c = await new GenericContainer('mongo:8')
        .withCommand(['--replSet', 'rs0', '--bind_ip_all'])
        .withExposedPorts(27017)
        .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
        .withStartupTimeout(120_000)
        .start();
      const result = await c.exec(['mongosh', '--quiet', '--eval', initiate]);
      if (result.exitCode !== 0) throw new Error(`rs.initiate failed: ${result.output}`);
      return c;
    })());
  return {
    /** directConnection: the member calls itself localhost:27017, which is not the mapped port. */
    async url() {
      const c = await container();
      return `mongodb://${c.getHost()}:${c.getMappedPort(27017)}/?directConnection=true`;
    },
    async stop() {
      if (started) await (await started).stop();
    },
  };
}
