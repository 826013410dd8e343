import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computeTrackRecord } from '@sixmark/shared';
import { RecordBlock } from './record-block';

const periods = (marks: string) => [...marks].map((m, i) => ({ turnNum: String(500 - i), hit: m === 'H' }));

describe('RecordBlock', () => {
  it('shows hits over 10/30/100, the streaks and a 30-bar sparkline oldest first', () => {
    // newest first: two hits, then a miss, then 32 alternating periods
    const record = computeTrackRecord(periods('HHM' + 'HM'.repeat(16)));
    render(<RecordBlock record={record} />);
    const block = screen.getByRole('region', { name: '战绩' });
    expect(within(block).getByText('近10期').nextSibling?.textContent).toBe('6/10');
    expect(within(block).getByText('近30期').nextSibling?.textContent).toBe('16/30');
    expect(within(block).getByText('近100期').nextSibling?.textContent).toBe('18/35');
    expect(within(block).getByText('当前').nextSibling?.textContent).toBe('连中2期');
    expect(within(block).getByText('最长连中').nextSibling?.textContent).toBe('2期');
    const spark = within(block).getByRole('img');
    expect(spark.getAttribute('aria-label')).toBe('近30期走势：中16期');
    const bars = [...spark.querySelectorAll('rect')].map((r) => r.getAttribute('data-mark'));
    expect(bars).toHaveLength(30);
    expect(bars.slice(-3)).toEqual(['0', '1', '1']);
  });

  it('says so when the card has no judged period yet', () => {
    render(<RecordBlock record={null} />);
    expect(screen.getByText('暂无开奖战绩')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
