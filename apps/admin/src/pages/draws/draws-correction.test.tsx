import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResettlePreview } from '@sixmark/shared';
import { mockApi, renderPage } from '@admin/test/render';
import { DrawsPage } from '../DrawsPage';

configure({ asyncUtilTimeout: 20_000 });

const preview: ResettlePreview = {
  gameId: 1,
  turnNum: '2026130',
  currentNumbers: [1, 2, 3, 4, 5, 6, 30],
  newNumbers: [1, 2, 3, 4, 5, 6, 31],
  orders: 4,
  changedCount: 1,
  payoutBefore: 475,
  payoutAfter: 0,
  changed: [{ orderNo: 'B20261130009', account: 'demo02', play: 'TM_NUM', totalMoney: 10, before: { result: 1, reward: 475 }, after: { result: 0, reward: 0 } }],
};
const openInfo = {
  gameId: 1,
  cur: { turnNum: '2026131', closeTime: 1_800_000_000_000, liveUrl: '', seedHash: null },
  pre: { turnNum: '2026130', openTime: 1_799_000_000_000, openNum: '1,2,3,4,5,6,30', isStreaming: false, liveUrl: '' },
};

describe('开奖管理 correction', () => {
  it('shows the re-settlement preview of the typed numbers before the correction can be confirmed', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const calls = mockApi({
      'GET /v/lottery/openInfo': () => ({ data: openInfo }),
      'GET /admin/lottery/1/results/2026130/preview': () => ({ data: preview }),
      'PUT /admin/lottery/1/results/2026130': () => ({ data: { gameId: 1, turnNum: '2026130', openTime: 1_799_000_000_000, openNum: '1,2,3,4,5,6,31', source: 'manual' } }),
    });
    // Hold the preview answer back until the dialog has been checked without it.
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.includes('/preview')) await gate;
      return realFetch(input, init);
    });
    renderPage(<DrawsPage />);
    await screen.findByText('2026131');
    const turnInputs = screen.getAllByLabelText('期号');
    fireEvent.change(turnInputs[1]!, { target: { value: '2026130' } });
    fireEvent.change(screen.getByLabelText('正确号码'), { target: { value: '1 2 3 4 5 6 31' } });
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '官方公告更正' } });
    fireEvent.click(screen.getByText('更 正'));
    expect(await screen.findByText('二次确认：更正开奖结果')).toBeInTheDocument();
    expect(screen.getByText('重新结算预览')).toBeInTheDocument();

    // Numbers retyped, but the preview has not arrived: confirm stays disabled.
    fireEvent.change(screen.getByLabelText('再次输入号码'), { target: { value: '1 2 3 4 5 6 31' } });
    const confirm = screen.getByText('确认发布').closest('button')!;
    expect(confirm).toBeDisabled();

    release();
    expect(await screen.findByText('B20261130009')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('/preview'))!.url).toBe('/app-api/admin/lottery/1/results/2026130/preview?numbers=1%2C2%2C3%2C4%2C5%2C6%2C31');
    expect(screen.getByText('中奖 475')).toBeInTheDocument();
    expect(screen.getByText('未中奖 0')).toBeInTheDocument();
    expect(screen.getByText('派奖（现在）')).toBeInTheDocument();
    expect(screen.getByText('派奖（更正后）')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ numbers: [1, 2, 3, 4, 5, 6, 31], reason: '官方公告更正' }));
    expect(await screen.findByText('已更正第 2026130 期开奖结果：1,2,3,4,5,6,31')).toBeInTheDocument();
  }, 120_000);
});
