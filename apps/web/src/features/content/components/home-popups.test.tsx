import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderContent } from '../test-utils';

// The page's load, controlled by the test.
const load = vi.hoisted(() => ({ done: false, listeners: new Set<() => void>() }));
vi.mock('@/lib/after-load', async () => {
  const { useEffect, useState } = await import('react');
  return {
    afterLoad: () => Promise.resolve(),
    useAfterLoad: () => {
      const [done, setDone] = useState(load.done);
      useEffect(() => {
        const on = () => setDone(true);
        load.listeners.add(on);
        return () => void load.listeners.delete(on);
      }, []);
      return done;
    },
  };
});

const { HomeView } = await import('./home-view');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('home popups (issue 16)', () => {
  it('open the index notice only once the page has loaded, not beside the first paint', { timeout: 20_000 }, async () => {
    mockApi({
      'GET /sys-upload/data/json/app_config.json': () => ({ home_lottery_setting: [] }),
      'GET /sys-upload/data/json/notice_list.json': () => ({
        index_notice: [{ id: 1, noticeTitle: '首页公告', noticeContent: '欢迎来到六合宝典' }],
        lottery_notice: [],
      }),
      'GET /app-api/game-document/template/ads': () => [],
      'GET /app-api/api/notice/queryPage': () => [],
    });
    const { container } = renderContent(<HomeView />);
    await vi.waitFor(() => expect(container.querySelector('.home')).not.toBeNull());
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(container.querySelector('[data-popups]')!.getAttribute('data-popups')).toBe('later');
    expect(screen.queryByText('首页公告')).toBeNull();

    act(() => {
      load.done = true;
      for (const on of load.listeners) on();
    });
    expect(await screen.findByText('首页公告', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '我知道了' })).toBeInTheDocument();
    expect(container.querySelector('[data-popups]')!.getAttribute('data-popups')).toBe('due');
  });
});
