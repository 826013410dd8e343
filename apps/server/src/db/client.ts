import pg from 'pg';
import type { AppConfig } from '../config';
import { startEmbeddedPostgres, type EmbeddedCluster, type EmbeddedLog } from './embedded';

export interface Database {
  pool: pg.Pool;
  /** The embedded cluster this process started, if any. */
  embedded: EmbeddedCluster | undefined;
  close: () => Promise<void>;
}

// bigint (int8) columns come back as strings by default; money fits in JS numbers
// (thousandths of a yuan stay exact below 2^53), so parse them as numbers.
pg.types.setTypeParser(20, (v) => Number(v));

/** Connects to DATABASE_URL, or starts embedded PostgreSQL for DATA_DIR (see embedded.ts). */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'embeddedPgPort' | 'embeddedPgSharedDir'>,
  log: EmbeddedLog = { debug: () => undefined, warn: () => undefined },
  poolSize = 20,
): Promise<Database> {
  let embedded: EmbeddedCluster | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      sharedDir: config.embeddedPgSharedDir,
      log,
    });
    try {
      await ensureDatabase(embedded.url('postgres'), 'sixmark');
    } catch (err) {
      await embedded.stop();
      throw err;
    }
    url = embedded.url('sixmark');
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (err) => log.warn(`pg pool error: ${err.message}`));
  return {
    pool,
    embedded,
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}

/** Creates `name` on the server at `adminUrl` when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}
