import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UPDATE_TEXTS, promptForUpdate, registerServiceWorker } from './pwa-update';

describe('update prompt (issue 18)', () => {
  it('asks 发现新版本 and 立即更新 makes the new version take over, reloading when it does', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    const updateSW = vi.fn(() => Promise.resolve());
    const reload = vi.fn();
    let answer!: Promise<boolean>;
    act(() => {
      answer = promptForUpdate(updateSW, reload);
    });
    expect(await screen.findByText('发现新版本')).toBeInTheDocument();
    fireEvent.click(screen.getByText('立即更新'));
    expect(await answer).toBe(true);
    expect(updateSW).toHaveBeenCalledWith(true);
    expect(reload).not.toHaveBeenCalled();
    worker.dispatchEvent(new Event('controllerchange'));
    worker.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('稍后 leaves the new version waiting', async () => {
    const updateSW = vi.fn(() => Promise.resolve());
    let answer!: Promise<boolean>;
    act(() => {
      answer = promptForUpdate(updateSW, vi.fn());
    });
    fireEvent.click(await screen.findByText(UPDATE_TEXTS.cancel));
    expect(await answer).toBe(false);
    expect(updateSW).not.toHaveBeenCalled();
  });

  it('registers the worker and asks once when a new version is waiting', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: new EventTarget(), configurable: true });
    const updateSW = vi.fn(() => Promise.resolve());
    let onNeedRefresh: (() => void) | undefined;
    const registerSW = vi.fn((options?: { onNeedRefresh?: () => void }) => {
      onNeedRefresh = options?.onNeedRefresh;
      return updateSW;
    });
    await registerServiceWorker(() => Promise.resolve({ registerSW }));
    expect(registerSW).toHaveBeenCalledTimes(1);
    act(() => {
      onNeedRefresh?.();
      onNeedRefresh?.();
    });
    await screen.findByText('发现新版本');
    expect(screen.getAllByText('发现新版本')).toHaveLength(1);
    fireEvent.click(screen.getByText('立即更新'));
    await waitFor(() => expect(updateSW).toHaveBeenCalledWith(true));
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
