import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderPage } from '@/test/harness';
import { PreferencesSection } from './preferences-section';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PreferencesSection', () => {
  it('shows one switch per kind from the server and saves the kinds left on', async () => {
    localStorage.setItem('token', 't');
    const api = mockApi({
      '/app-api/notifications/preferences': (_url, init) =>
        init?.method === 'PUT'
          ? ok({ ...(JSON.parse(String(init.body)) as object), vapidPublicKey: '' })
          : ok({ enabled: ['draw', 'deposit', 'operator'], vapidPublicKey: '' }),
    });
    renderPage(<PreferencesSection />, { path: '/notifications' });
    fireEvent.click(screen.getByText('通知设置'));
    const draw = await screen.findByRole('switch', { name: '关注彩种开奖结果' });
    await waitFor(() => expect(draw).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getAllByRole('switch')).toHaveLength(8);
    expect(screen.getByRole('switch', { name: '中奖通知' })).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(screen.getByRole('switch', { name: '中奖通知' }));
    await waitFor(() => expect(api.calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = api.calls.find((c) => c.init?.method === 'PUT')!;
    expect(JSON.parse(String(put.init!.body))).toEqual({ enabled: ['draw', 'bet_won', 'deposit', 'operator'] });
    await waitFor(() => expect(screen.getByRole('switch', { name: '中奖通知' })).toHaveAttribute('aria-checked', 'true'));
  });
});
