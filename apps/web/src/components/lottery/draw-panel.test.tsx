import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenInfo } from '@sixmark/shared/api/lottery';
import { DrawPanel } from './draw-panel';
import { makeOpenInfo, renderWithClient } from './test-utils';

let answer: OpenInfo;
const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  answer = makeOpenInfo();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DrawPanel, not streaming', () => {
  it('shows the last result coloured by wave with the zodiac under each ball and the special number after a +', async () => {
    renderWithClient(<DrawPanel gameId={70} live={false} />);
    expect(await screen.findByText('第2026100期')).toBeInTheDocument();
    const balls = screen.getByTestId('draw-balls');
    const labels = within(balls)
      .getAllByLabelText(/^\d\d /)
      .map((b) => b.getAttribute('aria-label'));
    // 2026 is the year of the horse: 1, 13, 25, 37 and 49 are 马; 8 and 20 are 猪.
    expect(labels).toEqual(['01 红波 马', '13 红波 马', '25 蓝波 马', '37 蓝波 马', '49 绿波 马', '08 红波 猪', '20 蓝波 猪']);
    expect(within(balls).getAllByText('+')).toHaveLength(1);
    expect(screen.queryByText('开奖直播中...')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toMatch(/^\/sys-upload\/data\/lotery\/70\.json\?_t=\d+$/);
  });

  it('counts down to plan.planTime corrected by the server clock', async () => {
    // The server clock is 2 minutes ahead of this client: 5:30 left by the server is what shows.
    const now = Date.now();
    answer = makeOpenInfo({ serverTime: now + 120_000, plan: { turnNum: '2026101', planTime: now + 120_000 + 330_000 } });
    renderWithClient(<DrawPanel gameId={70} live={false} />);
    const time = await screen.findByTestId('draw-countdown');
    expect(time.textContent).toMatch(/^00:05:(29|30)$/);
    expect(time.parentElement?.textContent).toMatch(/^距第2026101期开奖 00:05:(29|30)$/);
  });

  it('shows a replay button only when a live url exists', async () => {
    const { unmount } = renderWithClient(<DrawPanel gameId={70} live={false} />);
    await screen.findByText('第2026100期');
    expect(screen.queryByRole('button', { name: /开奖回放/ })).not.toBeInTheDocument();
    unmount();
    answer = makeOpenInfo({ pre: { ...makeOpenInfo().pre, liveUrl: '/replay/2026100.mp4' } });
    renderWithClient(<DrawPanel gameId={70} live={false} />);
    expect(await screen.findByRole('button', { name: /开奖回放/ })).toBeInTheDocument();
  });

  it('links to the lottery history of its game', async () => {
    renderWithClient(<DrawPanel gameId={90} live={false} />);
    expect(await screen.findByRole('link', { name: '历史记录' })).toHaveAttribute('href', '/lottery-history/90');
  });

  it('re-fetches when the page becomes visible and when the network comes back', async () => {
    renderWithClient(<DrawPanel gameId={70} live={false} />);
    await screen.findByText('第2026100期');
    const before = fetchMock.mock.calls.length;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(before + 1));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(before + 2));
  });

  it('clears the refresh indicator after 1 s', async () => {
    renderWithClient(<DrawPanel gameId={70} live={false} />);
    await screen.findByText('第2026100期');
    const button = screen.getByRole('button', { name: '刷新' });
    // The indicator's clock is faked from the click on: exactly 1 s, not a guessed sleep.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-busy', 'true');
      act(() => vi.advanceTimersByTime(999));
      expect(button).toHaveAttribute('aria-busy', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(button).toHaveAttribute('aria-busy', 'false');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('DrawPanel, streaming', () => {
  const streaming = (openNum: string, liveUrl = '') =>
    makeOpenInfo({
      pre: { ...makeOpenInfo().pre, turnNum: '2026101', openNum, isStreaming: true, liveUrl, openTime: Date.UTC(2026, 5, 1) },
    });

  it('shows the turn, 开奖直播中... and the balls revealed so far with the rest pending', async () => {
    answer = streaming('12,25,3');
    renderWithClient(<DrawPanel gameId={70} live={false} />);
    expect(await screen.findByText('开奖直播中...')).toBeInTheDocument();
    expect(screen.getByText('第2026101期')).toBeInTheDocument();
    const balls = screen.getByTestId('draw-balls');
    expect(within(balls).getAllByLabelText(/^\d\d /)).toHaveLength(3);
    expect(within(balls).getAllByLabelText('待开')).toHaveLength(4);
    expect(screen.getByText(/已开 3\/7/)).toBeInTheDocument();
    expect(screen.queryByTestId('draw-countdown')).not.toBeInTheDocument();
  });

  it('opens the live video; without a video resource it says 暂无视频资源，请稍后在观看！', async () => {
    answer = streaming('12,25,3');
    renderWithClient(<DrawPanel gameId={70} live={false} />);
    await userEvent.click(await screen.findByRole('button', { name: /直播视频/ }));
    expect(await screen.findByText('暂无视频资源，请稍后在观看！')).toBeInTheDocument();
  });

  it('says 视频直播已经结束... when the stream ends', async () => {
    answer = streaming('12,25,3', '/live/70.mp4');
    renderWithClient(<DrawPanel gameId={70} live={false} />);
    await userEvent.click(await screen.findByRole('button', { name: /直播视频/ }));
    const video = await waitFor(() => {
      const v = document.body.querySelector('video');
      expect(v).not.toBeNull();
      return v!;
    });
    fireEvent.ended(video);
    expect(await screen.findByText('视频直播已经结束...')).toBeInTheDocument();
  });
});

describe('DrawPanel, video', () => {
  it('says 暂无视频资源，请稍后在观看！ when the replay address cannot be played', async () => {
    answer = makeOpenInfo({ pre: { ...makeOpenInfo().pre, liveUrl: '/replay/missing.mp4' } });
    renderWithClient(<DrawPanel gameId={70} live={false} />);
    await userEvent.click(await screen.findByRole('button', { name: /开奖回放/ }));
    const video = await waitFor(() => {
      const v = document.body.querySelector('video');
      expect(v).not.toBeNull();
      return v!;
    });
    fireEvent.error(video);
    expect(await screen.findByText('暂无视频资源，请稍后在观看！')).toBeInTheDocument();
    expect(document.body.querySelector('video')).toBeNull();
  });
});

describe('DrawPanel, socket', () => {
  class FakeSocket {
    static last: FakeSocket | null = null;
    sent: string[] = [];
    onopen: (() => void) | null = null;
    onmessage: ((ev: { data: string }) => void) | null = null;
    onclose: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public url: string) {
      FakeSocket.last = this;
    }
    send(d: string) {
      this.sent.push(d);
    }
    close() {}
    push(command: string, content: object) {
      act(() => this.onmessage?.({ data: JSON.stringify({ command, content: JSON.stringify(content) }) }));
    }
  }

  it('subscribes to its game and shows each BALL and the RESULT at once', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    renderWithClient(<DrawPanel gameId={70} />);
    await screen.findByText('第2026100期');
    const socket = await waitFor(() => {
      expect(FakeSocket.last).not.toBeNull();
      return FakeSocket.last!;
    });
    expect(socket.url).toBe(`ws://${window.location.host}/ws-game/70`);
    act(() => socket.onopen?.());
    expect(JSON.parse(socket.sent[0]!)).toEqual({ command: 'SUBSCRIBE', gameId: 70, type: 'RESULT' });

    socket.push('BALL', { gameId: 70, type: 'RESULT', turnNum: '2026101', openNum: '9,30', index: 2, isStreaming: true });
    // No fetch in between: the frame alone puts the panel in live mode.
    const fetches = fetchMock.mock.calls.length;
    expect(await screen.findByText('开奖直播中...')).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBe(fetches);
    expect(screen.getByText('第2026101期')).toBeInTheDocument();
    expect(within(screen.getByTestId('draw-balls')).getAllByLabelText(/^\d\d /)).toHaveLength(2);

    // A RESULT also re-fetches the full state, which the server now answers with the next turn.
    const planTime = Date.now() + 120_000;
    answer = makeOpenInfo({
      cur: { ...makeOpenInfo().cur, turnNum: '2026102' },
      pre: { ...makeOpenInfo().pre, turnNum: '2026101', openNum: '9,30,2,44,17,5,21' },
      plan: { turnNum: '2026102', planTime },
    });
    socket.push('RESULT', {
      gameId: 70,
      type: 'RESULT',
      turnNum: '2026101',
      openNum: '9,30,2,44,17,5,21',
      isStreaming: false,
      nextTurnNum: '2026102',
      planTime,
    });
    await waitFor(() => expect(screen.queryByText('开奖直播中...')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('draw-balls')).getAllByLabelText(/^\d\d /)).toHaveLength(7);
    expect(screen.getByTestId('draw-countdown').parentElement?.textContent).toMatch(/^距第2026102期开奖 00:0[12]:\d\d$/);
  });

  it('VIDEO sets the live address; LIVE_URL_HISTORY lists past replays with their turns, kept across reloads', async () => {
    localStorage.clear();
    vi.stubGlobal('WebSocket', FakeSocket);
    FakeSocket.last = null;
    const { unmount } = renderWithClient(<DrawPanel gameId={70} />);
    await screen.findByText('第2026100期');
    const socket = await waitFor(() => {
      expect(FakeSocket.last).not.toBeNull();
      return FakeSocket.last!;
    });
    act(() => socket.onopen?.());
    expect(socket.sent.map((d) => (JSON.parse(d) as { type: string }).type)).toEqual(['RESULT', 'VIDEO', 'LIVE_URL_HISTORY']);
    expect(screen.queryByRole('button', { name: /开奖回放/ })).not.toBeInTheDocument();

    socket.push('VIDEO', { gameId: 70, type: 'VIDEO', liveUrl: '/live/70-new.mp4' });
    socket.push('LIVE_URL_HISTORY', { gameId: 70, type: 'LIVE_URL_HISTORY', liveUrl: '/replay/2026099.mp4', turnNum: '2026099' });
    socket.push('LIVE_URL_HISTORY', { gameId: 70, type: 'LIVE_URL_HISTORY', liveUrl: '/replay/2026100.mp4', turnNum: '2026100' });
    // Another game's announcement is not ours.
    socket.push('LIVE_URL_HISTORY', { gameId: 90, type: 'LIVE_URL_HISTORY', liveUrl: '/replay/90.mp4', turnNum: '2026500' });

    // The VIDEO address is now the last draw's replay.
    await userEvent.click(await screen.findByRole('button', { name: /开奖回放/ }));
    const list = await screen.findByTestId('live-replays');
    expect(within(list).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['第2026100期', '第2026099期']);
    await waitFor(() => expect(document.body.querySelector('video')?.getAttribute('src')).toBe('/live/70-new.mp4'));

    // The popup is still animating in (pointer-events: none), so click directly.
    fireEvent.click(within(list).getByRole('button', { name: /第2026099期/ }));
    await waitFor(() => expect(document.body.querySelector('video')?.getAttribute('src')).toBe('/replay/2026099.mp4'));
    expect(within(list).getByRole('button', { name: /第2026099期/ })).toHaveAttribute('aria-current', 'true');
    unmount();

    // A reload (fresh query cache) still knows the replays.
    renderWithClient(<DrawPanel gameId={70} live={false} />);
    await userEvent.click(await screen.findByRole('button', { name: /开奖回放/ }));
    expect(within(await screen.findByTestId('live-replays')).getAllByRole('button')).toHaveLength(2);
    localStorage.clear();
  });
});
