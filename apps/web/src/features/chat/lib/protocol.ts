import {
  ChatCommand,
  type ChatClassGroup,
  type ChatContent,
  type ChatGroupClassList,
  type ChatMessage as WireMessage,
  type ChatRoom,
  type ChatUserInfo,
} from '@sixmark/shared';

/**
 * The chat wire format as the web client reads it (spec 3 §3 Chat message, §4 Chat sockets).
 * The shapes and command numbers are the shared ones (`packages/shared/src/api/chat.ts`); this
 * file adds the client's local flags and the loose parsing of frames.
 */
export { ChatCommand, CHAT_CLOSE } from '@sixmark/shared';
export type { ChatClassGroup, ChatContent, ChatGroupClassList, ChatRoom, ChatUserInfo };

/** Frames with this command carry no chat content and are dropped (spec 3 §3). */
export const DROPPED_COMMAND = ChatCommand.HEARTBEAT;

/**
 * One chat message (spec 3 §3) as the client holds it: the server's message, or this tab's own
 * before the server has it (id = its client id, no prev_id), with the local flags of spec 3 §3.
 */
export interface ChatMessage extends Omit<WireMessage, 'id' | 'prev_id' | 'channel'> {
  id: number | string;
  prev_id?: number;
  channel?: string;
  /** Set on messages this tab sent: the id it used before the server answered. */
  client_id?: string;
  /** Local flags: in flight, image upload in progress, failed, attempts that failed so far. */
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

/** A server frame, loosely typed: any field may be missing. */
export interface ChatFrame {
  command: number;
  content: unknown;
  id?: number;
  prev_id?: number;
  created_at?: string;
  channel?: string;
}

export function parseChatFrame(data: unknown): ChatFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const f = JSON.parse(data) as unknown;
    if (!f || typeof f !== 'object' || typeof (f as ChatFrame).command !== 'number') return null;
    return f as ChatFrame;
  } catch {
    return null;
  }
}

/** A message frame or history row as a message, or null when it is not one (a control frame). */
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
  if (!content || typeof content !== 'object' || m.id === undefined || m.id === null) return null;
  const c = content as Partial<ChatContent>;
  if (c.room_id === undefined) return null;
  return {
    id: m.id as number,
    prev_id: typeof m.prev_id === 'number' ? m.prev_id : undefined,
    created_at: String(m.created_at ?? ''),
    command: Number(m.command ?? 0),
    content: { room_id: Number(c.room_id), userinfo: c.userinfo ?? null, type: c.type ?? 'text', body: c.body ?? '', extra: c.extra ?? {}, ...(c.reciveId !== undefined ? { reciveId: c.reciveId } : {}) },
    channel: typeof m.channel === 'string' ? m.channel : undefined,
  };
}

/** Spec 3 §3: command 70 and messages without user info are not shown. */
export const isShowable = (m: ChatMessage): boolean => m.command !== DROPPED_COMMAND && !!m.content.userinfo;

/** Quick messages as plain strings. */
export const quickMessageTexts = (list: ChatGroupClassList['quick_messages'] | undefined): string[] =>
  (list ?? []).map((q) => q.content).filter(Boolean);

/** Class groups by sort order. */
export const sortedGroups = (rows: ChatClassGroup[]): ChatClassGroup[] => [...rows].sort((a, b) => a.sort_order - b.sort_order);

export const roomName = (r: Pick<ChatRoom, 'name' | 'room_id'>) => r.name || `聊天室 ${r.room_id}`;
