import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBonusConfig } from '@sixmark/shared';
import { mockApi, renderPage } from '@admin/test/render';
import { BonusPage } from './BonusPage';

configure({ asyncUtilTimeout: 20_000 });

const rates = { lottery: 40, live: 60, electronic: 50, card: 50, fish: 50, sport: 70 };
const config = (): AdminBonusConfig => ({
  settings: { vipPeriod: 'month', turnoverRequired: true, autoPayout: false, hedgeRule: false },
  levels: [
    { vipLevel: 1, betMoney: 0, keepMoney: 0, upgradeGift: 0, monthlyGift: 0, withdrawDayTimes: 3, withdrawDayAmount: 20000, rates },
    { vipLevel: 2, betMoney: 10000, keepMoney: 5000, upgradeGift: 18, monthlyGift: 8, withdrawDayTimes: null, withdrawDayAmount: null, rates: { ...rates, lottery: 45 } },
  ],
});
const setNumber = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('洗码与VIP', () => {
  it('shows the current levels, limits and rates, and edits a level: withdrawal limits, gifts and only the changed rate', async () => {
    const calls = mockApi({
      'GET /admin/bonus/config': () => ({ data: config() }),
      'POST /admin/bonus/vip-level': () => ({}),
      'POST /admin/bonus/rate': () => ({}),
    });
    renderPage(<BonusPage />);
    expect(await screen.findByText('20000 元')).toBeInTheDocument();
    expect(screen.getByText('3 次')).toBeInTheDocument();
    expect(screen.getAllByText('不限')).toHaveLength(2);
    expect(screen.getByText('0.45%')).toBeInTheDocument();

    fireEvent.click(screen.getByText('编辑 VIP2'));
    const times = await screen.findByLabelText('每日提现次数');
    expect(screen.getByLabelText('升级打码（元）')).toHaveValue('10000');
    expect(screen.getByLabelText('彩票洗码（基点）')).toHaveValue('45');
    setNumber(times, '5');
    setNumber(screen.getByLabelText('每日提现额度（元）'), '50000');
    setNumber(screen.getByLabelText('每月礼金（元）'), '10');
    setNumber(screen.getByLabelText('彩票洗码（基点）'), '50');
    const gets = calls.filter((c) => c.method === 'GET').length;
    fireEvent.click(screen.getByText('保 存'));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/admin/bonus/rate'))).toHaveLength(1));
    expect(calls.find((c) => c.url.endsWith('/vip-level'))!.body).toEqual({
      vipLevel: 2,
      betMoney: 10000,
      keepMoney: 5000,
      upgradeGift: 18,
      monthlyGift: 10,
      withdrawDayTimes: 5,
      withdrawDayAmount: 50000,
    });
    expect(calls.find((c) => c.url.endsWith('/rate'))!.body).toEqual({ vipLevel: 2, category: 'lottery', rateBp: 50 });
    expect(await screen.findByText('VIP2 已保存')).toBeInTheDocument();
    // The table is read again after the save.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(gets));
  }, 120_000);

  it('clearing a withdrawal limit sends null (no limit); the settings form sends the hedged-bet switch', async () => {
    const calls = mockApi({
      'GET /admin/bonus/config': () => ({ data: config() }),
      'POST /admin/bonus/vip-level': () => ({}),
      'POST /admin/bonus/settings': () => ({}),
    });
    renderPage(<BonusPage />);
    fireEvent.click(await screen.findByText('编辑 VIP1'));
    setNumber(await screen.findByLabelText('每日提现次数'), '');
    fireEvent.click(screen.getByText('保 存'));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/vip-level'))?.body).toMatchObject({ vipLevel: 1, withdrawDayTimes: null, withdrawDayAmount: 20000 }));
    expect(calls.some((c) => c.url.endsWith('/rate'))).toBe(false);

    fireEvent.click(screen.getByLabelText('对冲投注只计一次'));
    fireEvent.click(screen.getByText('保存设置'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/admin/bonus/settings'))?.body).toEqual({ vipPeriod: 'month', turnoverRequired: true, autoPayout: false, hedgeRule: true }),
    );
    expect(await screen.findByText('洗码设置已保存')).toBeInTheDocument();
  }, 120_000);
});
