import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from './back-to-top';

const scrollWindowTo = async (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((r) => requestAnimationFrame(() => r(null)));
  });
};

describe('BackToTop', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows after 400 px by default, hides again above it', async () => {
    render(<BackToTop />);
    await scrollWindowTo(400);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
    await scrollWindowTo(401);
    expect(screen.getByRole('button', { name: '返回顶部' })).toBeInTheDocument();
    await scrollWindowTo(100);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
  });

  it('uses the home threshold of 3000 px when given', async () => {
    render(<BackToTop threshold={3000} />);
    await scrollWindowTo(2999);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
    await scrollWindowTo(3001);
    expect(screen.getByRole('button', { name: '返回顶部' })).toBeInTheDocument();
  });

  it('scrolls to the top over 450 ms', async () => {
    let now = 0;
    const frames: FrameRequestCallback[] = [];
    render(<BackToTop />);
    await scrollWindowTo(1000);
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    fireEvent.click(screen.getByRole('button', { name: '返回顶部' }));
    const runFrame = (t: number) => {
      now = t;
      frames.shift()?.(t);
    };
    runFrame(225);
    const mid = scrollTo.mock.calls.at(-1)![1] as number;
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(1000);
    runFrame(300);
    expect(scrollTo.mock.calls.at(-1)![1]).toBeGreaterThan(0);
    runFrame(450);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(frames).toHaveLength(0);
  });
});
