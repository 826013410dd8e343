/**
 * The chat wire format as the web client reads it (spec 3 §3 Chat message, §4 Chat sockets).
 * Everything the client assumes about `/ws-chat` frames and `/chat-api` rows lives here, so a
 * change of the server's shapes is one edit.
 */

/** Frames with this command carry no chat content and are dropped (spec 3 §3). */
export const DROPPED_COMMAND = 70;

/** The sender as a message carries it (spec 3 §3 Private message content: userinfo). */
export interface ChatUserInfo {
  user_id: number | string;
  nickname: string;
  chatLevel?: number;
  avatar?: string | number | null;
  isGuest?: boolean;
}

/** The content of a chat message: room, sender, kind and body. */
export interface ChatContent {
  room_id: string | number;
  userinfo?: ChatUserInfo | null;
  /** text | emoji | image | quick | award | system, or a type another feature registers. */
  type?: string;
  body?: string;
  /** Image messages: the stored image and its thumbnail. */
  url?: string;
  thumb?: string;
  /** Private messages: the addressee (spec 3 §3 reciveId). */
  reciveId?: number | string;
  [extra: string]: unknown;
}

/** One chat message (spec 3 §3). `id` orders messages of a room; local flags live beside it. */
export interface ChatMessage {
  id: number | string;
  created_at: string;
  command: number;
  content: ChatContent;
  channel?: string;
  /** Set on messages this tab sent: the id it used before the server answered. */
  client_id?: string;
  /** Local flags (spec 3 §3): in flight, image upload in progress, failed attempts so far. */
  sending?: boolean;
  uploading?: boolean;
  failed?: boolean;
  retry?: number;
}

/** Numeric id of a server message (local pending messages have none). */
export const numericId = (m: Pick<ChatMessage, 'id'>): number | null => {
  const n = typeof m.id === 'number' ? m.id : /^\d+$/.test(m.id) ? Number(m.id) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** A message as the server sends it may carry its content as a JSON string. */
export function normalizeMessage(raw: unknown): ChatMessage | null {
  if (!raw || typeof raw !== 'object') return null;
  const m = raw as Record<string, unknown>;
  let content = m.content;
  if (typeof content === 'string') {
    try {
      content = JSON.parse(content);
    } catch {
      return null;
    }
  }
  if (!content || typeof content !== 'object') return null;
  if (m.id === undefined || m.id === null) return null;
  return {
    id: m.id as number | string,
    created_at: String(m.created_at ?? ''),
    command: Number(m.command ?? 0),
    content: content as ChatContent,
    channel: typeof m.channel === 'string' ? m.channel : undefined,
    client_id: typeof m.client_id === 'string' ? m.client_id : undefined,
  };
}

/** Spec 3 §3: command 70 and messages without user info are not shown. */
export const isShowable = (m: ChatMessage): boolean =>
  m.command !== DROPPED_COMMAND && !!m.content.userinfo;

/**
 * Frame commands of `/ws-chat`. The client sends ping, join (with the last id it saw) and
 * send; the server answers pong, message, ack, error, delete and the award/popup notice.
 */
export const CHAT_COMMANDS = {
  ping: 'ping',
  pong: 'pong',
  join: 'join',
  leave: 'leave',
  send: 'send',
  message: 'message',
  ack: 'ack',
  error: 'error',
  deleted: 'deleted',
  award: 'award',
  notice: 'notice',
} as const;

/** Close codes the server uses that must not be answered by a reconnect. */
export const CHAT_CLOSE = {
  /** Spec 3 §8 'too many pages open': toast 3 s, the socket stays closed. */
  tooManyPages: 4008,
  /** The token was refused: the client refreshes the chat token before trying again. */
  unauthorized: 4001,
  /** Chat went into maintenance or was switched off. */
  unavailable: 4005,
} as const;

/** A frame from the server, loosely typed: any field may be missing. */
export interface ChatFrame {
  command: string;
  /** ack/error: the client id of the message it answers. */
  client_id?: string;
  message?: unknown;
  messages?: unknown[];
  room_id?: string | number;
  id?: number | string;
  code?: string;
  msg?: string;
  data?: unknown;
  [extra: string]: unknown;
}

export function parseChatFrame(data: unknown): ChatFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const f = JSON.parse(data) as unknown;
    if (!f || typeof f !== 'object' || typeof (f as ChatFrame).command !== 'string') return null;
    return f as ChatFrame;
  } catch {
    return null;
  }
}

/** A room of a class group (spec 3 §3 Chat configuration). */
export interface ChatRoomInfo {
  room_id: string | number;
  name?: string;
  title?: string;
  avatar?: string;
  /** 0: this room is closed to chat for the user's level. */
  enable_chat: number | string;
  total_people: number;
  /** Slow mode: seconds a member waits between two messages (0: off). */
  sec_per_mess: number;
  [extra: string]: unknown;
}

export interface ChatClassGroup {
  id: number | string;
  name?: string;
  title?: string;
  sort_order: number;
  chatroom: ChatRoomInfo[];
}

/** `GET /api/v1/getGroupClassList` (spec 3 §7). */
export interface ChatGroupClassList {
  default_chatroom?: string | number | null;
  rows: ChatClassGroup[];
  connection_id?: string | number;
  socket_url?: string;
  userId?: number | string;
  /** Seconds a win popup stays up. */
  lottery_win_message_popup?: number;
  quick_messages?: (string | { id?: number | string; content?: string; message?: string })[];
}

/** `GET /api/v1/recordsList` (spec 3 §7): history rows of a room, newest page first. */
export interface ChatRecordsList {
  rows: unknown[];
  total: number;
}

/** The room name a row carries, whichever field the server fills. */
export const roomName = (r: Pick<ChatRoomInfo, 'name' | 'title' | 'room_id'>) => r.name || r.title || `聊天室 ${r.room_id}`;

/** Quick messages as plain strings. */
export const quickMessageTexts = (list: ChatGroupClassList['quick_messages']): string[] =>
  (list ?? []).map((q) => (typeof q === 'string' ? q : q.content || q.message || '')).filter(Boolean);

/** Class groups by sort order, each with its rooms. */
export const sortedGroups = (rows: ChatClassGroup[]): ChatClassGroup[] =>
  [...rows].sort((a, b) => Number(a.sort_order) - Number(b.sort_order));
