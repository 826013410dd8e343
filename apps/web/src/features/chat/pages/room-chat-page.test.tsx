import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { ChatCommand } from '@sixmark/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNavigate, registerReload } from '@/lib/navigation';
import { makeProfile } from '@/test/fixtures';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import { chatConfigJson, chatUser, groupClassList, installFakeSocket, lastSocket, FakeChatSocket, roomMessage } from '../test/chat-test-utils';
import RoomChatPage from './room-chat-page';

const ME = chatUser(1, 'de***1', '#1677ff');

function api(over: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    '/app-api/api/user/info': ok(makeProfile({ userInfo: { userId: 1, chatThemeColor: '#1677ff' } })),
    '/sys-upload/data/json/config_chat.json': chatConfigJson(),
    '/chat-api/api/v1/getGroupClassList': ok(groupClassList()),
    '/chat-api/api/v1/recordsList': (url) =>
      url.searchParams.get('page') === '1'
        ? ok({ rows: [roomMessage(101, 11, '早上好'), roomMessage(102, 11, '今天开什么')], total: 2 })
        : ok({ rows: [], total: 2 }),
    ...over,
  });
}

function open(at = '/chat-rooms/11') {
  const r = renderPage(<RoomChatPage />, { path: '/chat-rooms/:roomId', at, extra: [{ path: '/', text: '首页内容' }, { path: '/auth/login', text: '登录页' }, { path: '/chat-rooms', text: '房间列表' }, { path: '/chat-rooms/:roomId/friends/:userId', text: '私聊页' }] });
  registerNavigate((to, o) => void r.router.navigate(to, o));
  return r;
}

/** Opens the room and lets the fake server accept the socket. */
async function openRoom() {
  const r = open();
  expect(await screen.findByText('今天开什么')).toBeInTheDocument();
  await waitFor(() => expect(FakeChatSocket.instances.length).toBeGreaterThan(0));
  const ws = lastSocket();
  act(() => ws.serverOpen());
  await waitFor(() => expect(ws.sentOf(ChatCommand.CLIENT_JOIN).length).toBeGreaterThan(0));
  return { ...r, ws };
}

describe('room chat page', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('tokenChat', 'chat-tok');
    installFakeSocket();
    api();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows history, joins with the last id it holds, and connects with the chat token', async () => {
    const { ws } = await openRoom();
    expect(ws.url).toMatch(/\/ws-chat\?token=chat-tok&isGuest=0$/);
    expect(ws.sentOf(ChatCommand.CLIENT_JOIN).at(-1)).toEqual({ command: ChatCommand.CLIENT_JOIN, room_id: 11, last_id: 102 });
    expect(screen.getByText('早上好')).toBeInTheDocument();
  });

  it('sends text: sending first, sent once the server stored it, in the chosen chat colour', async () => {
    const { ws } = await openRoom();
    fireEvent.change(screen.getByPlaceholderText('说点什么...'), { target: { value: '你好啊' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    const bubble = await screen.findByText('你好啊');
    const row = bubble.closest('[data-testid="chat-message"]') as HTMLElement;
    expect(row.dataset.state).toBe('sending');
    expect(within(row).getByText(/发送中/)).toBeInTheDocument();
    const send = ws.sentOf(ChatCommand.CLIENT_SEND).at(-1)!;
    expect(send).toMatchObject({ room_id: 11, type: 'text', body: '你好啊' });
    act(() => ws.serverSend({ command: ChatCommand.SEND_RESULT, content: { client_id: send.client_id, code: 'OK', id: 103, created_at: new Date().toISOString() } }));
    act(() => ws.serverSend(roomMessage(103, 11, '你好啊', ME)));
    await waitFor(() => expect(screen.getAllByText('你好啊')).toHaveLength(1));
    const sent = screen.getByText('你好啊').closest('[data-testid="chat-message"]') as HTMLElement;
    expect(sent.dataset.state).toBe('sent');
    expect(sent.dataset.id).toBe('103');
    expect((sent.querySelector('.chat-msg__bubble') as HTMLElement).style.background).toBe('rgb(22, 119, 255)');
  });

  it('shows another member’s message live, once, and drops it when a moderator deletes it', async () => {
    const { ws } = await openRoom();
    act(() => ws.serverSend(roomMessage(110, 11, '新消息来了')));
    act(() => ws.serverSend(roomMessage(110, 11, '新消息来了')));
    expect(await screen.findAllByText('新消息来了')).toHaveLength(1);
    act(() => ws.serverSend({ command: ChatCommand.MESSAGE_DELETED, content: { room_id: 11, message_id: 110 } }));
    await waitFor(() => expect(screen.queryByText('新消息来了')).toBeNull());
  });

  it('a failed image upload offers a retry that uploads again and sends the stored address', async () => {
    let uploads = 0;
    const m = api({
      '/chat-api/chat/uploadImage': () => (++uploads === 1 ? fail('SYS/ERROR', '系统错误，请重试', 500) : ok({ url: '/sys-upload/chat/a.png', thumbUrl: '/sys-upload/chat/a_thumb.png' })),
    });
    const { ws } = await openRoom();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [file] } });
    const row = () => document.querySelector('[data-testid="chat-message"][data-type="image"]') as HTMLElement;
    await waitFor(() => expect(row()?.dataset.state).toBe('failed'));
    expect(ws.sentOf(ChatCommand.CLIENT_SEND)).toHaveLength(0);
    fireEvent.click(within(row()).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(ws.sentOf(ChatCommand.CLIENT_SEND)).toHaveLength(1));
    const send = ws.sentOf(ChatCommand.CLIENT_SEND)[0]!;
    expect(send).toMatchObject({ room_id: 11, type: 'image', body: '/sys-upload/chat/a.png' });
    expect(m.calls.filter((c) => c.path === '/chat-api/chat/uploadImage')).toHaveLength(2);
    expect(row().dataset.state).toBe('sending');
    act(() => ws.serverSend({ command: ChatCommand.SEND_RESULT, content: { client_id: send.client_id, code: 'OK', id: 150 } }));
    await waitFor(() => expect(row().dataset.state).toBe('sent'));
    expect(row().querySelector('img')?.getAttribute('src')).toBe('/sys-upload/chat/a_thumb.png');
  });

  it('a sender’s menu reports a message; chat-level staff may delete it for everyone', async () => {
    const show = vi.spyOn(Toast, 'show');
    const m = api({
      '/app-api/api/user/info': ok(makeProfile({ userInfo: { userId: 1, chatLevel: 2 } })),
      '/chat-api/chat/report': ok({ id: 5 }),
      '/app-api/api/chat/deletechat-message': ok({ id: 102, room_id: 11 }),
    });
    await openRoom();
    fireEvent.click(screen.getAllByRole('button', { name: '路人甲' })[0]!);
    fireEvent.click(await screen.findByText('举报'));
    await waitFor(() => expect(m.calls.some((c) => c.path === '/chat-api/chat/report')).toBe(true));
    const report = m.calls.find((c) => c.path === '/chat-api/chat/report')!;
    expect(JSON.parse(String(report.init?.body))).toEqual({ message_id: 101, reason: '' });
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: '举报已提交' })));
    fireEvent.click(screen.getAllByRole('button', { name: '路人甲' })[1]!);
    fireEvent.click(await screen.findByText('删除消息'));
    await waitFor(() => expect(m.calls.some((c) => c.path === '/app-api/api/chat/deletechat-message')).toBe(true));
    const del = m.calls.find((c) => c.path === '/app-api/api/chat/deletechat-message')!;
    expect(JSON.parse(String(del.init?.body))).toEqual({ id: 102, room_id: 11 });
  });

  it('refuses an image over 5 MB before uploading it', async () => {
    const show = vi.spyOn(Toast, 'show');
    const m = api();
    await openRoom();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [big] } });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: '图片不能超过 5MB' }));
    expect(m.calls.some((c) => c.path === '/chat-api/chat/uploadImage')).toBe(false);
    expect(document.querySelector('[data-type="image"]')).toBeNull();
  });

  it('shows the live people count the server sends for this room', async () => {
    const { ws } = await openRoom();
    act(() => ws.serverSend({ command: ChatCommand.PRESENCE, content: { room_id: 12, total_people: 99 } }));
    act(() => ws.serverSend({ command: ChatCommand.PRESENCE, content: { room_id: 11, total_people: 42 } }));
    expect(await screen.findByTestId('room-people-live')).toHaveTextContent('42人在线');
  });

  it('a muted member is refused with the server’s clear message and may retry below 2 times', async () => {
    const show = vi.spyOn(Toast, 'show');
    const { ws } = await openRoom();
    fireEvent.change(screen.getByPlaceholderText('说点什么...'), { target: { value: '我要发言' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    const send = ws.sentOf(ChatCommand.CLIENT_SEND).at(-1)!;
    const text = '您已被禁言，解禁时间：2026/11/23 21:30';
    act(() => ws.serverSend({ command: ChatCommand.SEND_RESULT, content: { client_id: send.client_id, code: 'CHAT/MUTED', msg: text } }));
    expect(await screen.findByTestId('chat-refusal')).toHaveTextContent(text);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: text }));
    const row = screen.getByText('我要发言').closest('[data-testid="chat-message"]') as HTMLElement;
    expect(row.dataset.state).toBe('failed');
    fireEvent.click(within(row).getByRole('button', { name: '重试' }));
    const again = ws.sentOf(ChatCommand.CLIENT_SEND).at(-1)!;
    expect(again.client_id).toBe(send.client_id);
    act(() => ws.serverSend({ command: ChatCommand.SEND_RESULT, content: { client_id: send.client_id, code: 'CHAT/MUTED', msg: text } }));
    await waitFor(() => expect(within(row).queryByRole('button', { name: '重试' })).toBeNull());
    expect(row).toHaveTextContent('发送失败');
  });

  it('a slow-mode refusal counts down before the next message may go', async () => {
    const { ws } = await openRoom();
    fireEvent.change(screen.getByPlaceholderText('说点什么...'), { target: { value: '快' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    const send = ws.sentOf(ChatCommand.CLIENT_SEND).at(-1)!;
    act(() => ws.serverSend({ command: ChatCommand.SEND_RESULT, content: { client_id: send.client_id, code: 'CHAT/SLOW_MODE', msg: '发言过快，请 5 秒后再试', retry_after: 5 } }));
    expect(await screen.findByRole('button', { name: /^[45]秒$/ })).toBeDisabled();
  });

  it('shows a win popup for the notice’s seconds, once even if two processes deliver it', async () => {
    const { ws } = await openRoom();
    const notice = { command: ChatCommand.AWARD_NOTICE, id: 77, channel: 'company', content: { id: 77, nickname: '幸运的大赢家…', userName: 'x', gameName: '澳门六合彩', gameId: 70, reward: 8888, popupSeconds: 1 } };
    act(() => ws.serverSend(notice));
    expect(await screen.findByTestId('chat-win-popup')).toHaveTextContent('恭喜 幸运的大赢家… 在 澳门六合彩 中奖 8,888 元');
    await waitFor(() => expect(screen.queryByTestId('chat-win-popup')).toBeNull(), { timeout: 2500 });
    act(() => ws.serverSend(notice));
    expect(screen.queryByTestId('chat-win-popup')).toBeNull();
  });

  it('a join refused with 405 shows 聊天室暂不可用 for 0.5 s and goes home', async () => {
    const show = vi.spyOn(Toast, 'show');
    const { ws } = await openRoom();
    act(() => ws.serverSend({ command: ChatCommand.ERROR, content: { code: 'CHAT/UNAVAILABLE', msg: '聊天室暂不可用', status: 405, room_id: 11 } }));
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith({ content: '聊天室暂不可用', duration: 500 });
  });

  it('a history call answered 403 clears the tokens and goes to login', async () => {
    api({ '/chat-api/api/v1/recordsList': fail('CHAT/LOGIN', '请先登录', 403) });
    open();
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('tokenChat')).toBeNull();
  });

  it('a stale chat token is refreshed once and the history call repeated', async () => {
    let calls = 0;
    const m = api({
      '/chat-api/api/v1/recordsList': () => (++calls === 1 ? fail('CHAT/TOKEN_INVALID', '聊天登录已失效，请重新登录', 403) : ok({ rows: [roomMessage(201, 11, '刷新后可见')], total: 1 })),
      '/app-api/api/chat/refreshTokenChat': ok({ tokenChat: 'fresh-chat' }),
    });
    open();
    expect(await screen.findByText('刷新后可见')).toBeInTheDocument();
    expect(localStorage.getItem('tokenChat')).toBe('fresh-chat');
    const history = m.calls.filter((c) => c.path === '/chat-api/api/v1/recordsList');
    expect(history.at(-1)!.init?.headers).toMatchObject({ authorization: 'Bearer fresh-chat' });
  });

  it('a failed chat token refresh removes the tokens and goes home', async () => {
    api({
      '/chat-api/api/v1/recordsList': fail('CHAT/TOKEN_INVALID', '聊天登录已失效，请重新登录', 403),
      '/app-api/api/chat/refreshTokenChat': fail('UC/TOKEN_INVALID', '登录已失效', 400),
    });
    // The rule reads the browser's address (the app runs on a browser router).
    window.history.replaceState({}, '', '/chat-rooms/11');
    open();
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a socket refused after a login on another device shows that toast for 1.5 s, then removes the tokens', async () => {
    const show = vi.spyOn(Toast, 'show');
    api({ '/app-api/api/chat/refreshTokenChat': fail('UC/LOGIN_ELSEWHERE', '您的账号已在其他设备登录', 401) });
    let reloaded = false;
    registerReload(() => {
      reloaded = true;
    });
    const { ws } = await openRoom();
    act(() => ws.serverClose(4003));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ content: '您的账号已在其他设备登录', duration: 1500 }));
    await waitFor(() => expect(reloaded).toBe(true), { timeout: 3000 });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('in maintenance it shows the maintenance toast for 0.5 s and opens no socket', async () => {
    const show = vi.spyOn(Toast, 'show');
    api({ '/sys-upload/data/json/config_chat.json': chatConfigJson('1') });
    open();
    expect(await screen.findByTestId('chat-maintenance')).toHaveTextContent('系统维护中，请稍候！');
    expect(show).toHaveBeenCalledWith({ content: '系统维护中，请稍候！', duration: 500 });
    expect(FakeChatSocket.instances).toHaveLength(0);
  });

  it('too many pages open: a 3 s toast and the socket stays closed', async () => {
    const show = vi.spyOn(Toast, 'show');
    const { ws } = await openRoom();
    act(() => ws.serverSend({ command: ChatCommand.TOO_MANY_PAGES, content: { code: 'SYS/RATE_LIMITED', msg: '打开的页面过多，请关闭其他页面' } }));
    act(() => ws.serverClose(4001));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ content: '打开的页面过多，请关闭其他页面', duration: 3000 }));
    await new Promise((r) => setTimeout(r, 50));
    expect(FakeChatSocket.instances).toHaveLength(1);
  });

  it('asks for 150 rows and stops paging once 150 are held (spec 3 §4)', async () => {
    const m = api({
      '/chat-api/api/v1/recordsList': (url) =>
        url.searchParams.get('page') === '1'
          ? ok({ rows: Array.from({ length: 150 }, (_, i) => roomMessage(1000 + i, 11, `第${i}条`)), total: 400 })
          : ok({ rows: [roomMessage(900, 11, '更早的一条')], total: 400 }),
    });
    open();
    await screen.findByText('第149条');
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(m.calls.filter((c) => c.path === '/chat-api/api/v1/recordsList').map((c) => [c.url.searchParams.get('limit'), c.url.searchParams.get('talk_type')])).toEqual([['150', '2']]);
  }, 30_000);

  it('prepends an older page with 加载更多 while fewer than 150 are held', async () => {
    const system = (id: number) => ({ ...roomMessage(id, 11, '系统'), content: { room_id: 11, userinfo: null, type: 'system', body: '系统', extra: {} } });
    const m = api({
      '/chat-api/api/v1/recordsList': (url) =>
        url.searchParams.get('page') === '1'
          ? ok({ rows: Array.from({ length: 150 }, (_, i) => (i < 10 ? system(1000 + i) : roomMessage(1000 + i, 11, `第${i}条`))), total: 400 })
          : ok({ rows: Array.from({ length: 150 }, (_, i) => roomMessage(800 + i, 11, `旧${i}条`)), total: 400 }),
    });
    open();
    await screen.findByText('第149条');
    expect(screen.queryByText('系统')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('旧0条')).toBeInTheDocument();
    expect(m.calls.filter((c) => c.path === '/chat-api/api/v1/recordsList').map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
    await waitFor(() => expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull());
    expect(screen.getAllByTestId('chat-message')).toHaveLength(290);
  }, 30_000);

  it('a visitor is asked to log in', async () => {
    localStorage.clear();
    api();
    open();
    expect(await screen.findByTestId('chat-login-prompt')).toHaveTextContent('请先登录后再聊天');
  });
});
