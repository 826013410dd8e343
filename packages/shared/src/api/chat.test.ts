import { describe, expect, it } from 'vitest';
import {
  applyWordFilter,
  chatAccess,
  chatDenialStatus,
  chatNicknameOf,
  slowModeWait,
  truncateAwardName,
  type ChatAccessInput,
} from './chat';

const member = { kind: 'member' as const, enableChat: 1, vipEnableChat: true, chatLevel: 1 };
const publicRoom = { kind: 'public' as const, open: true, enableChat: 1, isMember: false };
const base: ChatAccessInput = { maintenance: false, identity: member, room: publicRoom };

describe('chatAccess', () => {
  it('member in an open public room reads and speaks', () => {
    expect(chatAccess(base)).toEqual({ read: null, send: null });
  });
  it('maintenance closes chat for everyone, staff included', () => {
    expect(chatAccess({ ...base, maintenance: true })).toEqual({ read: 'maintenance', send: 'maintenance' });
    expect(chatAccess({ ...base, maintenance: true, identity: { ...member, chatLevel: 2 } }).read).toBe(
      'maintenance',
    );
  });
  it('no identity goes to login', () => {
    expect(chatAccess({ ...base, identity: null }).read).toBe('login');
  });
  it('enableChat 0 or a VIP level without chat: unavailable', () => {
    expect(chatAccess({ ...base, identity: { ...member, enableChat: 0 } }).read).toBe('unavailable');
    expect(chatAccess({ ...base, identity: { ...member, vipEnableChat: false } }).read).toBe('unavailable');
    expect(chatAccess({ ...base, identity: { ...member, enableChat: 0 }, room: null }).read).toBe(
      'unavailable',
    );
  });
  it('guests: login for member rooms, their own guest room only', () => {
    const guest = { kind: 'guest' as const };
    expect(chatAccess({ ...base, identity: guest }).read).toBe('login');
    expect(
      chatAccess({
        ...base,
        identity: guest,
        room: { kind: 'guest', open: true, enableChat: 1, isMember: false },
      }).read,
    ).toBe('unavailable');
    expect(
      chatAccess({
        ...base,
        identity: guest,
        room: { kind: 'guest', open: true, enableChat: 1, isMember: true },
      }),
    ).toEqual({ read: null, send: null });
  });
  it('private rooms are for their members', () => {
    expect(
      chatAccess({ ...base, room: { kind: 'private', open: true, enableChat: 1, isMember: false } }).read,
    ).toBe('unavailable');
    expect(
      chatAccess({ ...base, room: { kind: 'private', open: true, enableChat: 1, isMember: true } }).send,
    ).toBeNull();
  });
  it('closed room or kicked: unavailable', () => {
    expect(chatAccess({ ...base, room: { ...publicRoom, open: false } }).read).toBe('unavailable');
    expect(chatAccess({ ...base, banned: true }).read).toBe('unavailable');
  });
  it('enable_chat 0 room: read-only below chat level 2', () => {
    const room = { ...publicRoom, enableChat: 0 };
    expect(chatAccess({ ...base, room })).toEqual({ read: null, send: 'readonly' });
    expect(chatAccess({ ...base, room, identity: { ...member, chatLevel: 2 } })).toEqual({
      read: null,
      send: null,
    });
  });
  it('muted until a future time: reads, may not speak; an ended mute does nothing', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(chatAccess({ ...base, now, mutedUntil: new Date('2026-11-23T13:00:00Z') })).toEqual({
      read: null,
      send: 'muted',
    });
    expect(chatAccess({ ...base, now, mutedUntil: new Date('2026-11-23T11:00:00Z') }).send).toBeNull();
  });
  it('statuses: 403 login, 405 unavailable and maintenance, 400 for send refusals', () => {
    expect(chatDenialStatus('login')).toBe(403);
    expect(chatDenialStatus('unavailable')).toBe(405);
    expect(chatDenialStatus('maintenance')).toBe(405);
    expect(chatDenialStatus('muted')).toBe(400);
  });
});

describe('chat text rules', () => {
  it('truncates award names to 8 characters with an ellipsis, once', () => {
    expect(truncateAwardName('一二三四五六七八')).toBe('一二三四五六七八');
    expect(truncateAwardName('一二三四五六七八九')).toBe('一二三四五六七八…');
    expect(truncateAwardName(truncateAwardName('abcdefghijk'))).toBe('abcdefgh…');
    expect(truncateAwardName('😀😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀😀…');
  });
  it('replaces filtered words case-insensitively, longest first, words as plain text', () => {
    const words = [
      { word: '坏', replacement: '*' },
      { word: '坏人', replacement: '**' },
      { word: 'a.b', replacement: '#' },
    ];
    expect(applyWordFilter('你是坏人还是坏', words)).toBe('你是**还是*');
    expect(applyWordFilter('A.B and axb', words)).toBe('# and axb');
    expect(applyWordFilter('hello', [])).toBe('hello');
  });
  it('slow mode waits the rest of sec_per_mess, rounded up', () => {
    expect(slowModeWait(0, 1000, 1500)).toBe(0);
    expect(slowModeWait(3, null, 1500)).toBe(0);
    expect(slowModeWait(3, 1000, 1500)).toBe(3);
    expect(slowModeWait(3, 1000, 3500)).toBe(1);
    expect(slowModeWait(3, 1000, 4000)).toBe(0);
  });
  it('chat nickname: the chosen one, else the masked account', () => {
    expect(chatNicknameOf('demo01')).toBe('de***1');
    expect(chatNicknameOf('ab')).toBe('a*');
    expect(chatNicknameOf('demo01', ' 老王 ')).toBe('老王');
  });
});
