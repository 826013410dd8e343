import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderPage } from '@/test/harness';
import { BalanceBar } from './balance-bar';

describe('balance bar', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows money + liveMoney in zh-CN with 2-3 decimals', async () => {
    mockApi({ '/app-api/api/v2/user/tellerMachine': ok({ money: 1234.5, liveMoney: 0.125 }) });
    renderPage(<BalanceBar />);
    expect(await screen.findByText('1,234.625')).toBeInTheDocument();
  });

  it('spins the refresh icon for at least 500 ms even when the answer is instant', async () => {
    mockApi({ '/app-api/api/v2/user/tellerMachine': ok({ money: 10, liveMoney: 0 }) });
    renderPage(<BalanceBar />);
    await screen.findByText('10.00');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: '刷新余额' }));
    const icon = () => document.querySelector('[data-spinning]')!;
    expect(icon().getAttribute('data-spinning')).toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(icon().getAttribute('data-spinning')).toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(icon().getAttribute('data-spinning')).toBe('false');
  });
});
