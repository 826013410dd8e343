import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatCommand } from '@sixmark/shared';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import { HongBaoBubble, stateText } from '../hong-bao/components/hong-bao-bubble';
import { chatClient } from '../lib/chat-client';
import { installFakeSocket, lastSocket, roomMessage } from '../test/chat-test-utils';
import HongBaoCreatePage from './hong-bao-create-page';
import HongBaoDetailPage from './hong-bao-detail-page';

const config = {
  enabled: true,
  minShare: 1,
  maxShare: 50,
  minTotal: 2,
  maxTotal: 500,
  maxCount: 10,
  dailyMax: 1000,
  sentToday: 30,
  requireFundPassword: false,
  senderMayGrab: false,
  expireMinutes: 1440,
};

const typeIn = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('发红包 page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the form with the server rule, then sends with a key and returns to the room', async () => {
    let body: Record<string, unknown> | null = null;
    mockApi({
      '/app-api/api/hongbao/config': ok(config),
      '/app-api/api/hongbao/send': (_url, init) => {
        body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return ok({ id: 7 });
      },
    });
    renderPage(<HongBaoCreatePage />, { path: '/chat-rooms/:roomId/hong-bao', at: '/chat-rooms/3/hong-bao', extra: [{ path: '/chat-rooms/3', text: '房间' }] });
    expect(await screen.findByText('今日已发 30.00 / 1,000.00 元')).toBeInTheDocument();
    typeIn('红包个数', '11');
    typeIn('总金额', '20');
    expect(screen.getByRole('alert')).toHaveTextContent('红包个数应为 1 到 10 个');
    typeIn('红包个数', '3');
    typeIn('总金额', '200');
    expect(screen.getByRole('alert')).toHaveTextContent('单个红包金额不能超过50.00元');
    typeIn('总金额', '12.5');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('hongbao-total')).toHaveTextContent('¥12.50');
    fireEvent.click(screen.getByRole('button', { name: '塞钱进红包' }));
    expect(await screen.findByText('房间')).toBeInTheDocument();
    expect(body).toMatchObject({ roomId: 3, kind: 'lucky', amount: 12.5, count: 3, greeting: '', word: '' });
    expect(String(body!.idempotencyKey)).toMatch(/^hb-/);
  });

  it('multiplies the single amount by the count for an equal packet', async () => {
    mockApi({ '/app-api/api/hongbao/config': ok(config) });
    renderPage(<HongBaoCreatePage />, { path: '/chat-rooms/:roomId/hong-bao', at: '/chat-rooms/3/hong-bao' });
    await screen.findByText('普通红包');
    fireEvent.click(screen.getByText('普通红包'));
    typeIn('红包个数', '4');
    typeIn('单个金额', '2.5');
    expect(screen.getByTestId('hongbao-total')).toHaveTextContent('¥10.00');
  });
});

describe('红包详情 page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the caller’s share, every share and the best luck', async () => {
    mockApi({
      '/app-api/api/hongbao/detail': ok({
        id: 7, roomId: 3, kind: 'lucky', greeting: '恭喜发财，大吉大利', hasWord: false, senderId: 1, senderName: 'de***1', count: 2, remaining: 0,
        status: 'finished', createdAt: '2026-11-23T12:00:00Z', expiresAt: '2026-11-24T12:00:00Z', amount: 10, claimedAmount: 10, refundedAmount: 0,
        finishedAt: '2026-11-23T12:01:00Z', mine: 6.5, canGrab: false,
        shares: [
          { userId: 2, name: 'me***2', amount: 6.5, claimedAt: '2026-11-23T12:00:30Z', best: true },
          { userId: 3, name: 'xy***3', amount: 3.5, claimedAt: '2026-11-23T12:01:00Z', best: false },
        ],
      }),
    });
    renderPage(<HongBaoDetailPage />, { path: '/chat-rooms/:roomId/hong-bao/:hongbaoId', at: '/chat-rooms/3/hong-bao/7' });
    expect(await screen.findByTestId('hongbao-mine')).toHaveTextContent('6.50元');
    expect(screen.getByText('de***1的红包')).toBeInTheDocument();
    expect(screen.getByTestId('hongbao-summary')).toHaveTextContent('拼手气红包 · 2个红包共10.00元，已被领完');
    expect(screen.getAllByTestId('hongbao-share')).toHaveLength(2);
    expect(screen.getAllByText(/手气最佳/)).toHaveLength(1);
  });

  it('says the packet does not exist when the server refuses', async () => {
    mockApi({ '/app-api/api/hongbao/detail': fail('HONGBAO/NOT_FOUND', '红包不存在', 404) });
    renderPage(<HongBaoDetailPage />, { path: '/chat-rooms/:roomId/hong-bao/:hongbaoId', at: '/chat-rooms/3/hong-bao/7' });
    expect(await screen.findByText('红包不存在')).toBeInTheDocument();
  });
});

describe('red packet bubble', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('tokenChat', 'chat-tok');
    installFakeSocket();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('names the state: remaining, 已领完, 已过期', () => {
    expect(stateText({ remaining: 3, count: 5, status: 'open' })).toBe('已领取2/5个');
    expect(stateText({ remaining: 0, count: 5, status: 'open' })).toBe('已领完');
    expect(stateText({ remaining: 2, count: 5, status: 'expired' })).toBe('该红包已过期');
  });

  it('follows the room’s grab frames for its own packet only', async () => {
    const summary = { hongbaoId: 7, id: 7, roomId: 3, kind: 'lucky', count: 2, remaining: 2, status: 'open' };
    const base = roomMessage(10, 3, '新年快乐');
    const m = { ...base, command: ChatCommand.HONGBAO, content: { ...base.content, type: 'hongbao' as const, extra: summary } };
    renderPage(<HongBaoBubble message={m} own={false} />);
    expect(screen.getByTestId('hongbao-state')).toHaveTextContent('已领取0/2个');
    // The client's socket opens when someone joins a room; the bubble only listens.
    const release = chatClient().acquire();
    await waitFor(() => expect(lastSocket()).toBeTruthy());
    act(() => {
      lastSocket().serverOpen();
      lastSocket().serverSend({ command: ChatCommand.HONGBAO_GRAB, content: { type: 'hongbao_grab', room_id: 3, extra: { ...summary, remaining: 1 } } });
      // Another packet's frame, after ours: it must not touch this bubble.
      lastSocket().serverSend({ command: ChatCommand.HONGBAO_GRAB, content: { type: 'hongbao_grab', room_id: 3, extra: { ...summary, hongbaoId: 8, remaining: 0 } } });
    });
    expect(screen.getByTestId('hongbao-state')).toHaveTextContent('已领取1/2个');
    release();
  });
});
