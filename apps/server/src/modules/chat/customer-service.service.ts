import type pg from 'pg';
import { chatSocialMsg, ChatCommand, ErrorCode, type ChatMessage, type CsRoom } from '@sixmark/shared';
import { audit } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import type { ChatIdentity, ChatModule } from './chat.types';
import * as repo from './customer-service.repo';
import { lastMessageOf } from './social-format';

/**
 * Guests and customer service (spec 3 Contacts and guests; /services and /talk): guest
 * identities, guest rooms between a customer (guest or member) and a staff account, and the
 * operator's side of those rooms. Messages themselves go through the chat core (socket send,
 * recordsList, postMessage), so they are stored, ordered and fanned out like every other.
 */

export interface CsCtx {
  pool: pg.Pool;
  chat: ChatModule;
}

/** Messages a room detail carries (the history cap of spec 3). */
const DETAIL_MESSAGES = 150;

/** The customer of an identity (a guest, or a member by account name). */
async function customerOf(ctx: CsCtx, who: ChatIdentity): Promise<repo.Customer> {
  const info = await ctx.chat.userInfoOf(who);
  return who.kind === 'guest' ? { kind: 'guest', id: who.guestId, nickname: info.nickname } : { kind: 'member', id: who.userId, nickname: info.nickname };
}

const toCsRoom = (r: repo.ConversationRow): CsRoom => ({
  id: r.room_id,
  friend_id: Number(r.staff_user_id),
  nickname: r.staff_nickname,
  avatarId: r.staff_avatar_id,
  remark: r.remark,
  status: r.status,
  last_message: lastMessageOf(r),
  created_at: (r.msg_at ?? r.created_at).toISOString(),
});

/** Customer-service staff offered to guests (for /services: the first is the default). */
export async function listServices(ctx: CsCtx, companyId: number): Promise<{ id: number; nickname: string; avatarId: number }[]> {
  return (await repo.listStaff(ctx.pool, companyId)).map((s) => ({ id: Number(s.user_id), nickname: s.nickname, avatarId: s.avatar_id }));
}

/**
 * `POST /chat/guest/init-room`: the open conversation between the caller and staff member
 * `friend_id`, created on first use. Repeats (and many at once) answer the same room.
 */
export async function initRoom(ctx: CsCtx, who: ChatIdentity, body: { friend_id: number; remark: string }, appId: string): Promise<CsRoom> {
  const staff = await repo.findStaff(ctx.pool, who.companyId, body.friend_id);
  if (!staff) throw new AppError(ErrorCode.NOT_FOUND, { message: chatSocialMsg.serviceNotFound });
  if (who.kind === 'member' && who.userId === Number(staff.user_id)) throw new AppError(ErrorCode.BAD_REQUEST, { message: chatSocialMsg.notYourself });
  const customer = await customerOf(ctx, who);
  const roomId = await withTransaction(ctx.pool, async (tx) => {
    await repo.lockCustomer(tx, customer);
    const open = await repo.findOpenConversation(tx, customer, Number(staff.user_id));
    return (
      open ??
      repo.createConversation(tx, { companyId: who.companyId, customer, staffUserId: Number(staff.user_id), remark: body.remark, appId })
    );
  });
  return toCsRoom((await repo.findConversationByRoom(ctx.pool, roomId))!);
}

/** `GET /chat/guest/friends`: the caller's customer-service rooms (items, total). */
export async function listRooms(ctx: CsCtx, who: ChatIdentity, page: number, perPage: number): Promise<{ items: CsRoom[]; total: number }> {
  const { rows, total } = await repo.listCustomerConversations(ctx.pool, await customerOf(ctx, who), page, perPage);
  return { items: rows.map(toCsRoom), total };
}

/** Whether the identity is the customer of this conversation. */
const isCustomer = (who: ChatIdentity, r: repo.ConversationRow): boolean =>
  who.kind === 'guest' ? Number(r.guest_id) === who.guestId : Number(r.user_id) === who.userId;

/** `GET /chat/guest/friends/{id}`: one of the caller's rooms with its latest messages. */
export async function roomDetail(ctx: CsCtx, who: ChatIdentity, roomId: number): Promise<CsRoom & { messages: ChatMessage[] }> {
  const r = await repo.findConversationByRoom(ctx.pool, roomId);
  // Someone else's room answers like a missing one: room ids must not reveal who talks to whom.
  if (!r || r.company_id !== who.companyId || !isCustomer(who, r)) throw new AppError(ErrorCode.NOT_FOUND, { message: chatSocialMsg.conversationNotFound });
  return { ...toCsRoom(r), messages: await latestMessages(ctx.pool, roomId) };
}

/** The newest messages of a room (oldest first), deleted ones left out, in the wire form. */
async function latestMessages(pool: pg.Pool, roomId: number): Promise<ChatMessage[]> {
  const { rows } = await pool.query<{
    id: string;
    prev_id: string;
    room_id: number;
    command: number;
    msg_type: string;
    body: string;
    extra: Record<string, unknown>;
    userinfo: ChatMessage['content']['userinfo'];
    receive_user_id: string | null;
    created_at: Date;
  }>(
    `SELECT * FROM (
       SELECT id, prev_id, room_id, command, msg_type, body, extra, userinfo, receive_user_id, created_at
         FROM chat_messages WHERE room_id = $1 AND deleted_at IS NULL ORDER BY id DESC LIMIT $2) t
      ORDER BY id`,
    [roomId, DETAIL_MESSAGES],
  );
  return rows.map((m) => ({
    id: Number(m.id),
    prev_id: Number(m.prev_id),
    created_at: m.created_at.toISOString(),
    command: m.command,
    content: {
      room_id: m.room_id,
      userinfo: m.userinfo,
      type: m.msg_type as ChatMessage['content']['type'],
      body: m.body,
      extra: m.extra,
      ...(m.receive_user_id !== null ? { reciveId: Number(m.receive_user_id) } : {}),
    },
    channel: `room:${m.room_id}`,
  }));
}

/* ---------------- operator side ---------------- */

/** Who did an operator action, and from where (for the audit row). */
export interface Operator {
  actor: string;
  ip: string;
  companyId: number;
}

const toAdminConversation = (r: repo.ConversationRow) => ({
  id: r.room_id,
  staff_id: Number(r.staff_user_id),
  staff_nickname: r.staff_nickname,
  customer: { kind: r.guest_id !== null ? ('guest' as const) : ('member' as const), id: Number(r.guest_id ?? r.user_id), nickname: r.customer_nickname },
  remark: r.remark,
  status: r.status,
  last_message: lastMessageOf(r),
  waiting: r.waiting,
  created_at: r.created_at.toISOString(),
});

export async function adminList(ctx: CsCtx, op: Operator, q: { status: 'open' | 'closed' | 'all'; page: number; rows: number }) {
  const { rows, total } = await repo.listCompanyConversations(ctx.pool, op.companyId, q.status, q.page, q.rows);
  return { items: rows.map(toAdminConversation), total };
}

async function conversationOf(ctx: CsCtx, op: Operator, roomId: number): Promise<repo.ConversationRow> {
  const r = await repo.findConversationByRoom(ctx.pool, roomId);
  if (!r || r.company_id !== op.companyId) throw new AppError(ErrorCode.NOT_FOUND, { message: chatSocialMsg.conversationNotFound });
  return r;
}

/** Reads a conversation (audited: operators reading members' messages leave a trace). */
export async function adminRead(ctx: CsCtx, op: Operator, roomId: number) {
  const r = await conversationOf(ctx, op, roomId);
  await audit(ctx.pool, { actor: op.actor, ip: op.ip, action: 'chat.cs.read', targetType: 'chat_room', targetId: roomId });
  return { ...toAdminConversation(r), messages: await latestMessages(ctx.pool, roomId) };
}

/**
 * Answers in a conversation as its staff account: stored and fanned out by the chat core
 * (the customer sees it live), then audited with the message id.
 */
export async function adminReply(ctx: CsCtx, op: Operator, roomId: number, content: string): Promise<ChatMessage> {
  const r = await conversationOf(ctx, op, roomId);
  if (r.status !== 'open') throw new AppError(ErrorCode.CHAT_CS_CLOSED);
  const staff = Number(r.staff_user_id);
  // Shown under the service name the customer chose on /services, not the account's own.
  const userinfo = { ...(await ctx.chat.userInfoOf({ kind: 'member', key: `u:${staff}`, userId: staff, companyId: op.companyId, tokenId: 0, type: 'NORMAL' })) };
  userinfo.nickname = r.staff_nickname;
  userinfo.avatar = r.staff_avatar_id;
  const message = await ctx.chat.postMessage(roomId, {
    command: ChatCommand.GUEST_MESSAGE,
    content: { type: 'text', body: content, userinfo },
    senderUserId: staff,
  });
  await audit(ctx.pool, {
    actor: op.actor,
    ip: op.ip,
    action: 'chat.cs.reply',
    targetType: 'chat_room',
    targetId: roomId,
    detail: { messageId: message.id, staffUserId: Number(r.staff_user_id), length: content.length },
  });
  return message;
}

/** Closes a conversation: the customer's next /services opens a new one. Audited. */
export async function adminClose(ctx: CsCtx, op: Operator, roomId: number): Promise<void> {
  await conversationOf(ctx, op, roomId);
  await withTransaction(ctx.pool, async (tx) => {
    const closed = await repo.closeConversation(tx, roomId);
    if (!closed) throw new AppError(ErrorCode.CHAT_CS_CLOSED);
    await audit(tx, { actor: op.actor, ip: op.ip, action: 'chat.cs.close', targetType: 'chat_room', targetId: roomId });
  });
  await ctx.chat.publishToRoom(roomId, { command: ChatCommand.ROOM_UPDATED, content: { room_id: roomId, status: 'closed' } });
}

const toStaff = (s: repo.StaffAdminRow) => ({
  userId: Number(s.user_id),
  account: s.account,
  nickname: s.nickname,
  avatarId: s.avatar_id,
  enabled: s.enabled,
  sort_order: s.sort_order,
});

/** Every staff account of the company (enabled or not). */
export async function adminListStaff(ctx: CsCtx, op: Operator) {
  return (await repo.listAllStaff(ctx.pool, op.companyId)).map(toStaff);
}

/**
 * Makes a member customer-service staff (or changes / disables it). Audited with before and
 * after. A disabled staff member is offered to no new conversation; open ones stay open.
 */
export async function adminSetStaff(
  ctx: CsCtx,
  op: Operator,
  userId: number,
  v: { nickname: string; avatarId?: number; enabled: boolean; sort_order: number },
) {
  const { rows } = await ctx.pool.query<{ company_id: number; avatar_id: number; type: string }>('SELECT company_id, avatar_id, type FROM users WHERE id = $1', [userId]);
  const user = rows[0];
  if (!user || user.company_id !== op.companyId) throw new AppError(ErrorCode.NOT_FOUND, { message: chatSocialMsg.friendNotFound });
  // A throwaway trial account must not speak for the company.
  if (user.type === 'TEST') throw new AppError(ErrorCode.TRIAL_FORBIDDEN);
  const current = await repo.findStaffAvatar(ctx.pool, userId);
  // An avatar left out keeps the staff's own, else starts from the member's.
  const after = { nickname: v.nickname, avatarId: v.avatarId ?? current ?? user.avatar_id, enabled: v.enabled, sortOrder: v.sort_order };
  await withTransaction(ctx.pool, async (tx) => {
    const before = await repo.upsertStaff(tx, { userId, companyId: op.companyId, ...after });
    await audit(tx, {
      actor: op.actor,
      ip: op.ip,
      action: 'chat.cs.staff',
      targetType: 'user',
      targetId: userId,
      detail: { before: before ? toStaff(before) : null, after },
    });
  });
  return (await adminListStaff(ctx, op)).find((s) => s.userId === userId)!;
}
