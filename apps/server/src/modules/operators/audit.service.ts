import { Readable } from 'node:stream';
import type pg from 'pg';
import { OPERATOR_LIMITS, systemDayRange, type AuditQuery, type AuditRow } from '@sixmark/shared';

type Filters = Partial<Omit<AuditQuery, 'page' | 'rows'>>;

const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** WHERE clause and values of the audit filters (days are system-time-zone days, inclusive). */
function where(f: Filters, tz: string): { sql: string; values: unknown[] } {
  const parts: string[] = [];
  const values: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    values.push(value);
    parts.push(clause.replace('?', `$${values.length}`));
  };
  if (f.operatorId !== undefined) add(`actor LIKE ?`, likePrefix(`operator:${f.operatorId}:`));
  if (f.actor) add(`strpos(actor, ?) > 0`, f.actor);
  if (f.action) add(`action LIKE ?`, likePrefix(f.action));
  if (f.targetType) add(`target_type = ?`, f.targetType);
  if (f.targetId) add(`target_id = ?`, f.targetId);
  if (f.from) add(`created_at >= ?`, new Date(systemDayRange(f.from, tz).start));
  if (f.to) add(`created_at < ?`, new Date(systemDayRange(f.to, tz).end));
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', values };
}

interface Raw {
  id: string;
  created_at: Date;
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  detail: Record<string, unknown>;
  ip: string;
}

const operatorIdOf = (actor: string): number | null => {
  const m = /^operator:(\d+):/.exec(actor);
  return m ? Number(m[1]) : null;
};

const toRow = (r: Raw): AuditRow => ({
  id: Number(r.id),
  at: r.created_at.toISOString(),
  actor: r.actor,
  operatorId: operatorIdOf(r.actor),
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  detail: r.detail,
  ip: r.ip,
});

export async function listAudit(pool: pg.Pool, q: AuditQuery, tz: string): Promise<{ data: AuditRow[]; totalCount: number }> {
  const w = where(q, tz);
  const n = w.values.length;
  const [rows, count] = await Promise.all([
    pool.query<Raw>(
      `SELECT id, created_at, actor, action, target_type, target_id, detail, ip FROM audit_log ${w.sql}
        ORDER BY id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...w.values, q.rows, (q.page - 1) * q.rows],
    ),
    pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log ${w.sql}`, w.values),
  ]);
  return { data: rows.rows.map(toRow), totalCount: count.rows[0]!.n };
}

const csvCell = (v: string): string => {
  // Cells starting with = + - @ are formulas to a spreadsheet: prefix them so they stay text.
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const CSV_BATCH = 1000;

/**
 * The filtered log as CSV, newest first, read in keyset batches (never the whole table in
 * memory) and cut at OPERATOR_LIMITS.auditCsvMaxRows with a last line saying so.
 */
export function auditCsv(pool: pg.Pool, f: Filters, tz: string, maxRows: number = OPERATOR_LIMITS.auditCsvMaxRows): Readable {
  async function* lines() {
    yield '\ufeffid,at,actor,action,target_type,target_id,ip,detail\r\n';
    const w = where(f, tz);
    const n = w.values.length;
    let before: string | null = null;
    let sent = 0;
    while (sent < maxRows) {
      const limit = Math.min(CSV_BATCH, maxRows - sent);
      const cond: string = before === null ? w.sql : `${w.sql ? `${w.sql} AND` : 'WHERE'} id < $${n + 2}`;
      const { rows }: pg.QueryResult<Raw> = await pool.query<Raw>(
        `SELECT id, created_at, actor, action, target_type, target_id, detail, ip FROM audit_log ${cond} ORDER BY id DESC LIMIT $${n + 1}`,
        before === null ? [...w.values, limit] : [...w.values, limit, before],
      );
      if (rows.length === 0) return;
      let chunk = '';
      for (const r of rows) {
        chunk += [r.id, r.created_at.toISOString(), r.actor, r.action, r.target_type, r.target_id, r.ip, JSON.stringify(r.detail)].map(csvCell).join(',') + '\r\n';
      }
      yield chunk;
      sent += rows.length;
      before = rows[rows.length - 1]!.id;
      if (rows.length < limit) return;
    }
    const more = await pool.query(`SELECT 1 FROM audit_log ${w.sql ? `${w.sql} AND` : 'WHERE'} id < $${n + 1} LIMIT 1`, [...w.values, before]);
    if (more.rowCount) yield `# 导出已截断：最多 ${maxRows} 行，请缩小筛选范围\r\n`;
  }
  return Readable.from(lines());
}
