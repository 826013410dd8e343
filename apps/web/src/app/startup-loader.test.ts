import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenShown } from '@/lib/first-screen';
import { hideStartupLoader } from './startup-loader';

describe('start-up loader', () => {
  afterEach(() => vi.useRealTimers());

  it('fades out, then leaves the page', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="app-loader" class="app-loader"></div>';
    hideStartupLoader();
    expect(document.getElementById('app-loader')).toHaveClass('app-loader--hide');
    vi.advanceTimersByTime(400);
    expect(document.getElementById('app-loader')).toBeNull();
  });

  it('marks the first screen as shown (what afterFirstScreen waits for)', async () => {
    hideStartupLoader();
    await expect(firstScreenShown()).resolves.toBeUndefined();
  });
});
