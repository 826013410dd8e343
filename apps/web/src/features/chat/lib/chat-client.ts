import { getChatToken, getToken, onSessionChange, STORAGE_KEYS } from '@/lib/session';
import { onChatTokenRefreshFailed, refreshChatTokenOnce } from '../api/chat-http';
import { connectChatSocket, chatSocketUrl, type ChatSocket, type ChatSocketState, type ChatSocketStop } from './chat-socket';
import { MessageStore } from './message-store';
import { CHAT_COMMANDS, normalizeMessage, type ChatContent, type ChatFrame, type ChatMessage, type ChatUserInfo } from './protocol';

/** A message with no answer from the server within this time is shown as failed (retry offered). */
export const SEND_TIMEOUT_MS = 10_000;

export interface AwardNotice {
  nickname: string;
  userName?: string;
  gameName: string;
  reward: number | string;
}

/** A refusal of something this tab sent (mute, slow mode, room closed), with the server's text. */
export interface ChatRefusal {
  room_id?: string | number;
  code?: string;
  msg: string;
  /** Slow mode: seconds until the next message may go. */
  wait?: number;
}

export interface ChatClientEvents {
  state: ChatSocketState;
  stop: ChatSocketStop;
  refusal: ChatRefusal;
  award: AwardNotice;
  /** A frame the client does not handle itself (another feature may, e.g. red packets). */
  frame: ChatFrame;
}
type Handler<K extends keyof ChatClientEvents> = (payload: ChatClientEvents[K]) => void;

export interface ChatClientOptions {
  /** Address builder (tests pass their own); default: this origin's /ws-chat with the token or guest id. */
  url?: () => string | null;
  onUnauthorized?: () => Promise<boolean>;
  WebSocketImpl?: typeof WebSocket;
}

let seq = 0;
const newClientId = () => `c${Date.now().toString(36)}${(++seq).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The socket address of the current session: the chat token, or the guest id with isGuest. */
export function defaultChatUrl(socketUrl?: string): string | null {
  const chatToken = getChatToken();
  if (getToken() && chatToken) return chatSocketUrl({ token: chatToken, isGuest: 0 }, socketUrl);
  const guest = localStorage.getItem(STORAGE_KEYS.guestHashId);
  if (guest) return chatSocketUrl({ token: guest, isGuest: 1 }, socketUrl);
  return null;
}

/**
 * One chat session of this tab: the socket, the per-room message store, the rooms it joined
 * (re-joined with the last id seen after every reconnect, so the server sends what was missed),
 * and the messages it sent that wait for the server's answer.
 */
export class ChatClient {
  readonly store = new MessageStore();
  private socket: ChatSocket | null = null;
  private rooms = new Map<string, { room_id: string | number; talk_type?: number }>();
  private pending = new Map<string, { room: string | number; timer: ReturnType<typeof setTimeout>; frame: Record<string, unknown> }>();
  /** How to upload an image again should its first attempt fail, by client id. */
  private retryUploads = new Map<string, () => Promise<{ url: string; thumb?: string }>>();
  private handlers = new Map<keyof ChatClientEvents, Set<Handler<keyof ChatClientEvents>>>();
  private users = 0;
  state: ChatSocketState = 'closed';

  constructor(private options: ChatClientOptions = {}) {}

  on<K extends keyof ChatClientEvents>(name: K, handler: Handler<K>): () => void {
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    set.add(handler as Handler<keyof ChatClientEvents>);
    return () => set.delete(handler as Handler<keyof ChatClientEvents>);
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
        for (const r of this.rooms.values()) send(this.joinFrame(r.room_id, r.talk_type));
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

  private joinFrame(room: string | number, talkType?: number) {
    return { command: CHAT_COMMANDS.join, room_id: room, talk_type: talkType, last_id: this.store.room(room).lastId ?? undefined };
  }

  /** Joins a room (again after each reconnect); answers the leave function. */
  join(room: string | number, talkType?: number): () => void {
    const k = String(room);
    this.rooms.set(k, { room_id: room, talk_type: talkType });
    this.socket?.send(this.joinFrame(room, talkType));
    return () => {
      this.rooms.delete(k);
      this.socket?.send({ command: CHAT_COMMANDS.leave, room_id: room });
    };
  }

  private onFrame(f: ChatFrame) {
    switch (f.command) {
      case CHAT_COMMANDS.message: {
        const list = f.messages ?? (f.message !== undefined ? [f.message] : []);
        for (const raw of list) {
          const m = normalizeMessage(raw);
          if (!m) continue;
          if (m.client_id) this.settle(m.client_id);
          this.store.receive(m);
        }
        return;
      }
      case CHAT_COMMANDS.ack: {
        const m = normalizeMessage(f.message);
        if (f.client_id) this.settle(f.client_id);
        if (m) this.store.receive({ ...m, client_id: m.client_id ?? f.client_id });
        return;
      }
      case CHAT_COMMANDS.error: {
        const p = f.client_id ? this.pending.get(f.client_id) : undefined;
        if (p && f.client_id) {
          this.settle(f.client_id);
          this.store.fail(p.room, f.client_id);
        }
        this.emit('refusal', { room_id: f.room_id ?? p?.room, code: f.code, msg: f.msg || '发送失败', wait: typeof f.wait === 'number' ? f.wait : undefined });
        return;
      }
      case CHAT_COMMANDS.deleted:
        if (f.id !== undefined) this.store.remove(f.room_id ?? null, f.id);
        return;
      case CHAT_COMMANDS.award:
        if (f.data && typeof f.data === 'object') this.emit('award', f.data as AwardNotice);
        return;
      default:
        this.emit('frame', f);
    }
  }

  private settle(clientId: string) {
    const p = this.pending.get(clientId);
    if (!p) return;
    clearTimeout(p.timer);
    this.pending.delete(clientId);
  }

  private transmit(room: string | number, clientId: string, frame: Record<string, unknown>) {
    const timer = setTimeout(() => {
      this.pending.delete(clientId);
      this.store.fail(room, clientId);
    }, SEND_TIMEOUT_MS);
    this.pending.set(clientId, { room, timer, frame });
    if (!this.socket?.send(frame)) {
      this.settle(clientId);
      this.store.fail(room, clientId);
    }
  }

  private localMessage(room: string | number, me: ChatUserInfo, content: Partial<ChatContent>, flags: Partial<ChatMessage>): ChatMessage {
    const client_id = newClientId();
    return {
      id: client_id,
      client_id,
      created_at: new Date().toISOString(),
      command: 0,
      content: { room_id: room, userinfo: me, ...content },
      retry: 0,
      ...flags,
    };
  }

  private sendFrame(m: ChatMessage): Record<string, unknown> {
    const { room_id, type, body, url, thumb, reciveId } = m.content;
    return { command: CHAT_COMMANDS.send, client_id: m.client_id, room_id, type, body, url, thumb, reciveId };
  }

  /** Sends text, an emoji or a quick message: shown at once as sending, settled by the server's answer. */
  send(room: string | number, me: ChatUserInfo, content: Pick<ChatContent, 'type' | 'body' | 'reciveId'>): ChatMessage {
    const m = this.localMessage(room, me, content, { sending: true });
    this.store.addLocal(m);
    this.transmit(room, m.client_id!, this.sendFrame(m));
    return m;
  }

  /** Sends an image: shown as uploading, then sending once `upload` answers where it is stored. */
  async sendImage(
    room: string | number,
    me: ChatUserInfo,
    preview: string,
    upload: () => Promise<{ url: string; thumb?: string }>,
    reciveId?: string | number,
  ): Promise<void> {
    const m = this.localMessage(room, me, { type: 'image', url: preview, reciveId }, { uploading: true });
    this.store.addLocal(m);
    this.retryUploads.set(m.client_id!, upload);
    await this.uploadAndSend(room, m, upload);
  }

  private async uploadAndSend(room: string | number, m: ChatMessage, upload: () => Promise<{ url: string; thumb?: string }>) {
    let stored: { url: string; thumb?: string };
    try {
      stored = await upload();
    } catch (e) {
      this.store.fail(room, m.client_id!);
      this.emit('refusal', { room_id: room, msg: (e as Error).message || '图片上传失败' });
      return;
    }
    this.store.uploaded(room, m.client_id!, { url: stored.url, thumb: stored.thumb });
    const now = this.store.room(room).messages.find((x) => x.client_id === m.client_id);
    if (now) this.transmit(room, m.client_id!, this.sendFrame(now));
  }


  /** Sends a failed message again (allowed while its retry count is below 2). */
  retry(room: string | number, clientId: string): boolean {
    const before = this.store.room(room).messages.find((x) => x.client_id === clientId);
    const url = before?.content.url ?? '';
    const upload = this.retryUploads.get(clientId);
    // An image that never reached the server is uploaded again, then sent.
    const reupload = before?.content.type === 'image' && !!upload && (url.startsWith('blob:') || url.startsWith('data:'));
    const m = this.store.retry(room, clientId, reupload);
    if (!m) return false;
    if (reupload && upload) void this.uploadAndSend(room, m, upload);
    else this.transmit(room, clientId, this.sendFrame(m));
    return true;
  }
}

/** Reconnects after the server refused the chat token: refresh once; a failed refresh ends the session (spec 3 §4). */
export async function refreshOnUnauthorized(): Promise<boolean> {
  if (!getToken()) return false;
  try {
    await refreshChatTokenOnce();
    return true;
  } catch {
    onChatTokenRefreshFailed();
    return false;
  }
}

let shared: ChatClient | null = null;
let sessionKey = '';
const currentSessionKey = () => `${getToken() ?? ''}|${localStorage.getItem(STORAGE_KEYS.guestHashId) ?? ''}`;

/**
 * The tab's chat client. A new session (login, logout, another guest) starts a fresh one, so no
 * message or room of the previous identity survives it.
 */
export function chatClient(): ChatClient {
  const key = currentSessionKey();
  if (shared && key !== sessionKey) resetChatClient();
  sessionKey = key;
  return (shared ??= new ChatClient({ onUnauthorized: refreshOnUnauthorized }));
}

export function resetChatClient(next?: ChatClient): void {
  shared?.disconnect();
  shared = next ?? null;
}

if (typeof window !== 'undefined')
  onSessionChange(() => {
    if (shared && currentSessionKey() !== sessionKey) resetChatClient();
  });
