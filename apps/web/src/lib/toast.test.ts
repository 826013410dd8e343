import { screen } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';

describe('toast', () => {
  afterEach(() => {
    Toast.clear();
    vi.useRealTimers();
  });

  it('shows only one toast at a time: a new one replaces the previous', async () => {
    toast.show('第一条', 3000);
    expect(await screen.findByText('第一条')).toBeInTheDocument();
    toast.fail('第二条', 3000);
    expect(await screen.findByText('第二条')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('第一条')).toBeNull());
    expect(document.querySelectorAll('.adm-toast-main')).toHaveLength(1);
  });

  it('passes the duration through and closes after it', async () => {
    const show = vi.spyOn(Toast, 'show');
    toast.info('半秒', 500);
    expect(show).toHaveBeenCalledWith({ content: '半秒', duration: 500 });
    show.mockRestore();
    expect(await screen.findByText('半秒')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('半秒')).toBeNull(), { timeout: 1500 });
  });

  it('clears the previous toast before showing the next', () => {
    const clear = vi.spyOn(Toast, 'clear');
    toast.show('a');
    toast.success('b');
    expect(clear).toHaveBeenCalledTimes(2);
    clear.mockRestore();
  });
});
