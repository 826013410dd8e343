import { randomInt } from 'node:crypto';
import type pg from 'pg';
import {
  Bill,
  chatNicknameOf,
  ErrorCode,
  HONGBAO_DEFAULT_SETTINGS,
  hongbaoConfigOf,
  hongbaoMsg,
  hongbaoSendProblem,
  splitHongbao,
  startOfSystemDay,
  systemWallTime,
  systemYmd,
  type HongbaoConfig,
  type HongbaoDetail,
  type HongbaoGrabResult,
  type HongbaoHistory,
  type HongbaoKind,
  type HongbaoSettings,
  type HongbaoSummary,
  NOTIFY_TEXT,
  formatMilli,
} from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { AppError } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import { notify } from '../notifications';
import type { AuthUser } from '../../plugins/auth';
import { verifyFundPassword } from '../accounts';
import { timeZoneOf } from '../system';
import { assertMayPlay } from '../saferplay';
import { idempotent, postCredit, postLedger } from '../wallet';
import * as repo from './hongbao.repo';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * What red packets need of the chat rooms (implemented over the chat module in hongbao.module.ts,
 * so this file stays free of it): who may use a room, and posting to it.
 */
export interface HongbaoRooms {
  /** Throws the chat's own refusal when the member may not post in the room (or it does not exist). */
  assertCanPost(user: AuthUser, roomId: number): Promise<void>;
  /** Throws the chat's own refusal when the member may not open (read) the room. */
  assertCanRead(user: AuthUser, roomId: number): Promise<void>;
  /** Persists the packet's message in the room and fans it out; answers the message id. */
  postPacket(user: AuthUser, summary: HongbaoSummary): Promise<string | undefined>;
  /** Tells everyone in the room the packet changed (remaining count, finished, expired). */
  postUpdate(summary: HongbaoSummary): Promise<void>;
}

export interface HongbaoDeps {
  pool: pg.Pool;
  rooms: HongbaoRooms;
  /** Where a failed room post after a committed money change is reported (money stays right). */
  onPostError?: (err: unknown) => void;
}

/* ---------------- settings ---------------- */

export async function settingsOf(db: Q, companyId: number): Promise<HongbaoSettings> {
  const r = await repo.findSettings(db, companyId);
  if (!r) return HONGBAO_DEFAULT_SETTINGS;
  return {
    enabled: r.enabled,
    minShare: Number(r.min_share),
    maxShare: Number(r.max_share),
    minTotal: Number(r.min_total),
    maxTotal: Number(r.max_total),
    maxCount: r.max_count,
    dailyMax: Number(r.daily_max),
    requireFundPassword: r.require_fund_password,
    senderMayGrab: r.sender_may_grab,
    expireMinutes: r.expire_minutes,
  };
}

export async function saveSettings(db: Q, companyId: number, s: HongbaoSettings): Promise<void> {
  await repo.saveSettings(db, companyId, {
    enabled: s.enabled,
    min_share: s.minShare,
    max_share: s.maxShare,
    min_total: s.minTotal,
    max_total: s.maxTotal,
    max_count: s.maxCount,
    daily_max: s.dailyMax,
    require_fund_password: s.requireFundPassword,
    sender_may_grab: s.senderMayGrab,
    expire_minutes: s.expireMinutes,
  });
}

async function dayStartOf(db: Q, companyId: number): Promise<Date> {
  return new Date(startOfSystemDay(Date.now(), await timeZoneOf(db, companyId)));
}

/** The create page's limits and what the member has sent today. */
export async function configFor(deps: HongbaoDeps, user: AuthUser, roomId: number): Promise<HongbaoConfig> {
  await deps.rooms.assertCanPost(user, roomId);
  const s = await settingsOf(deps.pool, user.companyId);
  const sent = await repo.sentSince(deps.pool, user.id, await dayStartOf(deps.pool, user.companyId));
  return hongbaoConfigOf(s, sent);
}

/* ---------------- views ---------------- */

function summaryOf(p: Omit<repo.PacketRow, 'claimed_amount'>, over: { remaining?: number; status?: HongbaoSummary['status'] } = {}): HongbaoSummary {
  return {
    id: Number(p.id),
    roomId: p.room_id,
    kind: p.kind,
    greeting: p.greeting,
    hasWord: p.word !== '',
    senderId: Number(p.sender_id),
    senderName: chatNicknameOf(p.sender_account, p.sender_nickname),
    count: p.count,
    remaining: over.remaining ?? p.remaining,
    status: over.status ?? p.status,
    createdAt: p.created_at.toISOString(),
    expiresAt: p.expires_at.toISOString(),
  };
}

async function visiblePacket(deps: HongbaoDeps, user: AuthUser, id: number): Promise<repo.PacketRow> {
  const p = await repo.findPacket(deps.pool, id);
  // Another company's packet does not exist for this member.
  if (!p || p.company_id !== user.companyId) throw new AppError(ErrorCode.HONGBAO_NOT_FOUND);
  return p;
}

async function grabbablePacket(deps: HongbaoDeps, user: AuthUser, id: number) {
  const p = await repo.findPacketLight(deps.pool, id);
  // Another company's packet does not exist for this member.
  if (!p || p.company_id !== user.companyId) throw new AppError(ErrorCode.HONGBAO_NOT_FOUND);
  return p;
}

/* ---------------- send ---------------- */

export interface SendInput {
  roomId: number;
  kind: HongbaoKind;
  /** Thousandths (the schema parsed the yuan). */
  amount: number;
  count: number;
  greeting: string;
  word: string;
  fundPassword?: string | undefined;
  idempotencyKey: string;
}

/**
 * Sends a packet: checks the room, the operator's limits and (when required) the fund
 * password, splits it (fixed now, node:crypto), then in one transaction debits the sender with
 * the 红包发送 ledger row and writes the packet and every share. The key makes a retry answer
 * the first result. The room message is posted after the commit.
 */
export async function send(deps: HongbaoDeps, user: AuthUser, body: SendInput) {
  const { pool } = deps;
  const s = await settingsOf(pool, user.companyId);
  if (!s.enabled) throw new AppError(ErrorCode.HONGBAO_DISABLED);
  await deps.rooms.assertCanPost(user, body.roomId);
  const problem = hongbaoSendProblem(s, body.kind, body.amount, body.count);
  if (problem) throw new AppError(ErrorCode.HONGBAO_LIMIT, { message: problem });
  if (s.requireFundPassword) await verifyFundPassword(pool, user.id, body.fundPassword);
  const dayStart = await dayStartOf(pool, user.companyId);
  const shares = splitHongbao(body.kind, body.amount, body.count, s, randomInt);
  const greeting = body.greeting || hongbaoMsg.defaultGreeting;
  let created: repo.PacketRow | null = null;
  const request = { roomId: body.roomId, kind: body.kind, amount: body.amount, count: body.count, greeting, word: body.word };
  const result = await idempotent(
    pool,
    { userId: user.id, key: body.idempotencyKey, scope: 'hongbao-send', body: request },
    async (tx, reference) => {
      // A packet puts money into play for others: not during a cool-off or self-exclusion.
      await assertMayPlay(tx, user.id, 'redPacket');
      const debit = await postLedger(tx, {
        userId: user.id,
        account: 'money',
        billType: Bill.redPacketSend,
        amount: -body.amount,
        reference,
        remark: greeting,
      });
      // The debit holds the sender's wallet row: their sends run one at a time from here, so
      // the day's sum below includes every other committed send and cannot be raced past.
      if (s.dailyMax > 0) {
        const before = await repo.sentSince(tx, user.id, dayStart);
        if (before + body.amount > s.dailyMax) {
          throw new AppError(ErrorCode.HONGBAO_LIMIT, { message: hongbaoMsg.dailyLimit(milliToYuan(s.dailyMax)) });
        }
      }
      await repo.insertPacket(tx, {
        companyId: user.companyId,
        roomId: body.roomId,
        senderId: user.id,
        kind: body.kind,
        total: body.amount,
        greeting,
        word: body.word,
        senderMayGrab: s.senderMayGrab,
        reference,
        expireMinutes: s.expireMinutes,
        shares,
      });
      const row = (await repo.findPacketByReference(tx, reference))!;
      created = row;
      return { ...summaryOf(row), amount: milliToYuan(body.amount), money: milliToYuan(debit.balanceAfter) };
    },
  );
  const fresh = created as repo.PacketRow | null;
  if (fresh) {
    // After the commit: a failed post leaves a valid packet (detail, history, expiry refund).
    try {
      const messageId = await deps.rooms.postPacket(user, summaryOf(fresh));
      if (messageId) await repo.setMessageId(pool, fresh.id, messageId);
    } catch (err) {
      deps.onPostError?.(err);
    }
  }
  return result;
}

/* ---------------- grab ---------------- */

export type ClaimOutcome =
  | { kind: 'claimed'; amount: number; balanceAfter: number }
  | { kind: 'already' }
  | { kind: 'none' };

const UNIQUE_VIOLATION = '23505';

/**
 * The money core of a grab (no room or word checks: the caller made them): claims one free
 * share for the member and credits it with its 红包领取 ledger row, in one transaction. The
 * unique (packet, member) index and the ledger's unique reference make a second share for the
 * same member impossible, however many grabs race.
 */
export async function claimShare(pool: pg.Pool, packetId: number, userId: number): Promise<ClaimOutcome> {
  try {
    return await withTransaction(pool, async (tx): Promise<ClaimOutcome> => {
      let share: { seq: number; amount: number; already?: boolean } | null = await repo.claimFreeShare(tx, packetId, userId);
      if (share?.already) return { kind: 'already' };
      // Every free share was locked by other grabs (or an expiry): wait for one of them and
      // take its share if that grab rolls back. Bounded: each round waits for a commit.
      for (let round = 0; !share && round < 20 && (await repo.freeShares(tx, packetId)) > 0; round++) {
        share = await repo.claimShareWaiting(tx, packetId, userId);
      }
      if (!share) return { kind: 'none' };
      // One statement (wallet row lock, balance, ledger row): the grab is the hot path.
      const balanceAfter = await postCredit(tx, {
        userId,
        account: 'money',
        billType: Bill.redPacketReceive,
        amount: Number(share.amount),
        reference: `hongbao-grab:${packetId}`,
      });
      await notify(tx, {
        userId,
        kind: 'hongbao',
        title: NOTIFY_TEXT.hongbaoTitle,
        content: NOTIFY_TEXT.hongbaoContent(formatMilli(Number(share.amount))),
        ref: String(packetId),
        data: { packetId },
      });
      return { kind: 'claimed', amount: Number(share.amount), balanceAfter };
    });
  } catch (err) {
    if ((err as { code?: string }).code === UNIQUE_VIOLATION) return { kind: 'already' };
    throw err;
  }
}

/** Grabs a share for a member in the room; tells the room the new remaining count. */
export async function grab(deps: HongbaoDeps, user: AuthUser, body: { id: number; word: string }): Promise<HongbaoGrabResult> {
  const p = await grabbablePacket(deps, user, body.id);
  // Being allowed in the room is enough to grab: a muted member still may.
  await deps.rooms.assertCanRead(user, p.room_id);
  if (Number(p.sender_id) === user.id && !p.sender_may_grab) throw new AppError(ErrorCode.HONGBAO_OWN);
  if (p.word !== '' && body.word !== p.word) {
    throw new AppError(ErrorCode.HONGBAO_WORD, { message: body.word === '' ? hongbaoMsg.wordRequired : hongbaoMsg.wrongWord });
  }
  const outcome = await claimShare(deps.pool, p.id, user.id);
  if (outcome.kind === 'already') throw new AppError(ErrorCode.HONGBAO_ALREADY);
  if (outcome.kind === 'none') {
    const expired = p.status === 'expired' || p.expires_at.getTime() <= Date.now();
    throw new AppError(expired ? ErrorCode.HONGBAO_EXPIRED : ErrorCode.HONGBAO_FINISHED);
  }
  // After the commit, so the last grab to commit sees every share taken and finishes the packet.
  const after = await repo.finishIfDone(deps.pool, p.id);
  try {
    await deps.rooms.postUpdate(summaryOf({ ...p, remaining: after.remaining }, after));
  } catch (err) {
    deps.onPostError?.(err);
  }
  return {
    id: Number(p.id),
    amount: milliToYuan(outcome.amount),
    remaining: after.remaining,
    status: after.status,
    money: milliToYuan(outcome.balanceAfter),
  };
}

/* ---------------- detail and history ---------------- */

export async function detail(deps: HongbaoDeps, user: AuthUser, id: number): Promise<HongbaoDetail> {
  const p = await visiblePacket(deps, user, id);
  const [shares, mine] = await Promise.all([repo.claimedShares(deps.pool, p.id), repo.shareOf(deps.pool, p.id, user.id)]);
  // The sender and those who hold a share always see it (their history links here); anyone
  // else must be allowed in its room.
  if (Number(p.sender_id) !== user.id && mine === null) await deps.rooms.assertCanRead(user, p.room_id);
  const open = p.status === 'open' && p.expires_at.getTime() > Date.now() && p.remaining > 0;
  return {
    ...summaryOf(p),
    amount: milliToYuan(p.total),
    claimedAmount: milliToYuan(p.claimed_amount),
    refundedAmount: milliToYuan(p.refunded),
    finishedAt: p.finished_at?.toISOString() ?? null,
    mine: mine === null ? null : milliToYuan(mine),
    canGrab: open && mine === null && (Number(p.sender_id) !== user.id || p.sender_may_grab),
    shares: shares.map((s) => ({
      userId: Number(s.user_id),
      name: chatNicknameOf(s.account, s.chat_nickname),
      amount: milliToYuan(s.amount),
      claimedAt: s.claimed_at.toISOString(),
      best: s.best,
    })),
  };
}

export async function history(
  pool: pg.Pool,
  user: AuthUser,
  q: { type: 'sent' | 'received'; year?: number | undefined; page: number; rows: number },
): Promise<HongbaoHistory> {
  const tz = await timeZoneOf(pool, user.companyId);
  const year = q.year ?? systemYmd(Date.now(), tz)[0];
  const range = { start: new Date(systemWallTime(year, 1, 1, 0, tz)), end: new Date(systemWallTime(year + 1, 1, 1, 0, tz)) };
  const page = { limit: q.rows, offset: (q.page - 1) * q.rows };
  const { rows, totals } =
    q.type === 'sent' ? await repo.sentHistory(pool, user.id, range, page) : await repo.receivedHistory(pool, user.id, range, page);
  return {
    year,
    data: rows.map((r) => ({
      id: Number(r.id),
      roomId: r.room_id,
      kind: r.kind,
      greeting: r.greeting,
      amount: milliToYuan(r.amount),
      count: r.count,
      claimedCount: r.claimed_count,
      status: r.status,
      senderName: chatNicknameOf(r.sender_account, r.sender_nickname),
      best: r.best,
      at: r.at.toISOString(),
    })),
    totalCount: totals.count,
    totals: { count: totals.count, amount: milliToYuan(totals.amount), best: totals.best, refunded: milliToYuan(totals.refunded) },
  };
}

/* ---------------- expiry ---------------- */

/**
 * Refunds the unclaimed shares of one expired packet to its sender with one 红包退回 ledger
 * row (reference `hongbao-refund:<id>`), in one transaction. Safe on several processes: the
 * packet is taken with SKIP LOCKED and only while still open, the refund waits for grabs
 * holding a share (each share goes to its grabber or back to the sender, never both), and the
 * reference is unique. Answers the amount refunded, or null when another process had it or it
 * was already closed.
 */
export async function expirePacket(pool: pg.Pool, id: number): Promise<number | null> {
  return withTransaction(pool, async (tx) => {
    const p = await repo.lockExpired(tx, id);
    if (!p) return null;
    const amount = await repo.refundFreeShares(tx, id);
    if (amount > 0) {
      await postLedger(tx, {
        userId: Number(p.sender_id),
        account: 'money',
        billType: Bill.redPacketReturn,
        amount,
        reference: `hongbao-refund:${id}`,
      });
    }
    await repo.closeExpired(tx, id, amount);
    return amount;
  });
}

/**
 * One pass of the expiry job: refunds packets past their expiry, and finishes live packets
 * whose last grab committed without finishing them (a crash between the two). Answers the
 * packets it closed, with what each refunded, for the room updates.
 */
export async function expireDue(pool: pg.Pool, limit = 200): Promise<{ id: number; refunded: number }[]> {
  const closed: { id: number; refunded: number }[] = [];
  for (const id of await repo.duePackets(pool, limit)) {
    const refunded = await expirePacket(pool, id);
    if (refunded !== null) closed.push({ id, refunded });
  }
  for (const id of await repo.unfinishedDone(pool, limit)) await repo.finishIfDone(pool, id);
  return closed;
}

/** The room view of a packet after the job closed it. */
export async function summaryById(pool: pg.Pool, id: number): Promise<HongbaoSummary | null> {
  const p = await repo.findPacket(pool, id);
  return p ? summaryOf(p) : null;
}
