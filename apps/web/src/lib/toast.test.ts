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

  it('before its chunk has arrived, calls wait for it and run in order', async () => {
    // A fresh copy of the module: nothing loaded yet, as on a page that has not finished loading.
    vi.resetModules();
    const fresh = await import('./toast');
    const { Toast: antdToast } = await import('antd-mobile');
    const show = vi.spyOn(antdToast, 'show');
    fresh.toast.show('先', 3000);
    fresh.toast.fail('后', 3000);
    expect(show).not.toHaveBeenCalled();
    await fresh.loadToast();
    expect(show.mock.calls.map(([p]) => (p as { content: string }).content)).toEqual(['先', '后']);
    show.mockRestore();
    expect(await screen.findByText('后')).toBeInTheDocument();
    expect(screen.queryByText('先')).toBeNull();
    fresh.toast.clear();
    await vi.waitFor(() => expect(screen.queryByText('后')).toBeNull());
  });
});
