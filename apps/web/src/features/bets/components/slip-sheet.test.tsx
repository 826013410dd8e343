import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultOdds, expandSelection, playDef, tablesForLunarYear, type PlaySelection } from '@sixmark/shared';
import type { SlipItem } from '../lib/slip';
import { SlipSheet } from './slip-sheet';

const T2026 = tablesForLunarYear(2026);
const ODDS = defaultOdds(T2026);

function item(id: number, selection: PlaySelection, unit = 10): SlipItem {
  return {
    id,
    def: playDef(selection.play),
    selection,
    title: playDef(selection.play).name,
    text: '',
    unit,
    lines: expandSelection(selection, T2026, ODDS).lines,
  };
}

const noop = vi.fn();
const sheet = (items: SlipItem[]) =>
  render(
    <SlipSheet visible items={items} onClose={noop} onRemove={noop} onClear={noop} onSubmit={noop} submitting={false} />,
  );

describe('SlipSheet', () => {
  it('shows a 过关’s joint price before confirming, and its price for each two-sided leg on 49', () => {
    const rgb = item(1, {
      play: 'ZM_PARLAY',
      legs: [
        { position: 1, option: '红' },
        { position: 2, option: '蓝' },
        { position: 3, option: '绿' },
      ],
    });
    const bigRed = item(2, {
      play: 'ZM_PARLAY',
      legs: [
        { position: 4, option: '大' },
        { position: 6, option: '红' },
      ],
    });
    sheet([rgb, bigRed, item(3, { play: 'TM_NUM', numbers: [7] })]);
    const [first, second, third] = screen.getAllByTestId('slip-item');
    // 红 蓝 绿: fair 25.40074 × 0.985, not the leg product 2.839 × 3.016 × 3.016 = 25.824.
    const parts = (el: HTMLElement) => [...within(el).getByTestId('parlay-price').children].map((c) => c.textContent);
    expect(parts(first!)).toEqual(['过关赔率 25.019']);
    expect(first).toHaveTextContent('单注最高可中 250.19');
    expect(parts(second!)).toEqual(['过关赔率 5.659', '正码4开出49 2.781']);
    expect(within(third!).queryByTestId('parlay-price')).toBeNull();
  });
});
