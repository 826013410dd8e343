import { rmSync } from 'node:fs';
import { loadConfig } from '../src/config';
import { startEmbeddedPostgres } from '../src/db/embedded';

/**
 * A throw-away embedded PostgreSQL for a test run without TEST_DATABASE_URL (the server suite,
 * the browser journeys): its admin URL, and a stop that removes its data.
 */
export async function startTestCluster(dataDir: string): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  const cluster = await startEmbeddedPostgres({ dataDir, port: 0, sharedDir: loadConfig({}).embeddedPgSharedDir });
  return {
    adminUrl: cluster.url('postgres'),
    stop: async () => {
      await cluster.stop();
      rmSync(cluster.dir, { recursive: true, force: true });
    },
  };
}
