import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { ErrorCode, IDEMPOTENCY_HEADER } from '@sixmark/shared';
import { AppError } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';

/** The `Idempotency-Key` header of a request, if any (1-128 printable characters). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) return undefined;
  if (key.length > 128 || !/^[\x21-\x7e]+$/.test(key)) throw new AppError(ErrorCode.BAD_REQUEST, { message: '幂等键格式不正确' });
  return key;
}

/** Key order does not change a request, so objects hash with their keys sorted. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (scope: string, body: unknown): string =>
  createHash('sha256').update(`${scope}\n${stableJson(body)}`).digest('hex');

export interface IdempotentCall {
  userId: number;
  /** The client's key; without one the operation simply runs once in a transaction. */
  key: string | undefined;
  /** What kind of request this is (e.g. `withdraw`), part of the request hash. */
  scope: string;
  body: unknown;
  /**
   * A read the operation starts with (e.g. a row to share-lock), run in the same statement as
   * the key's insert to save a round trip; `fn` gets its row. Its `$n` parameters are its own
   * `values`. Named: prepared per connection under this name.
   */
  lead?: { name: string; text: string; values: unknown[] };
}

export type LeadRow = Record<string, unknown> | undefined;

/**
 * Runs a money operation at most once per (user, key). The key row is inserted in the same
 * transaction as the operation: a concurrent request with the same key blocks on the primary
 * key until the first commits (and then replays its stored answer) or rolls back (and then
 * runs itself). A failed operation rolls back with its key, so a retry runs afresh and can
 * never double-apply. The same key with a different body answers 409.
 *
 * `fn` gets the transaction and a `reference` derived from the key (or random without one)
 * to use as the ledger reference, so even a replay that slipped past would be a no-op. A key
 * is forgotten after a day (forgetIdempotencyKeys) unless `fn` calls `keepUntil` with a later
 * time: an operation that stays replayable longer (a bet slip while its period takes bets)
 * keeps its key until then.
 */
export async function idempotent<T>(
  pool: pg.Pool,
  call: IdempotentCall,
  fn: (tx: pg.PoolClient, reference: string, keepUntil: (at: Date) => void, lead: LeadRow) => Promise<T>,
): Promise<T> {
  const hash = requestHash(call.scope, call.body);
  let keep: Date | null = null;
  const keepUntil = (at: Date) => {
    if (!keep || at > keep) keep = at;
  };
  return withTransaction(pool, async (tx) => {
    const lead = call.lead;
    if (!call.key) {
      const row = lead ? (await tx.query({ name: lead.name, text: lead.text, values: lead.values })).rows[0] : undefined;
      return fn(tx, `${call.scope}:${randomUUID()}`, keepUntil, row);
    }
    // Named statements: prepared once per connection, every money request runs both.
    let claimed: boolean;
    let leadRow: LeadRow;
    if (lead) {
      const n = lead.values.length;
      const { rows } = await tx.query<{ __claimed: number } & Record<string, unknown>>({
        name: `wallet.idempotency.claim+${lead.name}`,
        text: `WITH claim AS (
           INSERT INTO idempotency_keys (user_id, key, scope, request_hash) VALUES ($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4})
           ON CONFLICT (user_id, key) DO NOTHING RETURNING 1
         )
         SELECT lead.*, (SELECT count(*) FROM claim)::int AS __claimed
           FROM (SELECT 1) AS one LEFT JOIN LATERAL (${lead.text}) AS lead ON true`,
        values: [...lead.values, call.userId, call.key, call.scope, hash],
      });
      const { __claimed, ...row } = rows[0]!;
      claimed = __claimed > 0;
      leadRow = row;
    } else {
      const inserted = await tx.query({
        name: 'wallet.idempotency.claim',
        text: `INSERT INTO idempotency_keys (user_id, key, scope, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, key) DO NOTHING`,
        values: [call.userId, call.key, call.scope, hash],
      });
      claimed = inserted.rowCount !== 0;
    }
    if (!claimed) {
      const { rows } = await tx.query<{ request_hash: string; response: { data: T } | null }>(
        'SELECT request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [call.userId, call.key],
      );
      const row = rows[0];
      if (!row || row.request_hash !== hash) {
        throw new AppError(ErrorCode.IDEMPOTENCY_CONFLICT);
      }
      if (!row.response) throw new AppError(ErrorCode.IDEMPOTENCY_BUSY);
      return row.response.data;
    }
    const data = await fn(tx, `${call.scope}:${call.key}`, keepUntil, leadRow);
    await tx.query({
      name: 'wallet.idempotency.answer',
      text: 'UPDATE idempotency_keys SET status_code = 200, response = $3, keep_until = $4 WHERE user_id = $1 AND key = $2',
      values: [call.userId, call.key, JSON.stringify({ data }), keep],
    });
    return data;
  });
}

/**
 * Forgets keys older than a day (no client retries that late) unless their operation asked to
 * be kept longer (`keepUntil`) and that time has not passed. Returns how many were deleted.
 */
export async function forgetIdempotencyKeys(db: Pick<pg.Pool, 'query'>): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM idempotency_keys
      WHERE created_at < now() - interval '1 day' AND (keep_until IS NULL OR keep_until < now())`,
  );
  return rowCount ?? 0;
}
