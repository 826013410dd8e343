import { isShowable, numericId, type ChatMessage } from './protocol';

/** Spec 3 §4/§9: older history pages are prepended only while fewer than this many are held. */
export const HISTORY_CAP = 150;
/** Spec 3 §4: a failed message may be retried while its retry count is below this. */
export const MAX_RETRY = 2;
/**
 * Live messages keep arriving while a room is open; beyond this many the oldest are let go so
 * a room left open for a day does not grow without bound (the history cap is about paging).
 */
export const LIVE_KEEP = 1000;

export interface RoomState {
  messages: readonly ChatMessage[];
  /** The newest server id seen in this room: sent on reconnect so the server fills the gap. */
  lastId: number | null;
  /** False once a history page came back short or the cap stopped paging. */
  hasMore: boolean;
}

const EMPTY: RoomState = Object.freeze({ messages: Object.freeze([]) as readonly ChatMessage[], lastId: null, hasMore: true });

const time = (m: ChatMessage) => {
  const t = Date.parse(m.created_at);
  return Number.isFinite(t) ? t : Number.MAX_SAFE_INTEGER;
};

/** Creation time, then server id; messages still on their way (no server id) come last. */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  const pa = a.sending || a.failed || a.uploading ? 1 : 0;
  const pb = b.sending || b.failed || b.uploading ? 1 : 0;
  if (pa !== pb) return pa - pb;
  const dt = time(a) - time(b);
  if (dt !== 0) return dt;
  const ia = numericId(a);
  const ib = numericId(b);
  if (ia !== null && ib !== null) return ia - ib;
  return String(a.id).localeCompare(String(b.id));
}

const key = (room: string | number) => String(room);

/**
 * The per-room message map of spec 3 §3: messages sorted by creation time, deduplicated by
 * id, command 70 and messages without user info dropped, local sending/uploading/retry flags.
 * One instance per socket session; React reads it through `subscribe`/`room`.
 */
export class MessageStore {
  private rooms = new Map<string, RoomState>();
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The room's state; the same object until the room changes (a useSyncExternalStore snapshot). */
  room(room: string | number): RoomState {
    return this.rooms.get(key(room)) ?? EMPTY;
  }

  private set(room: string | number, next: RoomState) {
    this.rooms.set(key(room), next);
    this.listeners.forEach((l) => l());
  }

  private static lastIdOf(messages: readonly ChatMessage[], prev: number | null): number | null {
    let last = prev;
    for (const m of messages) {
      const n = numericId(m);
      if (n !== null && !m.sending && !m.failed && (last === null || n > last)) last = n;
    }
    return last;
  }

  /** Merges server messages into a room: drops duplicates by id and local copies they confirm. */
  private merge(existing: readonly ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
    const byId = new Map<string, ChatMessage>();
    const confirmed = new Set<string>();
    for (const m of incoming) if (m.client_id) confirmed.add(m.client_id);
    for (const m of existing) {
      if (m.client_id && confirmed.has(m.client_id) && (m.sending || m.failed || m.uploading)) continue;
      byId.set(String(m.id), m);
    }
    for (const m of incoming) byId.set(String(m.id), m);
    return [...byId.values()].sort(compareMessages);
  }

  /** A message from the socket (live or catch-up). Answers false when it was dropped. */
  receive(message: ChatMessage): boolean {
    if (!isShowable(message)) return false;
    const room = message.content.room_id;
    const state = this.room(room);
    let messages = this.merge(state.messages, [message]);
    if (messages.length > LIVE_KEEP) messages = messages.slice(messages.length - LIVE_KEEP);
    this.set(room, { ...state, messages, lastId: MessageStore.lastIdOf([message], state.lastId) });
    return true;
  }

  /**
   * A history page (spec 3 §4): page 1 replaces what is held (keeping this tab's unsent
   * messages); a later page is prepended only while fewer than 150 messages are held. Answers
   * whether the page was taken.
   */
  applyHistory(room: string | number, page: number, rows: ChatMessage[], pageSize: number): boolean {
    const state = this.room(room);
    const shown = rows.filter(isShowable);
    if (page <= 1) {
      const pending = state.messages.filter((m) => m.sending || m.failed || m.uploading);
      const messages = this.merge(pending, shown);
      this.set(room, {
        messages,
        lastId: MessageStore.lastIdOf(messages, state.lastId),
        hasMore: rows.length >= pageSize && messages.length < HISTORY_CAP,
      });
      return true;
    }
    if (state.messages.length >= HISTORY_CAP) {
      if (state.hasMore) this.set(room, { ...state, hasMore: false });
      return false;
    }
    const messages = this.merge(state.messages, shown);
    this.set(room, {
      messages,
      lastId: MessageStore.lastIdOf(messages, state.lastId),
      hasMore: rows.length >= pageSize && messages.length < HISTORY_CAP,
    });
    return true;
  }

  /** Adds this tab's message before the server has it (sending, or uploading for images). */
  addLocal(message: ChatMessage): void {
    const room = message.content.room_id;
    const state = this.room(room);
    this.set(room, { ...state, messages: this.merge(state.messages, [message]) });
  }

  private updateLocal(room: string | number, clientId: string, patch: (m: ChatMessage) => ChatMessage) {
    const state = this.room(room);
    let changed = false;
    const messages = state.messages.map((m) => {
      if (m.client_id !== clientId || !(m.sending || m.failed || m.uploading)) return m;
      changed = true;
      return patch(m);
    });
    if (changed) this.set(room, { ...state, messages: [...messages].sort(compareMessages) });
  }

  /** An upload finished: the message now goes out with its image. */
  uploaded(room: string | number, clientId: string, content: Partial<ChatMessage['content']>): void {
    this.updateLocal(room, clientId, (m) => ({ ...m, uploading: false, sending: true, content: { ...m.content, ...content } }));
  }

  /**
   * The server stored this tab's message under `id` (its send answer). If the room's copy of
   * that id already came over the socket, the local one goes; otherwise the local one becomes
   * that message, so the copy that follows replaces it by id.
   */
  confirm(room: string | number, clientId: string, id: number, createdAt?: string): void {
    const state = this.room(room);
    const has = state.messages.some((m) => String(m.id) === String(id));
    const messages = has
      ? state.messages.filter((m) => m.client_id !== clientId || !(m.sending || m.failed || m.uploading))
      : state.messages.map((m) =>
          m.client_id === clientId && (m.sending || m.failed || m.uploading)
            ? { ...m, id, created_at: createdAt ?? m.created_at, sending: false, failed: false, uploading: false }
            : m,
        );
    this.set(room, { ...state, messages: [...messages].sort(compareMessages), lastId: state.lastId });
  }

  /** The attempt failed (no answer, refused, upload error): shown with a retry while allowed. */
  fail(room: string | number, clientId: string): void {
    this.updateLocal(room, clientId, (m) => ({ ...m, sending: false, uploading: false, failed: true, retry: (m.retry ?? 0) + 1 }));
  }

  /** Whether a failed message may be sent again (spec 3 §4: retry count below 2). */
  canRetry(m: ChatMessage): boolean {
    return !!m.failed && (m.retry ?? 0) < MAX_RETRY;
  }

  /**
   * Marks a failed message as sending (or uploading, for an image that never reached the
   * server) again; answers it, or null when no retry is left.
   */
  retry(room: string | number, clientId: string, upload = false): ChatMessage | null {
    const m = this.room(room).messages.find((x) => x.client_id === clientId && x.failed);
    if (!m || !this.canRetry(m)) return null;
    const out: ChatMessage = { ...m, failed: false, sending: !upload, uploading: upload };
    this.updateLocal(room, clientId, () => out);
    return out;
  }

  /** Drops a local message the user gave up on. */
  discard(room: string | number, clientId: string): void {
    const state = this.room(room);
    this.set(room, { ...state, messages: state.messages.filter((m) => m.client_id !== clientId || !(m.failed || m.sending || m.uploading)) });
  }

  /** A message deleted by a moderator vanishes for everyone, live. */
  remove(room: string | number | null, id: number | string): void {
    const rooms = room === null ? [...this.rooms.keys()] : [key(room)];
    for (const r of rooms) {
      const state = this.rooms.get(r);
      if (!state || !state.messages.some((m) => String(m.id) === String(id))) continue;
      this.set(r, { ...state, messages: state.messages.filter((m) => String(m.id) !== String(id)) });
    }
  }

  /** Messages of one sender vanish (a kicked or banned user's messages, if the server says so). */
  removeBy(room: string | number, predicate: (m: ChatMessage) => boolean): void {
    const state = this.room(room);
    const messages = state.messages.filter((m) => !predicate(m));
    if (messages.length !== state.messages.length) this.set(room, { ...state, messages });
  }

  clear(): void {
    this.rooms.clear();
    this.listeners.forEach((l) => l());
  }
}
