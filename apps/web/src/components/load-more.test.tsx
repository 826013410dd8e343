import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from '@/test/intersection-observer';
import { LoadMore } from './load-more';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.reset();
});

describe('LoadMore', () => {
  it('asks for the next page when the end comes within the threshold, once at a time', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    let resolve: () => void = () => undefined;
    const loadMore = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<LoadMore hasMore loadMore={loadMore} threshold={300} />);
    const io = FakeObserver.all.at(-1)!;
    expect(io.options?.rootMargin).toBe('0px 0px 300px 0px');
    expect(loadMore).not.toHaveBeenCalled();
    act(() => io.fire(true));
    act(() => io.fire(true));
    expect(loadMore).toHaveBeenCalledTimes(1);
    // Still in view when the page arrives (a short page): the next one is asked for.
    FakeObserver.inRange = true;
    await act(async () => resolve());
    await waitFor(() => expect(loadMore).toHaveBeenCalledTimes(2));
    // Out of view: nothing more until it comes back.
    FakeObserver.inRange = false;
    await act(async () => resolve());
    act(() => io.fire(false));
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('says 没有更多数据了 and stops watching when there is no more', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const loadMore = vi.fn(() => Promise.resolve());
    const { rerender } = render(<LoadMore hasMore loadMore={loadMore} threshold={300} />);
    const io = FakeObserver.all.at(-1)!;
    rerender(<LoadMore hasMore={false} loadMore={loadMore} threshold={300} />);
    expect(io.targets.size).toBe(0);
    expect(screen.getByText('没有更多数据了')).toBeInTheDocument();
  });

  it('offers a 加载更多 button where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const loadMore = vi.fn(() => Promise.resolve());
    render(<LoadMore hasMore loadMore={loadMore} threshold={300} />);
    expect(loadMore).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '加载更多' })).toBeInTheDocument();
  });

  it('stops after a failed load and asks again only when 加载失败，点击重试 is tapped', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    FakeObserver.inRange = true;
    const loadMore = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    render(<LoadMore hasMore loadMore={loadMore} threshold={300} />);
    // Observing reports the end in range: the first load goes out and fails.
    const retry = await screen.findByRole('button', { name: '加载失败，点击重试' });
    expect(loadMore).toHaveBeenCalledTimes(1);
    act(() => FakeObserver.all.at(-1)!.fire(true));
    expect(loadMore).toHaveBeenCalledTimes(1);
    FakeObserver.inRange = false;
    fireEvent.click(retry);
    act(() => FakeObserver.all.at(-1)!.fire(true));
    await waitFor(() => expect(loadMore).toHaveBeenCalledTimes(2));
  });
});
