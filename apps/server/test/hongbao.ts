import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { TestUser } from './factories';

/**
 * A chat room of the app's company for red packet tests (public and open unless told).
 * Answers its id.
 */
export async function createRoom(
  app: FastifyInstance,
  opts: { kind?: 'public' | 'private'; enableChat?: 0 | 1; status?: 'open' | 'closed' } = {},
): Promise<number> {
  const { rows } = await app.pool.query<{ id: number }>(
    `INSERT INTO chat_rooms (company_id, kind, name, enable_chat, status) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [await app.companyId(), opts.kind ?? 'public', `红包测试${randomUUID().slice(0, 6)}`, opts.enableChat ?? 1, opts.status ?? 'open'],
  );
  return rows[0]!.id;
}

let defaultRoom: { app: FastifyInstance; id: number } | null = null;

/** One public room per app, created on first use (the room every helper sends into by default). */
export async function testRoom(app: FastifyInstance): Promise<number> {
  if (defaultRoom?.app !== app) defaultRoom = { app, id: await createRoom(app) };
  return defaultRoom.id;
}

export interface SendOpts {
  roomId?: number;
  kind?: 'lucky' | 'equal';
  amount?: number | string;
  count?: number;
  greeting?: string;
  word?: string;
  fundPassword?: string;
  idempotencyKey?: string;
}

/** POST /hongbao/send as the user; answers status and body. */
export async function sendPacket(app: FastifyInstance, user: TestUser, opts: SendOpts = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/app-api/api/hongbao/send',
    headers: user.headers,
    payload: {
      roomId: opts.roomId ?? (await testRoom(app)),
      kind: opts.kind ?? 'lucky',
      amount: opts.amount ?? 10,
      count: opts.count ?? 5,
      greeting: opts.greeting ?? '',
      word: opts.word ?? '',
      ...(opts.fundPassword === undefined ? {} : { fundPassword: opts.fundPassword }),
      idempotencyKey: opts.idempotencyKey ?? `hb-${randomUUID()}`,
    },
  });
  return { status: res.statusCode, body: res.json() };
}

/** POST /hongbao/grab as the user. */
export async function grabPacket(app: FastifyInstance, user: TestUser, id: number, word = '') {
  const res = await app.inject({ method: 'POST', url: '/app-api/api/hongbao/grab', headers: user.headers, payload: { id, word } });
  return { status: res.statusCode, body: res.json() };
}

/** Sends a packet and answers its id (fails the test if the send was refused). */
export async function sentPacketId(app: FastifyInstance, user: TestUser, opts: SendOpts = {}): Promise<number> {
  const r = await sendPacket(app, user, opts);
  if (r.status !== 200) throw new Error(`send refused: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.id as number;
}

/** Moves a packet's expiry into the past (as if its 24 hours were over). */
export async function expireNow(pool: pg.Pool, id: number): Promise<void> {
  await pool.query(`UPDATE hongbao SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
}

/** The shares of a packet as stored. */
export async function sharesOf(pool: pg.Pool, id: number) {
  const { rows } = await pool.query<{ seq: number; amount: number; user_id: number | null; refunded: boolean; best: boolean }>(
    'SELECT seq, amount, user_id, refunded, best FROM hongbao_shares WHERE hongbao_id = $1 ORDER BY seq',
    [id],
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount), user_id: r.user_id === null ? null : Number(r.user_id) }));
}

/** Sum of a user's ledger rows with a reference prefix. */
export async function ledgerSum(pool: pg.Pool, userId: number, referencePrefix: string): Promise<{ n: number; sum: number }> {
  const { rows } = await pool.query<{ n: number; sum: string }>(
    `SELECT count(*)::int AS n, COALESCE(sum(amount), 0) AS sum FROM wallet_ledger WHERE user_id = $1 AND reference LIKE $2`,
    [userId, `${referencePrefix}%`],
  );
  return { n: rows[0]!.n, sum: Number(rows[0]!.sum) };
}
