import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { computeTrackRecord, judgeCardForecast, tablesForDrawDate, trackRecordSchema, yearTablesSchema, type JudgedPeriod, type TrackRecord } from '@sixmark/shared';
import { withTransaction } from '../../lib/tx';
import { CONTENT_TAG } from './company';

/**
 * Each template's items joined to their periods' FINAL results (status 'drawn' only: a provisional
 * or revealing turn never counts), fingerprinted so a pass recomputes only changed templates.
 */
const SOURCES = `
  SELECT i.template_id, md5(string_agg(i.id || ':' || i.note || ':' || i.content || ':' || lt.numbers::text, '|' ORDER BY i.id)) AS source_key
    FROM content_template_items i
    JOIN content_templates t ON t.id = i.template_id
    JOIN lottery_turns lt ON lt.game_id = t.game_id AND lt.turn_num = i.game_turn AND lt.status = 'drawn'
   GROUP BY i.template_id`;

/** Recomputes the records whose inputs changed (at most `limit` templates); returns how many. */
export async function recomputeRecords(pool: pg.Pool, limit = 200): Promise<number> {
  return withTransaction(pool, async (tx) => {
    const { rows: due } = await tx.query<{ template_id: number; source_key: string }>(
      `SELECT s.template_id, s.source_key FROM (${SOURCES}) s
         LEFT JOIN content_template_records r ON r.template_id = s.template_id
        WHERE r.source_key IS DISTINCT FROM s.source_key
        ORDER BY s.template_id LIMIT $1`,
      [limit],
    );
    if (due.length === 0) return 0;
    const { rows } = await tx.query<{ template_id: number; turn_num: string; note: string; content: string; special: number; draw_at: Date; year_tables: unknown }>(
      `SELECT i.template_id, lt.turn_num, i.note, i.content, lt.numbers[7] AS special, lt.draw_at, lt.year_tables
         FROM content_template_items i
         JOIN content_templates t ON t.id = i.template_id
         JOIN lottery_turns lt ON lt.game_id = t.game_id AND lt.turn_num = i.game_turn AND lt.status = 'drawn'
        WHERE i.template_id = ANY($1)
        ORDER BY i.template_id, lt.draw_at DESC, i.id`,
      [due.map((d) => d.template_id)],
    );
    // A period is a hit when any of its judged items hit.
    const byTemplate = new Map<number, Map<string, boolean>>();
    for (const r of rows) {
      const frozen = yearTablesSchema.safeParse(r.year_tables);
      const hit = judgeCardForecast(r, r.special, frozen.success ? frozen.data : tablesForDrawDate(r.draw_at));
      if (hit === null) continue;
      const periods = byTemplate.get(r.template_id) ?? new Map<string, boolean>();
      periods.set(r.turn_num, (periods.get(r.turn_num) ?? false) || hit);
      byTemplate.set(r.template_id, periods);
    }
    for (const d of due) {
      const judged: JudgedPeriod[] = [...(byTemplate.get(d.template_id) ?? new Map<string, boolean>())].map(([turnNum, hit]) => ({ turnNum, hit }));
      const rec = computeTrackRecord(judged);
      await tx.query(
        `INSERT INTO content_template_records (template_id, record, hits10, hits30, hits100, current_streak, longest_streak, source_key, computed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
         ON CONFLICT (template_id) DO UPDATE SET record = EXCLUDED.record, hits10 = EXCLUDED.hits10, hits30 = EXCLUDED.hits30,
           hits100 = EXCLUDED.hits100, current_streak = EXCLUDED.current_streak, longest_streak = EXCLUDED.longest_streak,
           source_key = EXCLUDED.source_key, computed_at = now()`,
        [d.template_id, JSON.stringify(rec), rec.last10.hits, rec.last30.hits, rec.last100.hits, rec.currentStreak, rec.longestStreak, d.source_key],
      );
    }
    return due.length;
  });
}

/** Stored records by template id (templates without a judged period have none). */
export async function findRecords(db: Pick<pg.Pool | pg.PoolClient, 'query'>, templateIds: number[]): Promise<Map<number, TrackRecord>> {
  if (templateIds.length === 0) return new Map();
  const { rows } = await db.query<{ template_id: number; record: unknown }>(
    'SELECT template_id, record FROM content_template_records WHERE template_id = ANY($1)',
    [templateIds],
  );
  const out = new Map<number, TrackRecord>();
  for (const r of rows) {
    const parsed = trackRecordSchema.safeParse(r.record);
    if (parsed.success && parsed.data.last100.periods > 0) out.set(r.template_id, parsed.data);
  }
  return out;
}

/**
 * Recomputes every record whose results came final, then drops the cached lists that carry
 * records when any moved.
 */
export async function refreshTrackRecords(app: FastifyInstance, stopping: () => boolean = () => false): Promise<number> {
  let changed = 0;
  for (let n = await recomputeRecords(app.pool); n > 0 && !stopping(); n = await recomputeRecords(app.pool)) changed += n;
  if (changed > 0 && !stopping()) await app.staticJson.invalidate(CONTENT_TAG);
  return changed;
}
