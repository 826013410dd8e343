import type pg from 'pg';
import {
  billLabel,
  ErrorCode,
  milliToYuan,
  systemDayRange,
  type MemberBetRow,
  type MemberBetsQuery,
  type MemberDetail,
  type MemberDevices,
  type MemberFlags,
  type MemberLedgerQuery,
  type MemberLedgerRow,
  type MemberNote,
  type MemberRow,
  type MemberSearchQuery,
  type MemberSignInRow,
  type MemberStatus,
} from '@sixmark/shared';
import { audit } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import type { Bus } from '../../realtime/bus';
import { TOKENS_REVOKED_CHANNEL } from '../accounts';
import { saferPlayOf } from '../saferplay';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;
export interface Operator {
  actor: string;
  ip: string;
}
export interface Paged<T> {
  data: T[];
  totalCount: number;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const notFound = () => new AppError(ErrorCode.USER_NOT_FOUND);

interface UserRow {
  id: string;
  account: string;
  type: 'NORMAL' | 'TEST';
  is_dl: boolean;
  status: MemberStatus;
  vip_level: number;
  phone: string;
  chat_nickname: string;
  parent_id: string | null;
  agent_account: string | null;
  money: string | null;
  created_at: Date;
  last_login_at: Date | null;
  last_login_ip: string;
}

const ROW_COLUMNS = `u.id, u.account, u.type, u.is_dl, u.status, u.vip_level, u.phone, u.chat_nickname, u.parent_id,
  p.account AS agent_account, w.money, u.created_at, u.last_login_at, u.last_login_ip`;
const ROW_FROM = `users u LEFT JOIN users p ON p.id = u.parent_id LEFT JOIN wallets w ON w.user_id = u.id`;

const toRow = (r: UserRow): MemberRow => ({
  id: Number(r.id),
  account: r.account,
  type: r.type,
  isDl: r.is_dl,
  status: r.status,
  vipLevel: r.vip_level,
  phone: r.phone,
  nickname: r.chat_nickname,
  agentId: r.parent_id === null ? null : Number(r.parent_id),
  agentAccount: r.agent_account,
  money: milliToYuan(r.money ?? 0),
  createdAt: r.created_at.toISOString(),
  lastLoginAt: iso(r.last_login_at),
  lastLoginIp: r.last_login_ip,
});

const SORT_SQL: Record<MemberSearchQuery['sort'], string> = {
  id: 'u.id',
  createdAt: 'u.created_at',
  lastLoginAt: 'u.last_login_at',
  money: 'COALESCE(w.money, 0)',
};

/** LIKE pattern text with its wildcards escaped. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Member search of the console: every filter is optional and they combine with AND. */
export async function searchMembers(db: Q, companyId: number, q: MemberSearchQuery): Promise<Paged<MemberRow>> {
  const where: string[] = ['u.company_id = $1'];
  const values: unknown[] = [companyId];
  const add = (sql: string, value: unknown) => {
    values.push(value);
    where.push(sql.replaceAll('?', `$${values.length}`));
  };
  if (q.id !== undefined) add('u.id = ?', q.id);
  if (q.account) add(`u.account LIKE ? ESCAPE '\\'`, `${likeEscape(q.account)}%`);
  if (q.phone) add('u.phone = ?', q.phone);
  if (q.nickname) add(`u.chat_nickname ILIKE ? ESCAPE '\\'`, `%${likeEscape(q.nickname)}%`);
  if (q.ip) {
    add(
      `(u.last_login_ip = ? OR EXISTS (SELECT 1 FROM user_tokens t WHERE t.user_id = u.id AND t.ip = ?)
        OR EXISTS (SELECT 1 FROM member_sign_ins s WHERE s.user_id = u.id AND s.ip = ?))`,
      q.ip,
    );
  }
  if (q.agentId !== undefined) add('u.parent_id = ?', q.agentId);
  if (q.agentAccount) add('p.account = ?', q.agentAccount);
  if (q.status) add('u.status = ?', q.status);
  const whereSql = where.join(' AND ');
  const order = `${SORT_SQL[q.sort]} ${q.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, u.id ${q.order === 'asc' ? 'ASC' : 'DESC'}`;
  const count = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${ROW_FROM} WHERE ${whereSql}`, values);
  const { rows } = await db.query<UserRow>(
    `SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} WHERE ${whereSql} ORDER BY ${order} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, q.rows, (q.page - 1) * q.rows],
  );
  return { data: rows.map(toRow), totalCount: Number(count.rows[0]!.n) };
}

async function notesOf(db: Q, userId: number, limit = 200): Promise<MemberNote[]> {
  const { rows } = await db.query<{ id: string; actor: string; note: string; created_at: Date }>(
    `SELECT id, actor, note, created_at FROM member_notes WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => ({ id: Number(r.id), actor: r.actor, note: r.note, at: r.created_at.toISOString() }));
}

/** Profile, balances, chat and VIP, flags, live sessions, safer play and notes of one member. */
export async function memberDetail(pool: pg.Pool, companyId: number, userId: number): Promise<MemberDetail> {
  const { rows } = await pool.query<
    UserRow & {
      full_name: string;
      email: string;
      qq: string;
      weixin: string;
      birthday: string | null;
      intr_code: string | null;
      rebate: string;
      status_message: string;
      live_money: string | null;
      frozen: string | null;
      chat_level: number;
      enable_chat: number;
      live_sessions: string;
    }
  >(
    `SELECT ${ROW_COLUMNS}, u.full_name, u.email, u.qq, u.weixin, to_char(u.birthday, 'YYYY-MM-DD') AS birthday,
            u.intr_code, u.rebate::text, u.status_message, w.live_money, w.frozen, u.chat_level, u.enable_chat,
            (SELECT count(*) FROM user_tokens t WHERE t.user_id = u.id AND t.revoked_at IS NULL AND t.expires_at > now()) AS live_sessions
       FROM ${ROW_FROM} WHERE u.id = $1 AND u.company_id = $2`,
    [userId, companyId],
  );
  const r = rows[0];
  if (!r) throw notFound();
  const [saferPlay, notes] = await Promise.all([saferPlayOf(pool, userId), notesOf(pool, userId)]);
  return {
    profile: {
      ...toRow(r),
      fullName: r.full_name,
      email: r.email,
      qq: r.qq,
      weixin: r.weixin,
      birthday: r.birthday,
      intrCode: r.intr_code,
      rebate: Number(r.rebate),
      statusMessage: r.status_message,
    },
    balances: { money: milliToYuan(r.money ?? 0), liveMoney: milliToYuan(r.live_money ?? 0), frozen: milliToYuan(r.frozen ?? 0) },
    chatLevel: r.chat_level,
    enableChat: r.enable_chat,
    flags: { frozen: r.status === 'disabled', mustResetPassword: r.status === 'reset_password' },
    liveSessions: Number(r.live_sessions),
    saferPlay,
    notes,
  };
}

async function assertMember(db: Q, companyId: number, userId: number): Promise<void> {
  const { rowCount } = await db.query('SELECT 1 FROM users WHERE id = $1 AND company_id = $2', [userId, companyId]);
  if (!rowCount) throw notFound();
}

/** The member's ledger, newest first, by bill type and inclusive days (system time zone). */
export async function memberLedger(
  db: Q,
  companyId: number,
  userId: number,
  q: MemberLedgerQuery,
  tz: string,
): Promise<Paged<MemberLedgerRow>> {
  await assertMember(db, companyId, userId);
  const where = ['user_id = $1'];
  const values: unknown[] = [userId];
  const add = (sql: string, v: unknown) => {
    values.push(v);
    where.push(sql.replace('?', `$${values.length}`));
  };
  if (q.billType !== undefined) add('bill_type = ?', q.billType);
  if (q.from) add('created_at >= ?', new Date(systemDayRange(q.from, tz).start));
  if (q.to) add('created_at < ?', new Date(systemDayRange(q.to, tz).end));
  const w = where.join(' AND ');
  const count = await db.query<{ n: string }>(`SELECT count(*) AS n FROM wallet_ledger WHERE ${w}`, values);
  const { rows } = await db.query<{
    id: string;
    created_at: Date;
    account: MemberLedgerRow['account'];
    bill_type: number;
    amount: string;
    balance_after: string;
    reference: string;
    remark: string;
  }>(
    `SELECT id, created_at, account, bill_type, amount, balance_after, reference, remark FROM wallet_ledger
      WHERE ${w} ORDER BY created_at DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, q.rows, (q.page - 1) * q.rows],
  );
  return {
    totalCount: Number(count.rows[0]!.n),
    data: rows.map((r) => ({
      id: Number(r.id),
      at: r.created_at.toISOString(),
      account: r.account,
      billType: r.bill_type,
      billName: billLabel(r.bill_type),
      amount: milliToYuan(r.amount),
      balanceAfter: milliToYuan(r.balance_after),
      reference: r.reference,
      remark: r.remark,
    })),
  };
}

const BET_STATUS: Record<number, string> = { 0: '未开奖', 1: '已结算', 2: '已撤单', 3: '已删除', 4: '追号停止' };
const BET_RESULT: Record<number, string> = { 0: '未中奖', 1: '中奖', 2: '和局' };

/** Lottery orders (bet_orders) or provider game records (game_bet_records), newest first. */
export async function memberBets(db: Q, companyId: number, userId: number, q: MemberBetsQuery): Promise<Paged<MemberBetRow>> {
  await assertMember(db, companyId, userId);
  const offset = (q.page - 1) * q.rows;
  if (q.source === 'games') {
    const count = await db.query<{ n: string }>('SELECT count(*) AS n FROM game_bet_records WHERE user_id = $1', [userId]);
    const { rows } = await db.query<{
      id: string;
      live_code: string;
      record_id: string;
      game_code: string;
      round_no: string;
      bet_content: string;
      bet_amount: string;
      payout: string;
      bet_time: Date;
    }>(
      `SELECT id, live_code, record_id, game_code, round_no, bet_content, bet_amount, payout, bet_time FROM game_bet_records
        WHERE user_id = $1 ORDER BY bet_time DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, q.rows, offset],
    );
    return {
      totalCount: Number(count.rows[0]!.n),
      data: rows.map((r) => ({
        id: Number(r.id),
        at: r.bet_time.toISOString(),
        ref: r.record_id,
        game: `${r.live_code} ${r.game_code}${r.round_no ? ` ${r.round_no}` : ''}`,
        content: r.bet_content,
        amount: milliToYuan(r.bet_amount),
        payout: milliToYuan(r.payout),
        status: '已结算',
      })),
    };
  }
  const count = await db.query<{ n: string }>('SELECT count(*) AS n FROM bet_orders WHERE user_id = $1', [userId]);
  const { rows } = await db.query<{
    id: string;
    order_no: string;
    game_id: number;
    game_name: string | null;
    turn_num: string;
    bet_info: string;
    total_money: string;
    reward: string;
    status: number;
    result: number | null;
    created_at: Date;
  }>(
    `SELECT b.id, b.order_no, b.game_id, g.game_name, b.turn_num, b.bet_info, b.total_money, b.reward, b.status, b.result, b.created_at
       FROM bet_orders b LEFT JOIN games g ON g.game_id = b.game_id
      WHERE b.user_id = $1 ORDER BY b.created_at DESC, b.id DESC LIMIT $2 OFFSET $3`,
    [userId, q.rows, offset],
  );
  return {
    totalCount: Number(count.rows[0]!.n),
    data: rows.map((r) => ({
      id: Number(r.id),
      at: r.created_at.toISOString(),
      ref: r.order_no,
      game: `${r.game_name ?? r.game_id} 第${r.turn_num}期`,
      content: r.bet_info,
      amount: milliToYuan(r.total_money),
      payout: milliToYuan(r.reward),
      status: r.status === 1 && r.result !== null ? `${BET_STATUS[1]}（${BET_RESULT[r.result]}）` : (BET_STATUS[r.status] ?? String(r.status)),
    })),
  };
}

/** Sign-in attempts on the account (member_sign_ins), newest first. */
export async function memberSignIns(db: Q, companyId: number, userId: number, page: number, size: number): Promise<Paged<MemberSignInRow>> {
  await assertMember(db, companyId, userId);
  const count = await db.query<{ n: string }>('SELECT count(*) AS n FROM member_sign_ins WHERE user_id = $1', [userId]);
  const { rows } = await db.query<{ id: string; created_at: Date; result: MemberSignInRow['result']; ip: string; user_agent: string }>(
    `SELECT id, created_at, result, ip, user_agent FROM member_sign_ins WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [userId, size, (page - 1) * size],
  );
  return {
    totalCount: Number(count.rows[0]!.n),
    data: rows.map((r) => ({ id: Number(r.id), at: r.created_at.toISOString(), result: r.result, ip: r.ip, userAgent: r.user_agent })),
  };
}

/**
 * Devices (user agents) and addresses the member used: every session issued (sign-in,
 * registration, trial) and every sign-in attempt, grouped, most recent first (200 of each).
 */
export async function memberDevices(db: Q, companyId: number, userId: number): Promise<MemberDevices> {
  await assertMember(db, companyId, userId);
  const seen = (column: 'user_agent' | 'ip') => `
    SELECT ${column} AS v, count(*)::int AS n, min(at) AS first_at, max(at) AS last_at FROM (
      SELECT ${column}, created_at AS at FROM user_tokens WHERE user_id = $1
      UNION ALL SELECT ${column}, created_at FROM member_sign_ins WHERE user_id = $1
    ) x WHERE ${column} <> '' GROUP BY ${column} ORDER BY max(at) DESC LIMIT 200`;
  type Seen = { v: string; n: number; first_at: Date; last_at: Date };
  const [devices, addresses] = await Promise.all([db.query<Seen>(seen('user_agent'), [userId]), db.query<Seen>(seen('ip'), [userId])]);
  const common = (r: Seen) => ({ count: r.n, firstAt: r.first_at.toISOString(), lastAt: r.last_at.toISOString() });
  return {
    devices: devices.rows.map((r) => ({ userAgent: r.v, ...common(r) })),
    addresses: addresses.rows.map((r) => ({ ip: r.v, ...common(r) })),
  };
}

interface Locked {
  status: MemberStatus;
  status_message: string;
  status_before_freeze: MemberStatus | null;
  status_message_before_freeze: string | null;
  chat_level: number;
  enable_chat: number;
  vip_level: number;
}

async function lockMember(tx: pg.PoolClient, companyId: number, userId: number): Promise<Locked> {
  const { rows } = await tx.query<Locked>(
    `SELECT status, status_message, status_before_freeze, status_message_before_freeze, chat_level, enable_chat, vip_level
       FROM users WHERE id = $1 AND company_id = $2 FOR UPDATE`,
    [userId, companyId],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

const flagsOf = (l: Pick<Locked, 'status' | 'chat_level' | 'enable_chat' | 'vip_level'>, revoked = 0): MemberFlags => ({
  status: l.status,
  chatLevel: l.chat_level,
  enableChat: l.enable_chat,
  vipLevel: l.vip_level,
  revoked,
});

export interface MembersCtx {
  pool: pg.Pool;
  bus: Bus;
}

const announceKicked = (ctx: MembersCtx, userId: number) =>
  ctx.bus.publish(TOKENS_REVOKED_CHANNEL, { userId, reason: 'operator' }).catch(() => undefined);

/**
 * Freeze: status `disabled` (sign-in and every token refused with UC/ACCOUNT_STATE_ERROR
 * 账号已被停用，请联系客服), every live session revoked, the chat sockets told. The previous
 * status is kept so unfreeze restores a pending reset-password flag. Already frozen → 409.
 */
export async function freeze(ctx: MembersCtx, op: Operator, companyId: number, userId: number, reason: string): Promise<MemberFlags> {
  const result = await withTransaction(ctx.pool, async (tx) => {
    const before = await lockMember(tx, companyId, userId);
    if (before.status === 'disabled') throw new AppError(ErrorCode.MEMBER_ALREADY_FROZEN);
    await tx.query(
      `UPDATE users SET status = 'disabled', status_before_freeze = status, status_message_before_freeze = status_message WHERE id = $1`,
      [userId],
    );
    const revoked = await tx.query(
      `UPDATE user_tokens SET revoked_at = now(), revoke_reason = 'operator' WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId],
    );
    const after = { ...before, status: 'disabled' as const };
    await audit(tx, {
      ...op,
      action: 'user.freeze',
      targetType: 'user',
      targetId: userId,
      detail: { reason, before: { status: before.status }, after: { status: after.status }, revoked: revoked.rowCount ?? 0 },
    });
    return flagsOf(after, revoked.rowCount ?? 0);
  });
  await announceKicked(ctx, userId);
  return result;
}

/** Unfreeze: the status before the freeze comes back (active or reset_password). Not frozen → 409. */
export async function unfreeze(pool: pg.Pool, op: Operator, companyId: number, userId: number, reason: string): Promise<MemberFlags> {
  return withTransaction(pool, async (tx) => {
    const before = await lockMember(tx, companyId, userId);
    if (before.status !== 'disabled') throw new AppError(ErrorCode.MEMBER_NOT_FROZEN);
    const status: MemberStatus = before.status_before_freeze ?? 'active';
    await tx.query(
      `UPDATE users SET status = $2, status_message = COALESCE(status_message_before_freeze, status_message),
              status_before_freeze = NULL, status_message_before_freeze = NULL WHERE id = $1`,
      [userId, status],
    );
    await audit(tx, {
      ...op,
      action: 'user.unfreeze',
      targetType: 'user',
      targetId: userId,
      detail: { reason, before: { status: before.status }, after: { status } },
    });
    return flagsOf({ ...before, status });
  });
}

/** Chat level (2+ is staff in chat) and whether the member may speak in chat. */
export async function setChat(
  pool: pg.Pool,
  op: Operator,
  companyId: number,
  userId: number,
  b: { chatLevel: number; enableChat: boolean; reason: string },
): Promise<MemberFlags> {
  return withTransaction(pool, async (tx) => {
    const before = await lockMember(tx, companyId, userId);
    const enable = b.enableChat ? 1 : 0;
    await tx.query('UPDATE users SET chat_level = $2, enable_chat = $3 WHERE id = $1', [userId, b.chatLevel, enable]);
    await audit(tx, {
      ...op,
      action: 'user.chat',
      targetType: 'user',
      targetId: userId,
      detail: {
        reason: b.reason,
        before: { chatLevel: before.chat_level, enableChat: before.enable_chat },
        after: { chatLevel: b.chatLevel, enableChat: enable },
      },
    });
    return flagsOf({ ...before, chat_level: b.chatLevel, enable_chat: enable });
  });
}

/**
 * VIP level override. The VIP job re-grades members at the next period from their turnover
 * (modules/bonus), so an override holds until then.
 */
export async function setVipLevel(
  pool: pg.Pool,
  op: Operator,
  companyId: number,
  userId: number,
  b: { vipLevel: number; reason: string },
): Promise<MemberFlags> {
  return withTransaction(pool, async (tx) => {
    const before = await lockMember(tx, companyId, userId);
    await tx.query('UPDATE users SET vip_level = $2 WHERE id = $1', [userId, b.vipLevel]);
    await audit(tx, {
      ...op,
      action: 'user.vip_level',
      targetType: 'user',
      targetId: userId,
      detail: { reason: b.reason, before: { vipLevel: before.vip_level }, after: { vipLevel: b.vipLevel } },
    });
    return flagsOf({ ...before, vip_level: b.vipLevel });
  });
}

/** Appends a note (notes are never edited or deleted: the table refuses it). */
export async function addNote(pool: pg.Pool, op: Operator, companyId: number, userId: number, note: string): Promise<MemberNote> {
  return withTransaction(pool, async (tx) => {
    await lockMember(tx, companyId, userId);
    const { rows } = await tx.query<{ id: string; created_at: Date }>(
      `INSERT INTO member_notes (user_id, actor, note) VALUES ($1, $2, $3) RETURNING id, created_at`,
      [userId, op.actor, note],
    );
    const row = rows[0]!;
    await audit(tx, { ...op, action: 'user.note', targetType: 'user', targetId: userId, detail: { noteId: Number(row.id), after: { note } } });
    return { id: Number(row.id), actor: op.actor, note, at: row.created_at.toISOString() };
  });
}

export const listNotes = async (db: Q, companyId: number, userId: number): Promise<MemberNote[]> => {
  await assertMember(db, companyId, userId);
  return notesOf(db, userId);
};
