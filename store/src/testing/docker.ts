/**
 * Whether a container runtime answers. Suites for servers that only Docker can provide here use it to
 * report themselves skipped, with the reason in the test title, rather than passing silently.
 */
export async function dockerUnavailableReason(): Promise<string | null> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return `no Docker engine reachable (${message.split('\n')[0].slice(0, 120)})`;
  }
}
