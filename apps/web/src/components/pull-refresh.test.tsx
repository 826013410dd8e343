import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PULL, PullRefresh, pullOffset } from './pull-refresh';

describe('pullOffset', () => {
  it('is 0 for no or upward pull, half the pull below the cap, capped at maxPx', () => {
    expect(pullOffset(-20)).toBe(0);
    expect(pullOffset(0)).toBe(0);
    expect(pullOffset(50)).toBe(25);
    expect(pullOffset(1000)).toBe(PULL.maxPx);
  });
});

describe('PullRefresh', () => {
  const touch = (el: Element, type: 'start' | 'move' | 'end', y: number) => {
    if (type === 'start') fireEvent.touchStart(el, { touches: [{ clientY: y }] });
    else if (type === 'move') fireEvent.touchMove(el, { touches: [{ clientY: y }] });
    else fireEvent.touchEnd(el, { touches: [] });
  };

  it('a short pull does not refresh', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    render(<PullRefresh onRefresh={onRefresh}>内容</PullRefresh>);
    const box = screen.getByText('内容').closest('[data-part="pull-refresh"]')!;
    touch(box, 'start', 100);
    touch(box, 'move', 150);
    expect(screen.getByText('下拉刷新')).toBeInTheDocument();
    touch(box, 'end', 150);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('a pull past the threshold shows 释放立即刷新, refreshes on release, then 刷新成功', async () => {
    let done: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((r) => (done = r)));
    render(<PullRefresh onRefresh={onRefresh}>内容</PullRefresh>);
    const box = screen.getByText('内容').closest('[data-part="pull-refresh"]')!;
    touch(box, 'start', 100);
    touch(box, 'move', 300);
    expect(screen.getByText('释放立即刷新')).toBeInTheDocument();
    touch(box, 'end', 300);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('加载中……')).toBeInTheDocument();
    await act(async () => done());
    expect(screen.getByText('刷新成功')).toBeInTheDocument();
  });

  it('does not start a pull when the page is scrolled down', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    render(<PullRefresh onRefresh={onRefresh}>内容</PullRefresh>);
    const box = screen.getByText('内容').closest('[data-part="pull-refresh"]')!;
    touch(box, 'start', 100);
    touch(box, 'move', 400);
    touch(box, 'end', 400);
    expect(onRefresh).not.toHaveBeenCalled();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
