import { afterEach, describe, expect, it, vi } from 'vitest';

describe('afterLoad', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then for an idle moment, and resolves once for everyone', async () => {
    vi.resetModules();
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let idle: (() => void) | undefined;
    const ric = vi.fn((cb: () => void, opts?: { timeout: number }) => {
      idle = cb;
      expect(opts?.timeout).toBeGreaterThan(0);
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', ric);
    const { afterLoad } = await import('./after-load');
    const done = vi.fn();
    void afterLoad().then(done);
    void afterLoad().then(done);
    await Promise.resolve();
    expect(ric).not.toHaveBeenCalled();
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(ric).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    idle?.();
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(2));
  });

  it('on a page already loaded, without requestIdleCallback, resolves on the next task', async () => {
    vi.resetModules();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { afterLoad } = await import('./after-load');
    await expect(afterLoad()).resolves.toBeUndefined();
  });
});
