import type pg from 'pg';
import { CHAT_LIMITS, ChatCommand, chatSocialMsg, ErrorCode } from '@sixmark/shared';
import { audit } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import type { ChatIdentity, ChatModule } from './chat.types';
import * as repo from './moderation.repo';

/**
 * Moderation (issue 12): delete for everyone, chat on/off per member, timed mutes, kicks, room
 * settings (slow mode, enable_chat, open/closed), class groups, word filter and reports. Every
 * change is one transaction with its audit row; what connected users must see (a message gone,
 * a mute, a kick, a room change) is then sent through the chat core's fan-out, which reaches
 * every process.
 */

export interface ModCtx {
  pool: pg.Pool;
  chat: ChatModule;
}

/**
 * Who acts: an operator (X-Admin-Token) or a chat-level staff member (chat level 2, by access
 * token). Staff act in public rooms only; operators everywhere in their company.
 */
export interface Moderator {
  actor: string;
  ip: string;
  companyId: number;
  /** Set for a staff member acting from the app. */
  staffUserId?: number;
}

const notFound = (message: string) => new AppError(ErrorCode.NOT_FOUND, { message });
const memberKey = (userId: number) => `u:${userId}`;

/** A staff member (chat level 2) of the caller's own record, or CHAT/NOT_STAFF. */
export async function requireChatStaff(pool: pg.Pool, userId: number): Promise<void> {
  const u = await repo.findUser(pool, userId);
  if (!u || u.chat_level < CHAT_LIMITS.staffChatLevel) throw new AppError(ErrorCode.CHAT_NOT_STAFF);
}

/** `deletechat-message` and the operator's delete: gone for everyone, live. */
export async function deleteMessage(ctx: ModCtx, mod: Moderator, messageId: number, roomId?: number): Promise<{ id: number; room_id: number }> {
  const m = await repo.findMessage(ctx.pool, messageId);
  if (!m || m.company_id !== mod.companyId || (roomId !== undefined && m.room_id !== roomId)) throw notFound(chatSocialMsg.messageNotFound);
  // A staff member moderates the public rooms; private and service rooms are the operator's.
  if (mod.staffUserId !== undefined && m.room_kind !== 'public') throw notFound(chatSocialMsg.messageNotFound);
  await withTransaction(ctx.pool, async (tx) => {
    if (!(await repo.markDeleted(tx, messageId, mod.actor))) return;
    await audit(tx, {
      actor: mod.actor,
      ip: mod.ip,
      action: 'chat.message.delete',
      targetType: 'chat_message',
      targetId: messageId,
      detail: { roomId: m.room_id, senderUserId: m.sender_user_id === null ? null : Number(m.sender_user_id) },
    });
  });
  // Sent even for a repeat: a socket that missed the first notice learns it now.
  await ctx.chat.publishToRoom(m.room_id, { command: ChatCommand.MESSAGE_DELETED, content: { room_id: m.room_id, message_id: messageId } });
  return { id: messageId, room_id: m.room_id };
}

async function targetUser(ctx: ModCtx, mod: Moderator, userId: number): Promise<repo.UserRefRow> {
  const u = await repo.findUser(ctx.pool, userId);
  if (!u || u.company_id !== mod.companyId) throw notFound(chatSocialMsg.friendNotFound);
  return u;
}

async function targetRoom(ctx: ModCtx, mod: Moderator, roomId: number): Promise<repo.RoomRefRow> {
  const r = await repo.findRoom(ctx.pool, roomId);
  if (!r || r.company_id !== mod.companyId) throw notFound(chatSocialMsg.roomNotFound);
  return r;
}

/**
 * `enableChat`: switches a member's chat on or off. Off takes them out of every room at once
 * (their sockets are told and evicted); staff cannot switch off other staff.
 */
export async function setEnableChat(ctx: ModCtx, mod: Moderator, userId: number, enableChat: number): Promise<{ userId: number; enableChat: number }> {
  const u = await targetUser(ctx, mod, userId);
  if (mod.staffUserId !== undefined && (u.chat_level >= CHAT_LIMITS.staffChatLevel || Number(u.id) === mod.staffUserId)) {
    throw new AppError(ErrorCode.CHAT_NOT_STAFF);
  }
  await withTransaction(ctx.pool, async (tx) => {
    await repo.setEnableChat(tx, userId, enableChat);
    await audit(tx, { actor: mod.actor, ip: mod.ip, action: 'chat.enableChat', targetType: 'user', targetId: userId, detail: { from: u.enable_chat, to: enableChat } });
  });
  if (enableChat === 0) {
    await ctx.chat.evict(memberKey(userId), null, { command: ChatCommand.KICKED, content: { room_id: null, until: null, msg: chatSocialMsg.chatDisabled } });
  }
  return { userId, enableChat };
}

/** Who a mute is for: a member or a guest identity (exactly one; the schemas check it). */
export interface MuteTarget {
  userId?: number;
  guestId?: number;
}

/**
 * The identity a mute names, checked against the moderator: in the company; a staff member
 * mutes neither staff nor themselves, and in a room only a public one or a customer-service
 * room they staff (guests live in those).
 */
async function muteTarget(ctx: ModCtx, mod: Moderator, t: MuteTarget, roomId: number | undefined): Promise<{ key: string; targetType: 'user' | 'chat_guest'; targetId: number; ids: repo.MuteIds }> {
  if (roomId !== undefined) {
    const room = await targetRoom(ctx, mod, roomId);
    if (mod.staffUserId !== undefined && room.kind !== 'public' && !(await repo.isRoomStaff(ctx.pool, roomId, mod.staffUserId))) {
      throw notFound(chatSocialMsg.roomNotFound);
    }
  }
  if (t.guestId !== undefined) {
    const g = await repo.findGuest(ctx.pool, t.guestId);
    if (!g || g.company_id !== mod.companyId) throw notFound(chatSocialMsg.guestNotFound);
    return { key: `g:${t.guestId}`, targetType: 'chat_guest', targetId: t.guestId, ids: { guestId: t.guestId } };
  }
  const userId = t.userId!;
  const u = await targetUser(ctx, mod, userId);
  if (mod.staffUserId !== undefined && (u.chat_level >= CHAT_LIMITS.staffChatLevel || Number(u.id) === mod.staffUserId)) {
    throw new AppError(ErrorCode.CHAT_NOT_STAFF);
  }
  return { key: memberKey(userId), targetType: 'user', targetId: userId, ids: { userId } };
}

/**
 * A timed mute (one room, or all rooms) of a member or a guest identity. The identity's
 * sockets are told at once; every send (socket or call) then answers CHAT/MUTED.
 */
export async function mute(
  ctx: ModCtx,
  mod: Moderator,
  v: MuteTarget & { minutes: number; room_id?: number; reason: string },
): Promise<{ id: number; until: string }> {
  const target = await muteTarget(ctx, mod, v, v.room_id);
  const m = await withTransaction(ctx.pool, async (tx) => {
    const row = await repo.insertMute(tx, { companyId: mod.companyId, roomId: v.room_id ?? null, ...target.ids, minutes: v.minutes, reason: v.reason, by: mod.actor });
    await audit(tx, {
      actor: mod.actor,
      ip: mod.ip,
      action: 'chat.mute',
      targetType: target.targetType,
      targetId: target.targetId,
      detail: { muteId: Number(row.id), roomId: v.room_id ?? null, minutes: v.minutes, until: row.until.toISOString(), reason: v.reason },
    });
    return row;
  });
  const until = m.until.toISOString();
  await ctx.chat.publishToIdentity(target.key, { command: ChatCommand.MUTED, content: { room_id: v.room_id ?? null, until } });
  return { id: Number(m.id), until };
}

/**
 * Lifts mutes of one target (audited `chat.unmute`): one mute row by id (the console's list, members
 * and guests alike), or every live mute of a member or a guest, optionally in one room. The
 * target's sockets are told at once.
 */
export async function unmute(
  ctx: ModCtx,
  mod: Moderator,
  v: MuteTarget & { muteId?: number | undefined; room_id?: number | undefined },
): Promise<{ lifted: number }> {
  let who: MuteTarget = v;
  let roomId = v.room_id;
  if (v.muteId !== undefined) {
    const m = await repo.findMute(ctx.pool, v.muteId);
    if (!m || m.company_id !== mod.companyId) throw notFound(chatSocialMsg.muteNotFound);
    who = m.user_id !== null ? { userId: m.user_id } : { guestId: m.guest_id! };
    roomId = m.room_id ?? undefined;
  } else if (v.userId === undefined && v.guestId === undefined) {
    throw new AppError(ErrorCode.BAD_REQUEST, { message: chatSocialMsg.unmuteTarget });
  }
  const target = await muteTarget(ctx, mod, who, roomId);
  const lifted = await withTransaction(ctx.pool, async (tx) => {
    const n = v.muteId !== undefined ? await repo.liftMute(tx, v.muteId) : await repo.liftMutes(tx, target.ids, roomId ?? null);
    await audit(tx, {
      actor: mod.actor,
      ip: mod.ip,
      action: 'chat.unmute',
      targetType: target.targetType,
      targetId: target.targetId,
      detail: { roomId: roomId ?? null, lifted: n, ...(v.muteId !== undefined ? { muteId: v.muteId } : {}) },
    });
    return n;
  });
  await ctx.chat.publishToIdentity(target.key, { command: ChatCommand.MUTED, content: { room_id: roomId ?? null, until: null } });
  return { lifted };
}

/** Minutes a kicked member stays out of the room unless the operator says otherwise. */
export const KICK_DEFAULT_MINUTES = 10;

/** Kicks a member out of a room: banned until a time, sockets evicted from it at once. */
export async function kick(
  ctx: ModCtx,
  mod: Moderator,
  roomId: number,
  v: { userId: number; minutes?: number; reason: string },
): Promise<{ id: number; until: string }> {
  await targetRoom(ctx, mod, roomId);
  await targetUser(ctx, mod, v.userId);
  const minutes = v.minutes ?? KICK_DEFAULT_MINUTES;
  const ban = await withTransaction(ctx.pool, async (tx) => {
    const row = await repo.insertBan(tx, { roomId, userId: v.userId, minutes, reason: v.reason, by: mod.actor });
    await audit(tx, {
      actor: mod.actor,
      ip: mod.ip,
      action: 'chat.kick',
      targetType: 'user',
      targetId: v.userId,
      detail: { banId: Number(row.id), roomId, minutes, until: row.until.toISOString(), reason: v.reason },
    });
    return row;
  });
  const until = ban.until.toISOString();
  await ctx.chat.evict(memberKey(v.userId), roomId, { command: ChatCommand.KICKED, content: { room_id: roomId, until, msg: chatSocialMsg.kicked } });
  return { id: Number(ban.id), until };
}

/** Room settings: slow mode (sec_per_mess), enable_chat (0 = staff only), open/closed. */
export async function updateRoom(
  ctx: ModCtx,
  mod: Moderator,
  roomId: number,
  v: { sec_per_mess?: number; enable_chat?: number; enabled?: boolean },
): Promise<{ room_id: number; sec_per_mess: number; enable_chat: number; status: 'open' | 'closed' }> {
  const before = await targetRoom(ctx, mod, roomId);
  const after = {
    sec_per_mess: v.sec_per_mess ?? before.sec_per_mess,
    enable_chat: v.enable_chat ?? before.enable_chat,
    status: v.enabled === undefined ? before.status : v.enabled ? ('open' as const) : ('closed' as const),
  };
  await withTransaction(ctx.pool, async (tx) => {
    await repo.updateRoom(tx, roomId, after);
    await audit(tx, {
      actor: mod.actor,
      ip: mod.ip,
      action: 'chat.room.update',
      targetType: 'chat_room',
      targetId: roomId,
      detail: { before: { sec_per_mess: before.sec_per_mess, enable_chat: before.enable_chat, status: before.status }, after },
    });
  });
  await ctx.chat.invalidate(mod.companyId, 'rooms');
  await ctx.chat.publishToRoom(roomId, { command: ChatCommand.ROOM_UPDATED, content: { room_id: roomId, ...after } });
  return { room_id: roomId, ...after };
}

/** Enables or disables a class group (its rooms leave / return to the room list). */
export async function setClassGroupEnabled(ctx: ModCtx, mod: Moderator, groupId: number, enabled: boolean): Promise<{ id: number; enabled: boolean }> {
  const g = await repo.findClassGroup(ctx.pool, groupId);
  if (!g || g.company_id !== mod.companyId) throw notFound(chatSocialMsg.groupNotFound);
  await withTransaction(ctx.pool, async (tx) => {
    await repo.setClassGroupEnabled(tx, groupId, enabled);
    await audit(tx, { actor: mod.actor, ip: mod.ip, action: 'chat.classGroup.update', targetType: 'chat_class_group', targetId: groupId, detail: { from: g.enabled, to: enabled } });
  });
  await ctx.chat.invalidate(mod.companyId, 'rooms');
  for (const roomId of await repo.roomsOfGroup(ctx.pool, groupId)) {
    await ctx.chat.publishToRoom(roomId, { command: ChatCommand.ROOM_UPDATED, content: { room_id: roomId, class_group_enabled: enabled } });
  }
  return { id: groupId, enabled };
}

/* ---------------- word filter ---------------- */

const toWord = (w: repo.WordRow) => ({ id: w.id, word: w.word, replacement: w.replacement, created_at: w.created_at.toISOString() });

export async function listWords(ctx: ModCtx, mod: Moderator) {
  return (await repo.listWords(ctx.pool, mod.companyId)).map(toWord);
}

const wordExists = (err: unknown) => (err as { code?: string }).code === '23505';

export async function addWord(ctx: ModCtx, mod: Moderator, v: { word: string; replacement: string }) {
  const row = await withTransaction(ctx.pool, async (tx) => {
    const w = await repo.insertWord(tx, mod.companyId, v.word, v.replacement);
    if (!w) throw new AppError(ErrorCode.CHAT_WORD_EXISTS);
    await audit(tx, { actor: mod.actor, ip: mod.ip, action: 'chat.word.add', targetType: 'chat_word_filter', targetId: w.id, detail: v });
    return w;
  });
  await ctx.chat.invalidate(mod.companyId, 'words');
  return toWord(row);
}

export async function updateWord(ctx: ModCtx, mod: Moderator, id: number, v: { word: string; replacement: string }) {
  const before = await repo.findWord(ctx.pool, id);
  if (!before || before.company_id !== mod.companyId) throw notFound(chatSocialMsg.wordNotFound);
  try {
    await withTransaction(ctx.pool, async (tx) => {
      await repo.updateWord(tx, id, v.word, v.replacement);
      await audit(tx, { actor: mod.actor, ip: mod.ip, action: 'chat.word.update', targetType: 'chat_word_filter', targetId: id, detail: { before: { word: before.word, replacement: before.replacement }, after: v } });
    });
  } catch (err) {
    if (wordExists(err)) throw new AppError(ErrorCode.CHAT_WORD_EXISTS);
    throw err;
  }
  await ctx.chat.invalidate(mod.companyId, 'words');
  return toWord({ ...before, ...v });
}

export async function removeWord(ctx: ModCtx, mod: Moderator, id: number): Promise<void> {
  const before = await repo.findWord(ctx.pool, id);
  if (!before || before.company_id !== mod.companyId) throw notFound(chatSocialMsg.wordNotFound);
  await withTransaction(ctx.pool, async (tx) => {
    await repo.disableWord(tx, id);
    await audit(tx, { actor: mod.actor, ip: mod.ip, action: 'chat.word.remove', targetType: 'chat_word_filter', targetId: id, detail: { word: before.word } });
  });
  await ctx.chat.invalidate(mod.companyId, 'words');
}

/* ---------------- reports ---------------- */

/**
 * A member (or guest) reports a message it can see: public rooms, or rooms it belongs to.
 * One report per member and message.
 */
export async function report(ctx: ModCtx, who: ChatIdentity, v: { message_id: number; reason: string }): Promise<{ id: number }> {
  const m = await repo.findMessage(ctx.pool, v.message_id);
  const visible =
    m !== null &&
    m.company_id === who.companyId &&
    (m.room_kind === 'public' ? who.kind === 'member' : await repo.isRoomMember(ctx.pool, m.room_id, who.kind === 'member' ? { userId: who.userId } : { guestId: who.guestId }));
  if (!m || !visible) throw notFound(chatSocialMsg.messageNotFound);
  const id = await repo.insertReport(ctx.pool, {
    companyId: who.companyId,
    messageId: v.message_id,
    userId: who.kind === 'member' ? who.userId : null,
    guestId: who.kind === 'guest' ? who.guestId : null,
    reason: v.reason,
  });
  if (id === null) throw new AppError(ErrorCode.CHAT_REPORT_REPEAT);
  return { id: Number(id) };
}

const toReport = (r: repo.ReportRow) => ({
  id: Number(r.id),
  message_id: Number(r.message_id),
  room_id: r.room_id,
  reporter_id: r.reporter_user_id === null ? null : Number(r.reporter_user_id),
  reason: r.reason,
  status: r.status,
  message: { user_id: r.sender_user_id === null ? null : Number(r.sender_user_id), nickname: r.nickname ?? '', type: r.msg_type, content: r.body, deleted: r.deleted },
  created_at: r.created_at.toISOString(),
  handled_at: r.handled_at ? r.handled_at.toISOString() : null,
  handled_by: r.handled_by,
});

export async function listReports(ctx: ModCtx, mod: Moderator, q: { status: 'open' | 'handled' | 'dismissed' | 'all'; page: number; rows: number }) {
  const { rows, total } = await repo.listReports(ctx.pool, mod.companyId, q.status, q.page, q.rows);
  return { items: rows.map(toReport), total };
}

/**
 * Resolves an open report: `handle` deletes the message for everyone (live), `dismiss` keeps
 * it. One transaction with its audit row; a second resolve of the same report is refused.
 */
export async function resolveReport(ctx: ModCtx, mod: Moderator, id: number, v: { action: 'handle' | 'dismiss'; note: string }) {
  const r = await repo.findReport(ctx.pool, id);
  if (!r || r.company_id !== mod.companyId) throw notFound(chatSocialMsg.reportNotFound);
  const deleted = await withTransaction(ctx.pool, async (tx) => {
    if (!(await repo.closeReport(tx, id, v.action === 'handle' ? 'handled' : 'dismissed', mod.actor))) throw new AppError(ErrorCode.CHAT_REPORT_CLOSED);
    const gone = v.action === 'handle' && (await repo.markDeleted(tx, Number(r.message_id), mod.actor));
    await audit(tx, {
      actor: mod.actor,
      ip: mod.ip,
      action: v.action === 'handle' ? 'chat.report.handle' : 'chat.report.dismiss',
      targetType: 'chat_report',
      targetId: id,
      detail: { messageId: Number(r.message_id), roomId: r.room_id, note: v.note, deleted: gone },
    });
    return gone;
  });
  if (deleted) {
    await ctx.chat.publishToRoom(r.room_id, { command: ChatCommand.MESSAGE_DELETED, content: { room_id: r.room_id, message_id: Number(r.message_id) } });
  }
  return toReport((await repo.findReport(ctx.pool, id))!);
}
