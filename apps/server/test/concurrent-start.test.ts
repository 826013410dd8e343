import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { emptyDatabase } from './helper';

// The README says several processes may start together: on a fresh database with demo data,
// both must come up and the demo seed must be written once.
describe('processes starting together', () => {
  it('two apps built at once on a fresh database with demo data both start; the demo seed runs once', async () => {
    const db = await emptyDatabase();
    const started: { close: () => Promise<void> }[] = [];
    const start = async () => {
      const pool = new pg.Pool({ connectionString: db.url, max: 8 });
      const dataDir = mkdtempSync(join(tmpdir(), 'sixmark-test-start-'));
      const config = loadConfig({}, { databaseUrl: db.url, dataDir, webDist: undefined, runJobs: false, scryptLogN: 10, seedDemo: true });
      const close = async () => {
        await pool.end();
        rmSync(dataDir, { recursive: true, force: true });
      };
      try {
        const app = await buildApp(config, { database: { pool, embedded: undefined, close: async () => undefined }, logger: false });
        await app.ready();
        started.push({ close: async () => (await app.close(), await close()) });
      } catch (err) {
        await close();
        throw err;
      }
    };
    try {
      const results = await Promise.allSettled([start(), start()]);
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual(['started', 'started']);
      const check = new pg.Client({ connectionString: db.url });
      await check.connect();
      try {
        const { rows } = await check.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE account = 'demo01'`);
        expect(rows[0]!.n).toBe(1);
      } finally {
        await check.end();
      }
    } finally {
      for (const s of started) await s.close();
      await db.drop();
    }
  }, 120_000);
});
