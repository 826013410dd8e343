import type { ChatAwardNotice } from '@sixmark/shared';
import { getChatToken, getToken, onSessionChange, STORAGE_KEYS } from '@/lib/session';
import { refreshChatTokenOrEnd } from '../api/chat-http';
import { connectChatSocket, chatSocketUrl, type ChatSocket, type ChatSocketState, type ChatSocketStop } from './chat-socket';
import { MessageStore } from './message-store';
import { ChatCommand, normalizeMessage, type ChatContent, type ChatFrame, type ChatMessage, type ChatUserInfo } from './protocol';

/** A message with no answer from the server within this time is shown as failed (retry offered). */
export const SEND_TIMEOUT_MS = 10_000;

/** A refusal of something this tab did (send, join), with the server's code and text. */
export interface ChatRefusal {
  room_id?: number;
  code?: string;
  msg: string;
  /** HTTP-like status of a join refusal (403 to login, 405 unavailable). */
  status?: number;
  /** Slow mode: seconds until the next message may go. */
  wait?: number;
  /** Mute: when it ends (ISO time). */
  until?: string;
}

/** A control frame about one room: muted, kicked, settings changed, people count. */
export interface ChatRoomEvent {
  command: number;
  room_id: number | null;
  content: Record<string, unknown>;
}

export interface ChatClientEvents {
  state: ChatSocketState;
  stop: ChatSocketStop;
  refusal: ChatRefusal;
  award: ChatAwardNotice;
  room: ChatRoomEvent;
  /** A message shown in a room (live or caught up). */
  message: ChatMessage;
  /** A room told the client to reload its history (the catch-up was too long). */
  reload: number;
  /** A frame the client does not handle itself (another feature may, e.g. red packet grabs). */
  frame: ChatFrame;
}
type Handler<K extends keyof ChatClientEvents> = (payload: ChatClientEvents[K]) => void;

export interface ChatClientOptions {
  /** Address builder (tests pass their own); default: this origin's /ws-chat with the token or guest id. */
  url?: () => string | null;
  onUnauthorized?: () => Promise<boolean>;
  WebSocketImpl?: typeof WebSocket;
}

type Upload = () => Promise<{ url: string; thumbUrl?: string }>;

let seq = 0;
const newClientId = () => `c${Date.now().toString(36)}${(++seq).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The guest credential of this tab, if a guest identity is in use. */
export const guestCredential = (): string | null => localStorage.getItem(STORAGE_KEYS.guestHashId);

/** The socket address of the current session: the chat token, or the guest credential with isGuest=1. */
export function defaultChatUrl(socketUrl?: string): string | null {
  const chatToken = getChatToken();
  if (getToken() && chatToken) return chatSocketUrl({ token: chatToken, isGuest: 0 }, socketUrl);
  const guest = guestCredential();
  if (guest) return chatSocketUrl({ token: guest, isGuest: 1 }, socketUrl);
  return null;
}

const obj = (x: unknown): Record<string, unknown> => (x && typeof x === 'object' ? (x as Record<string, unknown>) : {});
const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);

/**
 * One chat session of this tab: the socket, the per-room message store, the rooms it joined
 * (joined again with the last id seen after every reconnect, so the server sends what was
 * missed), and the messages it sent that wait for the server's answer.
 */
export class ChatClient {
  readonly store = new MessageStore();
  state: ChatSocketState = 'closed';
  private socket: ChatSocket | null = null;
  private rooms = new Map<number, { talk_type?: number }>();
  private pending = new Map<string, { room: number; timer: ReturnType<typeof setTimeout> }>();
  /** How to upload an image again should its first attempt fail, by client id. */
  private uploads = new Map<string, Upload>();
  /** Images whose upload succeeded: a retry only sends them again. */
  private stored = new Set<string>();
  private handlers = new Map<keyof ChatClientEvents, Set<Handler<keyof ChatClientEvents>>>();
  private seenAwards = new Set<number>();
  private users = 0;

  constructor(private options: ChatClientOptions = {}) {}

  on<K extends keyof ChatClientEvents>(name: K, handler: Handler<K>): () => void {
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    set.add(handler as Handler<keyof ChatClientEvents>);
    return () => {
      set.delete(handler as Handler<keyof ChatClientEvents>);
    };
  }
  private emit<K extends keyof ChatClientEvents>(name: K, payload: ChatClientEvents[K]) {
    this.handlers.get(name)?.forEach((h) => (h as Handler<K>)(payload));
  }

  /** Pages hold the connection while mounted; the last one to let go closes it. */
  acquire(): () => void {
    this.users += 1;
    if (!this.socket) this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users <= 0) this.disconnect();
    };
  }

  private connect() {
    this.socket = connectChatSocket({
      url: this.options.url ?? (() => defaultChatUrl()),
      onFrame: (f) => this.onFrame(f),
      onOpen: (send) => {
        for (const room of this.rooms.keys()) send(this.joinFrame(room));
      },
      onStateChange: (s) => {
        this.state = s;
        this.emit('state', s);
      },
      onStop: (r) => this.emit('stop', r),
      onUnauthorized: this.options.onUnauthorized,
      WebSocketImpl: this.options.WebSocketImpl,
    });
  }

  disconnect() {
    this.socket?.close();
    this.socket = null;
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      this.store.fail(p.room, id);
    }
    this.pending.clear();
  }

  private joinFrame(room: number) {
    const last = this.store.room(room).lastId;
    return { command: ChatCommand.CLIENT_JOIN, room_id: room, ...(last !== null ? { last_id: last } : {}) };
  }

  /** Joins a room (again after each reconnect); answers the leave function. */
  join(room: number): () => void {
    this.rooms.set(room, {});
    this.socket?.send(this.joinFrame(room));
    return () => {
      this.rooms.delete(room);
      this.socket?.send({ command: ChatCommand.CLIENT_LEAVE, room_id: room });
    };
  }

  private onFrame(f: ChatFrame) {
    const c = obj(f.content);
    switch (f.command) {
      case ChatCommand.SEND_RESULT: {
        const clientId = typeof c.client_id === 'string' ? c.client_id : '';
        const p = this.pending.get(clientId);
        if (!p) return;
        this.settle(clientId);
        const id = num(c.id);
        if (c.code === 'OK' && id !== undefined) {
          this.uploads.delete(clientId);
          this.stored.delete(clientId);
          this.store.confirm(p.room, clientId, id, typeof c.created_at === 'string' ? c.created_at : undefined);
          return;
        }
        this.store.fail(p.room, clientId);
        this.emit('refusal', {
          room_id: p.room,
          code: String(c.code ?? ''),
          msg: String(c.msg ?? '发送失败'),
          wait: num(c.retry_after) ?? num(c.wait),
          until: typeof c.until === 'string' ? c.until : undefined,
        });
        return;
      }
      case ChatCommand.ERROR:
        this.emit('refusal', { room_id: num(c.room_id), code: String(c.code ?? ''), msg: String(c.msg ?? ''), status: num(c.status) });
        return;
      case ChatCommand.TOO_MANY_PAGES:
        // The close (4001) that follows stops the socket and says so.
        return;
      case ChatCommand.MESSAGE_DELETED: {
        const id = num(c.message_id) ?? num(c.id);
        if (id !== undefined) this.store.remove(num(c.room_id) ?? null, id);
        return;
      }
      case ChatCommand.AWARD_NOTICE: {
        const n = c as unknown as ChatAwardNotice;
        const key = num(f.id) ?? num(n.id);
        // Several processes may deliver one notice to one tab only once; a repeat is dropped.
        if (key !== undefined) {
          if (this.seenAwards.has(key)) return;
          this.seenAwards.add(key);
        }
        this.emit('award', n);
        return;
      }
      case ChatCommand.JOINED:
        if (c.truncated === true && num(c.room_id) !== undefined) this.emit('reload', num(c.room_id)!);
        return;
      case ChatCommand.MUTED:
      case ChatCommand.KICKED:
      case ChatCommand.ROOM_UPDATED:
      case ChatCommand.PRESENCE:
        this.emit('room', { command: f.command, room_id: num(c.room_id) ?? null, content: c });
        return;
      default: {
        const m = normalizeMessage(f);
        if (m && this.store.receive(m)) {
          this.emit('message', m);
          return;
        }
        this.emit('frame', f);
      }
    }
  }

  private settle(clientId: string) {
    const p = this.pending.get(clientId);
    if (!p) return;
    clearTimeout(p.timer);
    this.pending.delete(clientId);
  }

  private transmit(room: number, m: ChatMessage) {
    const clientId = m.client_id!;
    const timer = setTimeout(() => {
      this.pending.delete(clientId);
      this.store.fail(room, clientId);
    }, SEND_TIMEOUT_MS);
    this.pending.set(clientId, { room, timer });
    const { type, body, reciveId } = m.content;
    const sent = this.socket?.send({ command: ChatCommand.CLIENT_SEND, room_id: room, client_id: clientId, type, body, ...(reciveId ? { reciveId } : {}) });
    if (!sent) {
      this.settle(clientId);
      this.store.fail(room, clientId);
    }
  }

  private localMessage(room: number, me: ChatUserInfo, content: Partial<ChatContent>, flags: Partial<ChatMessage>): ChatMessage {
    const client_id = newClientId();
    return {
      id: client_id,
      client_id,
      created_at: new Date().toISOString(),
      command: ChatCommand.ROOM_MESSAGE,
      content: { room_id: room, userinfo: me, type: 'text', body: '', extra: {}, ...content },
      retry: 0,
      ...flags,
    };
  }

  /** Sends text, an emoji or a quick message: shown at once as sending, settled by the server's answer. */
  send(room: number, me: ChatUserInfo, content: { type: 'text' | 'emoji' | 'quick'; body: string; reciveId?: number }): ChatMessage {
    const m = this.localMessage(room, me, content, { sending: true });
    this.store.addLocal(m);
    this.transmit(room, m);
    return m;
  }

  /** Sends an image: shown as uploading with a local preview, then sent with the stored address. */
  async sendImage(room: number, me: ChatUserInfo, preview: string, upload: Upload, reciveId?: number): Promise<void> {
    const m = this.localMessage(room, me, { type: 'image', body: preview, ...(reciveId ? { reciveId } : {}) }, { uploading: true });
    this.uploads.set(m.client_id!, upload);
    this.store.addLocal(m);
    await this.uploadAndSend(room, m.client_id!, upload);
  }

  private async uploadAndSend(room: number, clientId: string, upload: Upload) {
    let stored: { url: string; thumbUrl?: string };
    try {
      stored = await upload();
    } catch (e) {
      this.store.fail(room, clientId);
      this.emit('refusal', { room_id: room, msg: (e as Error).message || '图片上传失败' });
      return;
    }
    this.stored.add(clientId);
    this.store.uploaded(room, clientId, { body: stored.url, extra: stored.thumbUrl ? { thumbUrl: stored.thumbUrl } : {} });
    const now = this.store.room(room).messages.find((x) => x.client_id === clientId);
    if (now) this.transmit(room, now);
  }

  /** Sends a failed message again (allowed while its retry count is below 2). */
  retry(room: number, clientId: string): boolean {
    const upload = this.uploads.get(clientId);
    // An image that never reached the server is uploaded again, then sent.
    const reupload = !!upload && !this.stored.has(clientId);
    const m = this.store.retry(room, clientId, reupload);
    if (!m) return false;
    if (reupload && upload) void this.uploadAndSend(room, clientId, upload);
    else this.transmit(room, m);
    return true;
  }
}


let shared: ChatClient | null = null;
let sessionKey = '';
const currentSessionKey = () => `${getToken() ?? ''}|${guestCredential() ?? ''}`;

/**
 * The tab's chat client. A new session (login, logout, another guest) starts a fresh one, so no
 * message or room of the previous identity survives it.
 */
export function chatClient(): ChatClient {
  const key = currentSessionKey();
  if (shared && key !== sessionKey) resetChatClient();
  sessionKey = key;
  return (shared ??= new ChatClient({ onUnauthorized: refreshChatTokenOrEnd }));
}

export function resetChatClient(next?: ChatClient): void {
  shared?.disconnect();
  shared = next ?? null;
}

if (typeof window !== 'undefined')
  onSessionChange(() => {
    if (shared && currentSessionKey() !== sessionKey) resetChatClient();
  });
