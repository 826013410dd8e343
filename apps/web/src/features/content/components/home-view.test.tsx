import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterPaint } from './home-view';

describe('useAfterPaint (home card list after the top is painted)', () => {
  it('stays false until `on`, then turns true a frame and a task later, and stays true', async () => {
    const { result, rerender } = renderHook(({ on }) => useAfterPaint(on), { initialProps: { on: false } });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(result.current).toBe(false);
    rerender({ on: true });
    // Not in the render that shows the top: that one is painted first.
    expect(result.current).toBe(false);
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(true);
  });
});
