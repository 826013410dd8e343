import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RESTORED_ATTRIBUTE } from '@/lib/scroll-restored';
import { useGrowingCount } from './use-growing-count';

function List({ total, listKey }: { total: number; listKey: string }) {
  const drawn = useGrowingCount(total, 4, listKey);
  return <p data-testid="drawn">{Math.min(drawn, total)}</p>;
}

const nextTask = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const drawn = () => Number(screen.getByTestId('drawn').textContent);

describe('useGrowingCount', () => {
  afterEach(() => document.documentElement.removeAttribute(RESTORED_ATTRIBUTE));

  it('draws a few items first and a few more in each later task, up to all', async () => {
    const { rerender } = render(<List total={10} listKey="a" />);
    expect(drawn()).toBe(4);
    await nextTask();
    expect(drawn()).toBe(8);
    await nextTask();
    expect(drawn()).toBe(10);
    // A page more: it goes on from there.
    rerender(<List total={14} listKey="a" />);
    expect(drawn()).toBe(10);
    await nextTask();
    expect(drawn()).toBe(14);
  });

  it('starts again for another list', async () => {
    const { rerender } = render(<List total={10} listKey="a" />);
    await nextTask();
    await nextTask();
    expect(drawn()).toBe(10);
    rerender(<List total={10} listKey="b" />);
    expect(drawn()).toBe(4);
    await nextTask();
    expect(drawn()).toBe(8);
  });

  it('draws everything at once on a page returned to at a saved position', () => {
    document.documentElement.setAttribute(RESTORED_ATTRIBUTE, '');
    render(<List total={20} listKey="a" />);
    expect(drawn()).toBe(20);
  });
});
