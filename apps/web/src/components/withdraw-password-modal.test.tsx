import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_EVENTS, emitAppEvent } from '@/lib/app-events';
import { WithdrawPasswordHost, WithdrawPasswordModal } from './withdraw-password-modal';

const typeDigits = (digits: string) => {
  const input = document.querySelector('.adm-passcode-input input') as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: digits } });
};

describe('withdrawal-password modal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('refuses an empty entry with 请输入提现密码', () => {
    const onConfirm = vi.fn();
    const toast = vi.spyOn(Toast, 'show');
    render(<WithdrawPasswordModal visible onConfirm={onConfirm} onClose={() => undefined} />);
    expect(screen.getByText('请输入资金密码')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: '请输入提现密码' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms the four masked digits', async () => {
    const onConfirm = vi.fn();
    render(<WithdrawPasswordModal visible onConfirm={onConfirm} onClose={() => undefined} />);
    typeDigits('1234');
    // Masked: the boxes show dots, never the digits.
    expect(document.querySelector('.adm-passcode-input')).not.toHaveTextContent('1234');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('1234'));
  });

  it('opens when the error catalogue reports UC/CASH_PASSWORD and checks the entry on the server', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, code: 'OK', msg: '', data: null })));
    vi.stubGlobal('fetch', fetchMock);
    render(<WithdrawPasswordHost />);
    expect(screen.queryByText('请输入资金密码')).toBeNull();
    act(() => emitAppEvent(APP_EVENTS.openCashPasswordModal, { message: '请输入资金密码' }));
    expect(await screen.findByText('请输入资金密码')).toBeInTheDocument();
    typeDigits('4321');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/app-api/v/user/check/cashPassword');
    expect(init.body).toBe('cashPassword=4321');
  });
});
