import { afterEach, describe, expect, it, vi } from 'vitest';

describe('afterLoad', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then for an idle moment of its own for each caller', async () => {
    vi.resetModules();
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: (() => void)[] = [];
    const ric = vi.fn((cb: () => void, opts?: { timeout: number }) => {
      idle.push(cb);
      expect(opts?.timeout).toBeGreaterThan(0);
      return idle.length;
    });
    vi.stubGlobal('requestIdleCallback', ric);
    const { afterLoad } = await import('./after-load');
    const first = vi.fn();
    const second = vi.fn();
    void afterLoad().then(first);
    void afterLoad().then(second);
    await Promise.resolve();
    expect(ric).not.toHaveBeenCalled();
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(ric).toHaveBeenCalledTimes(2));
    expect(first).not.toHaveBeenCalled();
    // Each caller's work runs in the idle callback (the task) that resolved it, not together.
    idle[0]!();
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    expect(second).not.toHaveBeenCalled();
    idle[1]!();
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1));
  });

  it('afterFirstScreen also waits for the first screen to mount', async () => {
    vi.resetModules();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { afterFirstScreen, afterLoad } = await import('./after-load');
    const { markFirstScreen } = await import('./first-screen');
    const done = vi.fn();
    void afterFirstScreen().then(done);
    // The page has loaded (jsdom's document is complete): afterLoad resolves, afterFirstScreen not.
    await afterLoad();
    await new Promise((r) => setTimeout(r, 10));
    expect(done).not.toHaveBeenCalled();
    markFirstScreen();
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  });

  it('on a page already loaded, without requestIdleCallback, resolves on the next task', async () => {
    vi.resetModules();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { afterLoad } = await import('./after-load');
    await expect(afterLoad()).resolves.toBeUndefined();
  });
});
