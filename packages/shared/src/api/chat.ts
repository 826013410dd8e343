import { z } from 'zod';
import { msg } from '../messages';
import { boundedInt, optionalInt, safeText, strictText } from './input';
import { fmt, paramTexts } from '../i18n/core';
import { chatHans } from '../i18n/zh-Hans';

/**
 * The chat service (spec 3: Chat message, Chat configuration, Chat sockets, Chat maintenance):
 * socket commands, message shapes, the permission rule and the award-notice text rule. The
 * server, chat-social and the web import these; docs/chat.md explains the design.
 */

/* ---------------- constants ---------------- */

export const CHAT_LIMITS = {
  /** History held by the client and the largest `limit` of recordsList (spec 3 §9). */
  historyCap: 150,
  /** Default page size of recordsList (spec 3 §9 "message page limit 100"). */
  pageLimit: 100,
  /** talk_type of a room history call (spec 3 §7). */
  talkTypeRoom: 2,
  /** Characters of one text message. */
  textMax: 500,
  /** Chat image upload cap (bytes). */
  imageMaxBytes: 5 * 1024 * 1024,
  /** Missed messages sent on a reconnect before the client is told to reload page 1. */
  catchUpMax: 150,
  /** Default win popup seconds (lottery_win_message_popup). */
  winPopupSeconds: 5,
  /** Chat config poll while in maintenance (spec 3 §4). */
  configPollMs: 120_000,
  /** Nickname and game name truncation in award notices (spec 3 §9). */
  awardNameMax: 8,
  /** Chat level of staff (customer service, moderators): may speak where enable_chat is 0. */
  staffChatLevel: 2,
  /** A message may be retried while its retry count is below this (spec 3 §4). */
  retryBelow: 2,
} as const;

/** system_config keys the chat service reads. */
export const CHAT_CONFIG_KEYS = {
  maintenance: 'enable_chat_maintenance',
  winPopupSeconds: 'lottery_win_message_popup',
  /** Yuan; award notices below it are not shown in chat (0 = every notice settlement sends). */
  awardMinReward: 'chat_award_min_reward',
} as const;

/**
 * Socket `command` numbers. Server → client frames carry one of these; client → server frames
 * use the CLIENT_* ones. Spec 3: the client drops command 70 (heartbeat) and frames without
 * userinfo from its message list, so every frame that is not a room message is either 70 or
 * a control frame the client handles before its message list.
 */
export const ChatCommand = {
  /** A message in a public room (text, emoji, image, quick). */
  ROOM_MESSAGE: 1,
  /** A private message between two members (chat-social). */
  PRIVATE_MESSAGE: 2,
  /** A guest ↔ customer-service message (chat-social). */
  GUEST_MESSAGE: 3,
  /** A red packet posted in a room (hongbao). */
  HONGBAO: 20,
  /** A red packet grab / state update (hongbao). */
  HONGBAO_GRAB: 21,
  /** Award notice (win popup), to every socket of the company; not room history. */
  AWARD_NOTICE: 30,
  /** A message deleted for everyone: content { room_id, message_id }. */
  MESSAGE_DELETED: 40,
  /** The receiving user was muted: content { room_id|null, until }. */
  MUTED: 41,
  /** The receiving user was kicked from a room: content { room_id, until }. */
  KICKED: 42,
  /** Room settings changed (slow mode, enable_chat, status): content { room_id, ... }. */
  ROOM_UPDATED: 43,
  /** Live member count of a room: content { room_id, total_people }. */
  PRESENCE: 44,
  /** Answer to a client's send: content { client_id, id? , code, msg, retry_after? }. */
  SEND_RESULT: 50,
  /** Answer to a join: content { room_id, last_id, truncated } after the missed messages. */
  JOINED: 51,
  /** A refusal of a client frame (join/send): content { code, msg, room_id? }. */
  ERROR: 52,
  /** Too many pages open: sent just before the server closes the socket (code 4001). */
  TOO_MANY_PAGES: 60,
  /** Heartbeat (application level) answer: content ''. Clients drop it from their lists. */
  HEARTBEAT: 70,

  /** Client → server: join a room { room_id, last_id? }. */
  CLIENT_JOIN: 100,
  /** Client → server: leave a room { room_id }. */
  CLIENT_LEAVE: 101,
  /** Client → server: send { room_id, client_id, type, body }. */
  CLIENT_SEND: 102,
  /** Client → server: application ping; answered with HEARTBEAT. */
  CLIENT_PING: 170,
} as const;
export type ChatCommandValue = (typeof ChatCommand)[keyof typeof ChatCommand];

/** WebSocket close codes of /ws-chat. */
export const CHAT_CLOSE = {
  /** Too many pages (tabs) open for this identity. */
  tooManyPages: 4001,
  /** Token revoked (logout, other device) or guest identity revoked. */
  unauthorized: 4003,
  /** Chat maintenance switched on. */
  maintenance: 4005,
  /** Policy (rate limit, frame too large). */
  policy: 1008,
} as const;

export const CHAT_MESSAGE_TYPES = ['text', 'emoji', 'image', 'quick'] as const;
export type ChatSendType = (typeof CHAT_MESSAGE_TYPES)[number];
export type ChatMessageType = ChatSendType | 'hongbao' | 'hongbao_grab' | 'system';

/* ---------------- message shapes ---------------- */

/** The sender as shown beside a message (a snapshot taken when it was sent). */
export interface ChatUserInfo {
  user_id: number;
  nickname: string;
  avatar: number;
  chatLevel: number;
  /** The sender's chosen chat theme colour ('' = default). */
  color: string;
  isGuest: boolean;
}

/** Message content (spec 3 Chat message: content carries userinfo and room_id). */
export interface ChatContent {
  room_id: number;
  userinfo: ChatUserInfo | null;
  type: ChatMessageType;
  /** Text, emoji text, image URL, quick message text, or a red packet's summary. */
  body: string;
  /** Type-specific fields: image { thumbUrl }, red packet { hongbaoId, ... }. */
  extra: Record<string, unknown>;
  /** Private messages: the addressee (spec 3 Private message content). */
  reciveId?: number;
}

/** One chat message as the socket and recordsList send it (spec 3 Chat message). */
export interface ChatMessage {
  /** Orders messages within a room; every message has one. */
  id: number;
  /** The room's previous message id (0 for the first): a gap in the chain means a miss. */
  prev_id: number;
  created_at: string;
  command: number;
  content: ChatContent;
  /** `room:{room_id}` for room messages; `company` for award notices. */
  channel: string;
}

/** A server → client frame. */
export interface ChatFrame {
  command: number;
  content: unknown;
  id?: number;
  prev_id?: number;
  created_at?: string;
  channel?: string;
}

/** Award notice as sent to chat sockets (spec 3 Award notice), already truncated. */
export interface ChatAwardNotice {
  id: number;
  nickname: string;
  userName: string;
  gameName: string;
  gameId: number;
  reward: number;
  /** Seconds the popup shows (lottery_win_message_popup). */
  popupSeconds: number;
}

/** Operator list of stored award notices (`GET /app-api/admin/chat/award-notices`). */
export const chatAwardNoticeRowSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  userName: z.string(),
  gameName: z.string(),
  gameId: z.number().int(),
  reward: z.number(),
  created_at: z.string(),
});
export const chatAwardNoticeListSchema = z.object({ items: z.array(chatAwardNoticeRowSchema), total: z.number().int() });
export const chatAwardNoticeQuerySchema = z.object({
  page: boundedInt(1, 10_000).default(1),
  rows: boundedInt(1, 100).default(20),
});

/* ---------------- client frames ---------------- */

export const chatClientJoinSchema = z.object({
  command: z.literal(ChatCommand.CLIENT_JOIN),
  room_id: boundedInt(1),
  last_id: optionalInt(0, Number.MAX_SAFE_INTEGER),
});
export const chatClientLeaveSchema = z.object({
  command: z.literal(ChatCommand.CLIENT_LEAVE),
  room_id: boundedInt(1),
});
export const chatClientSendSchema = z.object({
  command: z.literal(ChatCommand.CLIENT_SEND),
  room_id: boundedInt(1),
  client_id: strictText(64).min(1),
  type: z.enum(CHAT_MESSAGE_TYPES),
  body: safeText(CHAT_LIMITS.textMax, { multiline: true }).min(1),
  /** Private rooms: the addressee. */
  reciveId: optionalInt(1),
});
export const chatClientPingSchema = z.object({ command: z.literal(ChatCommand.CLIENT_PING) });
export const chatClientFrameSchema = z.discriminatedUnion('command', [
  chatClientJoinSchema,
  chatClientLeaveSchema,
  chatClientSendSchema,
  chatClientPingSchema,
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;
export type ChatClientSend = z.infer<typeof chatClientSendSchema>;

/* ---------------- HTTP calls ---------------- */

export const chatRoomSchema = z.object({
  room_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  enable_chat: z.number().int(),
  total_people: z.number().int(),
  sec_per_mess: z.number().int(),
  game_id: z.number().int().nullable(),
  sort_order: z.number().int(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const chatClassGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort_order: z.number().int(),
  chatroom: z.array(chatRoomSchema),
});
export type ChatClassGroup = z.infer<typeof chatClassGroupSchema>;

/** getGroupClassList (spec 3 Chat configuration). `rows` repeats class_groups (spec 3 §7 names both). */
export const chatGroupClassListSchema = z.object({
  class_groups: z.array(chatClassGroupSchema),
  rows: z.array(chatClassGroupSchema),
  quick_messages: z.array(z.object({ id: z.number().int(), content: z.string() })),
  default_chatroom: z.number().int().nullable(),
  /** Identifies this connection identity ('u:{userId}' or 'g:{guestId}'). */
  connection_id: z.string(),
  socket_url: z.string(),
  userId: z.number().int(),
  isGuest: z.boolean(),
  chatLevel: z.number().int(),
  lottery_win_message_popup: z.number().int(),
  enable_chat_maintenance: z.number().int(),
});
export type ChatGroupClassList = z.infer<typeof chatGroupClassListSchema>;

export const chatRecordsQuerySchema = z.object({
  room_id: boundedInt(1).describe('房间'),
  page: boundedInt(1, 10_000).default(1).describe('页码'),
  limit: boundedInt(1, CHAT_LIMITS.historyCap).default(CHAT_LIMITS.pageLimit).describe('每页条数（≤150）'),
  talk_type: boundedInt(1, 3).default(CHAT_LIMITS.talkTypeRoom).describe('2 = 房间'),
  /** Optional: only messages with id below this (stable paging while new ones arrive). */
  before_id: optionalInt(1, Number.MAX_SAFE_INTEGER),
});

export const chatMessageSchema = z.object({
  id: z.number().int(),
  prev_id: z.number().int(),
  created_at: z.string(),
  command: z.number().int(),
  content: z.object({
    room_id: z.number().int(),
    userinfo: z
      .object({
        user_id: z.number().int(),
        nickname: z.string(),
        avatar: z.number().int(),
        chatLevel: z.number().int(),
        color: z.string(),
        isGuest: z.boolean(),
      })
      .nullable(),
    type: z.string(),
    body: z.string(),
    extra: z.record(z.string(), z.unknown()),
    reciveId: z.number().int().optional(),
  }),
  channel: z.string(),
});

/** recordsList: newest page first; rows within a page in ascending id. */
export const chatRecordsSchema = z.object({ rows: z.array(chatMessageSchema), total: z.number().int() });

export const chatTokenSchema = z.object({ tokenChat: z.string() });
export const chatUploadSchema = z.object({ url: z.string(), thumbUrl: z.string() });

/* ---------------- rules ---------------- */

export type ChatDenial =
  /** enable_chat_maintenance = 1: 405, toast 系统维护中. */
  | 'maintenance'
  /** No identity, or a guest in a member room: 403, to login. */
  | 'login'
  /** Missing/closed room, chat disabled for the user or VIP level, kicked: 405 unavailable. */
  | 'unavailable'
  /** May read but not speak: room enable_chat 0 for a level below staff. */
  | 'readonly'
  /** Muted until a time. */
  | 'muted';

export interface ChatAccessInput {
  maintenance: boolean;
  identity:
    | { kind: 'member'; enableChat: number; vipEnableChat: boolean; chatLevel: number }
    | { kind: 'guest' }
    | null;
  room: { kind: 'public' | 'private' | 'guest'; open: boolean; enableChat: number; isMember: boolean } | null;
  banned?: boolean;
  mutedUntil?: Date | null;
  now?: Date;
}

export interface ChatAccess {
  /** May open the room and read it; else why not. */
  read: ChatDenial | null;
  /** May send in it; else why not. */
  send: ChatDenial | null;
}

/**
 * Who may read and speak in a room (spec 3 §5 chat permission, §6 roles; spec 1 §6).
 * - Maintenance closes chat for everyone.
 * - No identity → login. Guests only have their own guest rooms (a guest in any other room →
 *   login). Members need enableChat ≠ 0 and their VIP level's enableChat flag.
 * - Private and guest rooms are for their members only.
 * - A room with enable_chat 0 is read-only below the staff chat level (2).
 * - Trial accounts chat like members (spec 1 §6 refuses them recharge and withdraw only).
 */
export function chatAccess(input: ChatAccessInput): ChatAccess {
  const deny = (d: ChatDenial): ChatAccess => ({ read: d, send: d });
  if (input.maintenance) return deny('maintenance');
  const who = input.identity;
  if (!who) return deny('login');
  if (who.kind === 'member' && (who.enableChat === 0 || !who.vipEnableChat)) return deny('unavailable');
  const room = input.room;
  if (!room) return { read: null, send: null };
  if (who.kind === 'guest' && room.kind !== 'guest') return deny('login');
  if (!room.open || input.banned) return deny('unavailable');
  if (room.kind !== 'public' && !room.isMember) return deny('unavailable');
  const now = input.now ?? new Date();
  if (input.mutedUntil && input.mutedUntil.getTime() > now.getTime()) return { read: null, send: 'muted' };
  const staff = who.kind === 'member' && who.chatLevel >= CHAT_LIMITS.staffChatLevel;
  if (room.kind === 'public' && room.enableChat === 0 && !staff) return { read: null, send: 'readonly' };
  return { read: null, send: null };
}

/** HTTP status of a denial (spec 3 §8: 405 unavailable, 403 to login). */
export const chatDenialStatus = (d: ChatDenial): number =>
  d === 'login' ? 403 : d === 'muted' || d === 'readonly' ? 400 : 405;

/** Nickname / game name as award notices show them: 8 characters, then an ellipsis (spec 3). */
export function truncateAwardName(value: string, max: number = CHAT_LIMITS.awardNameMax): string {
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  const head = chars.slice(0, max).join('');
  // Already cut by this rule (8 characters and the ellipsis): keep it as it is.
  return chars.length === max + 1 && chars[max] === '…' ? value : `${head}…`;
}

/** Seconds left before a member may speak again in a slow-mode room (0 = may speak). */
export function slowModeWait(secPerMess: number, lastSentAtMs: number | null, nowMs: number): number {
  if (secPerMess <= 0 || lastSentAtMs === null) return 0;
  const left = lastSentAtMs + secPerMess * 1000 - nowMs;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export const CHAT_MSG = {
  ...chatHans,
  unavailable: msg.chatUnavailable,
  maintenance: msg.chatMaintenance,
  loginRequired: msg.loginRequired,
  ...paramTexts<{ muted: (until: string) => string; slowMode: (seconds: number) => string }>(chatHans, ['muted', 'slowMode']),
  awardText: (n: { nickname: string; gameName: string; reward: number }) =>
    fmt(chatHans.awardText, truncateAwardName(n.nickname), truncateAwardName(n.gameName), n.reward),
} as const;

/** The name a member shows in chat when they chose none: the account, masked (ab***z). */
export function chatNicknameOf(account: string, chosen = ''): string {
  if (chosen.trim()) return chosen.trim();
  return account.length <= 2 ? `${account[0] ?? ''}*` : `${account.slice(0, 2)}***${account.slice(-1)}`;
}

/**
 * Applies the word filter: every listed word (case-insensitive, longest first) is replaced by
 * its replacement. Words are plain text, never patterns.
 */
export function applyWordFilter(
  text: string,
  words: readonly { word: string; replacement: string }[],
): string {
  if (words.length === 0 || !text) return text;
  const sorted = [...words].filter((w) => w.word.length > 0).sort((a, b) => b.word.length - a.word.length);
  if (sorted.length === 0) return text;
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const byWord = new Map(sorted.map((w) => [w.word.toLowerCase(), w.replacement]));
  const re = new RegExp(sorted.map((w) => escape(w.word)).join('|'), 'gi');
  return text.replace(re, (m) => byWord.get(m.toLowerCase()) ?? '***');
}

/** Guest credentials start with this, so one Bearer header carries either kind of identity. */
export const CHAT_GUEST_TOKEN_PREFIX = 'g.';
