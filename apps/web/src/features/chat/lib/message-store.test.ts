import { describe, expect, it } from 'vitest';
import { HISTORY_CAP, MessageStore } from './message-store';
import type { ChatMessage } from './protocol';

const user = { user_id: 7, nickname: '小明', chatLevel: 1, avatar: 1, color: '', isGuest: false };
let seq = 0;
const at = (n: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, n)).toISOString();
const msg = (id: number, extra: Partial<ChatMessage> = {}, room = 1): ChatMessage => ({
  id,
  created_at: at(id),
  command: 1,
  content: { room_id: room, userinfo: user, type: 'text', body: `m${id}`, extra: {} },
  ...extra,
});
const ids = (s: MessageStore, room = 1) => s.room(room).messages.map((m) => m.id);
const local = (body: string, extra: Partial<ChatMessage> = {}): ChatMessage => {
  const client_id = `c${++seq}`;
  return { id: client_id, client_id, created_at: new Date().toISOString(), command: 1, content: { room_id: 1, userinfo: user, type: 'text', body, extra: {} }, sending: true, retry: 0, ...extra };
};

describe('MessageStore', () => {
  it('keeps messages sorted by creation time and drops a second copy of the same id', () => {
    const s = new MessageStore();
    s.receive(msg(3));
    s.receive(msg(1));
    s.receive(msg(2));
    s.receive(msg(2));
    expect(ids(s)).toEqual([1, 2, 3]);
    expect(s.room(1).lastId).toBe(3);
  });

  it('drops command 70 and messages without user info (spec 3 §3)', () => {
    const s = new MessageStore();
    expect(s.receive(msg(1, { command: 70 }))).toBe(false);
    expect(s.receive({ ...msg(2), content: { room_id: 1, userinfo: null, type: 'text', body: 'x', extra: {} } })).toBe(false);
    expect(ids(s)).toEqual([]);
  });

  it('keeps rooms apart', () => {
    const s = new MessageStore();
    s.receive(msg(1, {}, 1));
    s.receive(msg(2, {}, 2));
    expect(ids(s, 1)).toEqual([1]);
    expect(ids(s, 2)).toEqual([2]);
  });

  it('page 1 replaces what is held; later pages are prepended', () => {
    const s = new MessageStore();
    s.receive(msg(99));
    s.applyHistory(1, 1, [msg(10), msg(11)], 2);
    expect(ids(s)).toEqual([10, 11]);
    s.applyHistory(1, 2, [msg(8), msg(9)], 2);
    expect(ids(s)).toEqual([8, 9, 10, 11]);
    expect(s.room(1).hasMore).toBe(true);
    s.applyHistory(1, 3, [msg(7)], 2);
    expect(s.room(1).hasMore).toBe(false);
  });

  it('stops prepending once 150 messages are held (spec 3 §4)', () => {
    const s = new MessageStore();
    const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => msg(from + i));
    s.applyHistory(1, 1, page(1000, 100), 100);
    expect(s.applyHistory(1, 2, page(900, 100), 100)).toBe(true);
    expect(s.room(1).messages).toHaveLength(200);
    expect(s.room(1).hasMore).toBe(false);
    expect(s.applyHistory(1, 3, page(800, 100), 100)).toBe(false);
    expect(s.room(1).messages).toHaveLength(200);
    expect(HISTORY_CAP).toBe(150);
  });

  it('page 1 keeps this tab’s unsent messages', () => {
    const s = new MessageStore();
    const m = local('hi');
    s.addLocal(m);
    s.applyHistory(1, 1, [msg(1)], 150);
    expect(ids(s)).toEqual([1, m.id]);
  });

  it('replaces the sending copy when the server’s message with the same client id arrives', () => {
    const s = new MessageStore();
    const m = local('hi');
    s.addLocal(m);
    s.receive(msg(1));
    expect(s.room(1).messages.at(-1)?.sending).toBe(true);
    s.receive(msg(5, { client_id: m.client_id }));
    expect(ids(s)).toEqual([1, 5]);
    expect(s.room(1).messages.some((x) => x.sending)).toBe(false);
  });

  it('allows a retry while the retry count is below 2, then no more', () => {
    const s = new MessageStore();
    const m = local('hi');
    s.addLocal(m);
    s.fail(1, m.client_id!);
    expect(s.room(1).messages[0]).toMatchObject({ failed: true, retry: 1, sending: false });
    expect(s.retry(1, m.client_id!)).toMatchObject({ sending: true, failed: false });
    s.fail(1, m.client_id!);
    const failed = s.room(1).messages[0]!;
    expect(failed).toMatchObject({ failed: true, retry: 2 });
    expect(s.canRetry(failed)).toBe(false);
    expect(s.retry(1, m.client_id!)).toBeNull();
  });

  it('an upload goes uploading → sending with the image url', () => {
    const s = new MessageStore();
    const m = local('', { uploading: true, sending: false, content: { room_id: 1, userinfo: user, type: 'image', body: 'blob:x', extra: {} } });
    s.addLocal(m);
    s.uploaded(1, m.client_id!, { body: '/sys-upload/chat/a.png' });
    expect(s.room(1).messages[0]).toMatchObject({ uploading: false, sending: true, content: { body: '/sys-upload/chat/a.png' } });
  });

  it('a send answer turns the local copy into the stored message; the broadcast copy does not double it', () => {
    const s = new MessageStore();
    const a = local('one');
    s.addLocal(a);
    s.confirm(1, a.client_id!, 12, at(12));
    expect(s.room(1).messages).toMatchObject([{ id: 12, sending: false }]);
    s.receive(msg(12));
    expect(ids(s)).toEqual([12]);
    // The broadcast may come first: then the answer only drops the local copy.
    const b = local('two');
    s.addLocal(b);
    s.receive(msg(13));
    s.confirm(1, b.client_id!, 13);
    expect(ids(s)).toEqual([12, 13]);
  });

  it('a deleted message vanishes from its room', () => {
    const s = new MessageStore();
    s.receive(msg(1));
    s.receive(msg(2));
    s.remove(null, '1');
    expect(ids(s)).toEqual([2]);
  });

  it('a snapshot stays the same object until its room changes', () => {
    const s = new MessageStore();
    s.receive(msg(1));
    const snap = s.room(1);
    s.receive(msg(2, {}, 2));
    expect(s.room(1)).toBe(snap);
  });
});
