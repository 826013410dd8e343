import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ChatCommand, chatSocialMsg } from '@sixmark/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNavigate } from '@/lib/navigation';
import { makeProfile } from '@/test/fixtures';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import { chatConfigJson, chatUser, FakeChatSocket, groupClassList, installFakeSocket, lastSocket, roomMessage } from '../test/chat-test-utils';
import ChatRoomsPage from './chat-rooms-page';
import IndividualChatPage from './individual-chat-page';
import ServicesPage from './services-page';
import TalkPage from './talk-page';

const base = {
  '/app-api/api/user/info': ok(makeProfile({ userInfo: { userId: 1, account: 'demo01' } })),
  '/sys-upload/data/json/config_chat.json': chatConfigJson(),
  '/chat-api/api/v1/getGroupClassList': ok(groupClassList()),
};

async function acceptSocket() {
  await waitFor(() => expect(FakeChatSocket.instances.length).toBeGreaterThan(0));
  const ws = lastSocket();
  act(() => ws.serverOpen());
  return ws;
}

describe('chat pages', () => {
  beforeEach(() => installFakeSocket());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('/chat-rooms lists class groups by sort order with rooms and people counts, and the contacts', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('tokenChat', 'chat-tok');
    mockApi({
      ...base,
      '/chat-api/chat/contact/list': ok([
        { friend_id: 5, nickname: '老王', avatarId: 2, chatLevel: 1, room_id: 40, last_message: { id: 1, type: 'image', content: '/x.png', created_at: '2026-11-23T10:00:00Z' }, created_at: '2026-11-23T10:00:00Z' },
        { friend_id: 6, nickname: '小李', avatarId: 2, chatLevel: 1, room_id: 41, last_message: { id: 2, type: 'text', content: '在吗', created_at: '2026-11-23T11:00:00Z' }, created_at: '2026-11-23T11:00:00Z' },
      ]),
    });
    const r = renderPage(<ChatRoomsPage />, { path: '/chat-rooms', extra: [{ path: '/chat-rooms/:roomId', text: '房间页' }, { path: '/chat-rooms/:roomId/friends/:userId', text: '私聊页' }] });
    expect(await screen.findByText('大厅')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['综合', '彩票交流', '私聊']);
    expect(screen.getAllByTestId('room-people').map((e) => e.textContent)).toEqual(['23人', '3人']);
    expect(screen.getByText('仅可查看')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '私聊' }));
    const contacts = await screen.findAllByTestId('contact');
    expect(contacts.map((c) => c.textContent)).toEqual([expect.stringContaining('小李'), expect.stringContaining('老王')]);
    expect(contacts[1]).toHaveTextContent('[图片]');
    fireEvent.click(screen.getByText('小李'));
    await screen.findByText('私聊页');
    expect(r.router.state.location.pathname).toBe('/chat-rooms/41/friends/6');
    expect(r.router.state.location.search).toBe(`?nickname=${encodeURIComponent('小李')}`);
  });

  it('a game’s room opens as the game chat beside its draw panel', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('tokenChat', 'chat-tok');
    mockApi(base);
    const r = renderPage(<ChatRoomsPage />, { path: '/chat-rooms', extra: [{ path: '/game/:gameId/chat-rooms/:roomId', text: '游戏聊天页' }] });
    fireEvent.click(await screen.findByRole('tab', { name: '彩票交流' }));
    fireEvent.click(await screen.findByText('澳门六合彩'));
    await screen.findByText('游戏聊天页');
    expect(r.router.state.location.pathname).toBe('/game/70/chat-rooms/12');
  });

  it('a private chat with a stranger makes them a contact first, then talks in their private room', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('tokenChat', 'chat-tok');
    const m = mockApi({
      ...base,
      '/chat-api/chat/contact/contactdetail': fail('CHAT/CONTACT_NOT_FOUND', '联系人不存在', 404),
      '/chat-api/chat/contact/apply/createaccept': ok({ friend_id: 9, nickname: '路人甲', avatarId: 1, chatLevel: 1, room_id: 77, last_message: null, created_at: '2026-11-23T10:00:00Z' }),
      '/chat-api/api/v1/recordsList': ok({ rows: [], total: 0 }),
    });
    renderPage(<IndividualChatPage />, { path: '/chat-rooms/:roomId/friends/:userId', at: `/chat-rooms/11/friends/9?nickname=${encodeURIComponent('路人甲')}` });
    const ws = await acceptSocket();
    await waitFor(() => expect(ws.sentOf(ChatCommand.CLIENT_JOIN)).toEqual([{ command: ChatCommand.CLIENT_JOIN, room_id: 77 }]));
    const apply = m.calls.find((c) => c.path === '/chat-api/chat/contact/apply/createaccept')!;
    expect(Object.fromEntries(apply.form)).toMatchObject({ friend_id: '9', avatarId: '1', nickname: 'de***1', friend_nickname: '路人甲' });
    const history = m.calls.find((c) => c.path === '/chat-api/api/v1/recordsList')!;
    expect(history.url.searchParams.get('room_id')).toBe('77');
    expect(history.url.searchParams.get('talk_type')).toBe('1');
    expect(await screen.findByText('和 路人甲 打个招呼吧')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('说点什么...'), { target: { value: '你好' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(ws.sentOf(ChatCommand.CLIENT_SEND).at(-1)).toMatchObject({ room_id: 77, type: 'text', body: '你好', reciveId: 9 });
  });

  it('a visitor on /services becomes a guest, opens a room with the first staff member, and connects as a guest', async () => {
    const m = mockApi({
      '/sys-upload/data/json/config_chat.json': chatConfigJson(),
      '/chat-api/chat/guest/id-generation': ok({ id: 31, nickname: '游客AB12CD', hash_id: 'g.secret31' }),
      '/chat-api/chat/token/generation/31': ok({ token: 'g.secret31', id: 31, nickname: '游客AB12CD' }),
      '/chat-api/chat/guest/customer-services': ok([{ id: 4, nickname: '在线客服', avatarId: 8 }]),
      '/chat-api/chat/guest/init-room': ok({ id: 90, friend_id: 4, nickname: '在线客服', avatarId: 8, remark: '', status: 'open', last_message: null, created_at: '2026-11-23T10:00:00Z' }),
      '/chat-api/api/v1/recordsList': ok({ rows: [], total: 0 }),
    });
    const r = renderPage(<ServicesPage />, { path: '/services' });
    registerNavigate((to, o) => void r.router.navigate(to, o));
    const ws = await acceptSocket();
    expect(ws.url).toMatch(/\/ws-chat\?token=g\.secret31&isGuest=1$/);
    expect(localStorage.getItem('guestId')).toBe('31');
    const init = m.calls.find((c) => c.path === '/chat-api/chat/guest/init-room')!;
    expect(JSON.parse(String(init.init?.body))).toEqual({ friend_id: 4, remark: '' });
    expect(init.init?.headers).toMatchObject({ authorization: 'Bearer g.secret31' });
    expect(init.url.searchParams.get('identity')).toBe('g.secret31');
    expect(await screen.findByText('您好，我是客服 在线客服，请问有什么可以帮您？')).toBeInTheDocument();
    await waitFor(() => expect(ws.sentOf(ChatCommand.CLIENT_JOIN)).toEqual([{ command: ChatCommand.CLIENT_JOIN, room_id: 90 }]));
    // The operator's answer arrives as the staff member's message.
    act(() => ws.serverSend({ ...roomMessage(500, 90, '您好，有什么可以帮您？', chatUser(4, '在线客服')), command: ChatCommand.GUEST_MESSAGE }));
    const reply = await screen.findByText('您好，有什么可以帮您？');
    expect(reply.closest('[data-testid="chat-message"]')).not.toHaveClass('chat-msg--own');
  });
  describe('/talk/{app_id}/{identity}/{customer_id}', () => {
    const talkRoom = { id: 91, friend_id: 4, nickname: '在线客服', avatarId: 8, remark: '', status: 'open', last_message: null, created_at: '2026-11-23T10:00:00Z' };
    const talkPath = '/talk/:appId/:identity/:customerId';

    it('a guest’s link becomes this tab’s guest (replacing the one held) and opens that guest’s conversation', async () => {
      localStorage.setItem('guestId', '5');
      localStorage.setItem('guestHashId', 'g.old5');
      const m = mockApi({
        '/sys-upload/data/json/config_chat.json': chatConfigJson(),
        '/chat-api/chat/guest/talk': ok({ kind: 'guest', guest: { id: 7, nickname: '游客LINK07', hash_id: 'g.link7' }, room: talkRoom }),
        '/chat-api/api/v1/recordsList': ok({ rows: [], total: 0 }),
      });
      renderPage(<TalkPage />, { path: talkPath, at: '/talk/site-a/g.link7/4' });
      const ws = await acceptSocket();
      const talk = m.calls.find((c) => c.path === '/chat-api/chat/guest/talk')!;
      expect(JSON.parse(String(talk.init?.body))).toEqual({ identity: 'g.link7', customer_id: 4 });
      expect(localStorage.getItem('guestId')).toBe('7');
      expect(localStorage.getItem('guestHashId')).toBe('g.link7');
      expect(ws.url).toMatch(/\/ws-chat\?token=g\.link7&isGuest=1$/);
      await waitFor(() => expect(ws.sentOf(ChatCommand.CLIENT_JOIN)).toEqual([{ command: ChatCommand.CLIENT_JOIN, room_id: 91 }]));
      expect(m.calls.some((c) => c.path === '/chat-api/chat/guest/id-generation' || c.path === '/chat-api/chat/guest/init-room')).toBe(false);
      // What the guest sends goes to that conversation as the link's guest.
      act(() => ws.serverSend({ ...roomMessage(700, 91, '客服回复', chatUser(4, '在线客服')), command: ChatCommand.GUEST_MESSAGE }));
      expect(await screen.findByText('客服回复')).toBeInTheDocument();
    });

    it('a member’s link opens for the logged-in member over the member’s socket', async () => {
      localStorage.setItem('token', 'tok');
      localStorage.setItem('tokenChat', 'chat-tok');
      const m = mockApi({
        ...base,
        '/chat-api/chat/guest/talk': ok({ kind: 'member', guest: null, room: talkRoom }),
        '/chat-api/api/v1/recordsList': ok({ rows: [], total: 0 }),
      });
      renderPage(<TalkPage />, { path: talkPath, at: '/talk/site-a/u:1/4' });
      const ws = await acceptSocket();
      const talk = m.calls.find((c) => c.path === '/chat-api/chat/guest/talk')!;
      expect(JSON.parse(String(talk.init?.body))).toEqual({ identity: 'u:1', customer_id: 4 });
      expect(talk.init?.headers).toMatchObject({ authorization: 'Bearer chat-tok' });
      expect(ws.url).toMatch(/token=chat-tok&isGuest=0$/);
      await waitFor(() => expect(ws.sentOf(ChatCommand.CLIENT_JOIN)).toEqual([{ command: ChatCommand.CLIENT_JOIN, room_id: 91 }]));
      expect(localStorage.getItem('guestHashId')).toBeNull();
    });

    it('a member’s link in a visitor’s tab asks to log in; a guest’s link in a member’s tab says to log out; neither opens anything', async () => {
      const m = mockApi({ '/sys-upload/data/json/config_chat.json': chatConfigJson() });
      const first = renderPage(<TalkPage />, { path: talkPath, at: '/talk/site-a/u:1/4' });
      expect(await screen.findByTestId('chat-login-prompt')).toBeInTheDocument();
      first.unmount();
      localStorage.setItem('token', 'tok');
      localStorage.setItem('tokenChat', 'chat-tok');
      const m2 = mockApi({ ...base });
      renderPage(<TalkPage />, { path: talkPath, at: '/talk/site-a/g.link7/4' });
      expect(await screen.findByText(chatSocialMsg.talkGuestWhileMember)).toBeInTheDocument();
      expect(localStorage.getItem('guestHashId')).toBeNull();
      for (const mock of [m, m2]) expect(mock.calls.some((c) => c.path === '/chat-api/chat/guest/talk')).toBe(false);
    });
  });
});
