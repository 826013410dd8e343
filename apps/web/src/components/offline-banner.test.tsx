import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT, OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('offline banner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says 网络已断开，当前显示离线内容 while offline and goes when the network is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
    goOffline(true);
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
    expect(OFFLINE_TEXT).toBe('网络已断开，当前显示离线内容');
    goOffline(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows at once when the page opens offline, above the bottom bar on tab pages', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner aboveTabs />);
    expect(screen.getByRole('alert')).toHaveClass('offline-banner', 'offline-banner--tabs');
  });
});
