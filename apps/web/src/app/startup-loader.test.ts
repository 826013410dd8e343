import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
