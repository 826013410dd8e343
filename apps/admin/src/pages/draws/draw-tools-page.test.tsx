import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResettlePreview } from '@sixmark/shared';
import { mockApi, renderPage } from '@admin/test/render';
import { DrawToolsPage } from './DrawToolsPage';

configure({ asyncUtilTimeout: 20_000 });

const preview: ResettlePreview = {
  gameId: 1,
  turnNum: '2026130',
  currentNumbers: [1, 2, 3, 4, 5, 6, 30],
  newNumbers: [1, 2, 3, 4, 5, 6, 31],
  orders: 3,
  changedCount: 1,
  payoutBefore: 475,
  payoutAfter: 0,
  changed: [{ orderNo: 'B20261130001', account: 'demo01', play: 'TM_NUM', totalMoney: 10, before: { result: 1, reward: 475 }, after: { result: 0, reward: 0 } }],
};

describe('开奖工具 re-settlement preview', () => {
  it('asks the preview with the typed numbers and lists the orders that would change', async () => {
    const calls = mockApi({
      'GET /admin/lottery/schedules': () => ({ data: [] }),
      'GET /admin/lottery/1/results/2026130/preview': () => ({ data: preview }),
    });
    renderPage(<DrawToolsPage />);
    fireEvent.change(screen.getAllByLabelText('期号')[0]!, { target: { value: '2026130' } });
    fireEvent.change(screen.getByLabelText('更正后号码'), { target: { value: '1 2 3 4 5 6 31' } });
    fireEvent.click(screen.getByRole('button', { name: /预\s*览/ }));
    expect(await screen.findByText('B20261130001')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('/preview'))!.url).toBe('/app-api/admin/lottery/1/results/2026130/preview?numbers=1%2C2%2C3%2C4%2C5%2C6%2C31');
    expect(screen.getByText('中奖 475')).toBeInTheDocument();
    expect(screen.getByText('未中奖 0')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0));
  }, 120_000);
});
