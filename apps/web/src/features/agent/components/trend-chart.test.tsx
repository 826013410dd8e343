import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { niceCeil, TrendChart, yDomain } from './trend-chart';

describe('trend chart', () => {
  it('rounds the axis end up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeil(0)).toBe(0);
    expect(niceCeil(7)).toBe(10);
    expect(niceCeil(13)).toBe(20);
    expect(niceCeil(200)).toBe(200);
    expect(niceCeil(0.3)).toBe(0.5);
  });

  it('spans negative values below a zero line and gives an all-zero chart a height', () => {
    expect(yDomain([{ name: 'a', color: '#000', values: [-30, 120] }])).toEqual([-50, 200]);
    expect(yDomain([{ name: 'a', color: '#000', values: [0, 0] }])).toEqual([0, 1]);
  });

  it('draws one bar per value and series, below the zero line for a loss', () => {
    const { container } = render(
      <TrendChart
        title="投注与输赢"
        labels={['11/21', '11/22', '11/23']}
        series={[
          { name: '投注', color: '#1677ff', values: [100, 0, 50] },
          { name: '输赢', color: '#e00221', values: [-40, 0, 30] },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: '投注与输赢' })).toBeInTheDocument();
    const bets = container.querySelectorAll('g[data-series="投注"] rect');
    const wins = container.querySelectorAll('g[data-series="输赢"] rect');
    expect(bets).toHaveLength(3);
    expect(wins).toHaveLength(3);
    const zero = Number(bets[1]!.getAttribute('y'));
    // The loss starts at the zero line and goes down; the win ends at it.
    expect(Number(wins[0]!.getAttribute('y'))).toBeCloseTo(zero);
    expect(Number(wins[2]!.getAttribute('y')) + Number(wins[2]!.getAttribute('height'))).toBeCloseTo(zero);
    expect(Number(bets[1]!.getAttribute('height'))).toBe(0);
  });

  it('draws no axis line at a fraction for counts', () => {
    const { container } = render(<TrendChart title="每日注册" integers labels={['11/22', '11/23']} series={[{ name: '注册人数', color: '#000', values: [0, 1] }]} />);
    const ticks = Array.from(container.querySelectorAll('svg > g > text')).map((t) => t.textContent);
    expect(ticks).toEqual(['0', '1']);
  });

  it('draws lines through every point and lists the figures in a table', () => {
    const format = (n: number) => `${n}人`;
    const { container } = render(
      <TrendChart title="团队人数" kind="line" labels={['11/22', '11/23']} format={format} series={[{ name: '团队人数', color: '#13c2c2', values: [3, 5] }]} />,
    );
    expect(container.querySelectorAll('polyline')).toHaveLength(1);
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    const table = screen.getByRole('table', { name: '团队人数' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['日期团队人数', '11/223人', '11/235人']);
  });
});
