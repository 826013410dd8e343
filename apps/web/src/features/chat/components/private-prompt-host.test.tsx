import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ChatCommand } from '@sixmark/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '@/test/fixtures';
import { mockApi, ok, renderPage } from '@/test/harness';
import { chatUser, FakeChatSocket, installFakeSocket, lastSocket, roomMessage } from '../test/chat-test-utils';
import { viewedPrivateRoom } from '../hooks/use-private-prompt';
import { PrivatePromptHost } from './private-prompt-host';

const STAFF = { ...chatUser(8, '客服小美'), chatLevel: 2 };
const PROMPT = '客服小美 给您发来一条私信，是否前往查看？';
const privateFrom = (id: number, room: number, sender: ReturnType<typeof chatUser>, to = 1) => ({
  ...roomMessage(id, room, '您好，您的提款已到账', sender, { reciveId: to }),
  command: ChatCommand.PRIVATE_MESSAGE,
});

function member(userInfo: Record<string, unknown> = {}) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('tokenChat', 'chat-tok');
  mockApi({ '/app-api/api/user/info': ok(makeProfile({ userInfo: { userId: 1, chatLevel: 1, ...userInfo } })) });
}

/** The host as the layout mounts it, beside a page at `at`. */
function mount(at: string, path = at) {
  return renderPage(
    <>
      <PrivatePromptHost />
      <div>页面内容</div>
    </>,
    { path, at, extra: [{ path: '/chat-rooms/:roomId/friends/:userId', text: '私聊页' }] },
  );
}

async function socket() {
  await waitFor(() => expect(FakeChatSocket.instances.length).toBeGreaterThan(0));
  const ws = lastSocket();
  act(() => ws.serverOpen());
  return ws;
}

describe('level-2 private message prompt anywhere in the app (spec 3)', () => {
  beforeEach(() => installFakeSocket());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('on a page that is not chat, a level-2 private message raises the prompt; 去查看 opens that conversation', async () => {
    member();
    const r = mount('/mine');
    const ws = await socket();
    expect(ws.url).toMatch(/token=chat-tok&isGuest=0$/);
    // Nothing is joined: the server sends private messages to the addressee's sockets.
    expect(ws.sentOf(ChatCommand.CLIENT_JOIN)).toEqual([]);
    act(() => ws.serverSend(privateFrom(300, 40, STAFF)));
    expect(await screen.findByText(PROMPT)).toBeInTheDocument();
    // The same message again (room path and identity path) makes no second prompt.
    act(() => ws.serverSend(privateFrom(300, 40, STAFF)));
    fireEvent.click(screen.getByText('去查看'));
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/chat-rooms/40/friends/8'));
    expect(r.router.state.location.search).toBe(`?nickname=${encodeURIComponent('客服小美')}`);
  });

  it('no prompt for a level-1 sender, on a game page, or while reading that conversation', async () => {
    member();
    const home = mount('/');
    let ws = await socket();
    act(() => ws.serverSend(privateFrom(301, 41, chatUser(9, '路人甲'))));
    await new Promise((res) => setTimeout(res, 50));
    expect(screen.queryByText(/给您发来一条私信/)).toBeNull();
    home.unmount();

    installFakeSocket();
    const game = mount('/game/70', '/game/:gameId');
    ws = await socket();
    act(() => ws.serverSend(privateFrom(302, 40, STAFF)));
    await new Promise((res) => setTimeout(res, 50));
    expect(screen.queryByText(PROMPT)).toBeNull();
    game.unmount();

    installFakeSocket();
    mount('/chat-rooms/40/friends/8', '/chat-rooms/:roomId/friends/:userId');
    ws = await socket();
    act(() => ws.serverSend(privateFrom(303, 40, STAFF)));
    await new Promise((res) => setTimeout(res, 50));
    expect(screen.queryByText(PROMPT)).toBeNull();
    // Another conversation does raise it there.
    act(() => ws.serverSend(privateFrom(304, 42, STAFF)));
    expect(await screen.findByText(PROMPT)).toBeInTheDocument();
  });

  it('holds no chat connection for a level-2 member, a member with chat off, or a visitor', async () => {
    member({ chatLevel: 2 });
    const a = mount('/');
    await screen.findByText('页面内容');
    await new Promise((res) => setTimeout(res, 100));
    expect(FakeChatSocket.instances).toHaveLength(0);
    a.unmount();
    member({ enableChat: 0 });
    const b = mount('/');
    await new Promise((res) => setTimeout(res, 100));
    expect(FakeChatSocket.instances).toHaveLength(0);
    b.unmount();
    localStorage.clear();
    mockApi({});
    mount('/');
    await new Promise((res) => setTimeout(res, 100));
    expect(FakeChatSocket.instances).toHaveLength(0);
  });

  it('reads the viewed private room from the path', () => {
    expect(viewedPrivateRoom('/chat-rooms/40/friends/8')).toBe(40);
    expect(viewedPrivateRoom('/chat-rooms/40')).toBeNull();
    expect(viewedPrivateRoom('/mine')).toBeNull();
  });
});
