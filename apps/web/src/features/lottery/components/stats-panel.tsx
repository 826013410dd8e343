import { Selector, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { WAVE_LABELS, waveColour, type WaveColour } from '@sixmark/shared/domain/wave-colour';
import { LotteryBall } from '@/components/lottery';
import { useStats, type StatsWindow } from '../api/get-stats';
import { BarChart, ShareBars } from './bar-chart';
import '../lottery-feature.css';

export interface StatsPanelProps {
  gameId: number;
  years: number[];
}

const COLOURS: Record<WaveColour, string> = { red: '#e00221', blue: '#1677ff', green: '#00b578' };
const LASTS = [25, 50, 100, 200] as const;

/** Trend charts and statistics over the last 25/50/100/200 draws or a year (loaded only on this tab). */
export default function StatsPanel({ gameId, years }: StatsPanelProps) {
  const [choice, setChoice] = useState<string>('last-50');
  const range: StatsWindow = choice.startsWith('year-') ? { year: Number(choice.slice(5)) } : { last: Number(choice.slice(5)) as 25 };
  const { data: stats, isLoading, error } = useStats(gameId, range);
  const options = [
    ...LASTS.map((n) => ({ label: `近${n}期`, value: `last-${n}` })),
    ...years.slice(0, 4).map((y) => ({ label: `${y}年`, value: `year-${y}` })),
  ];

  return (
    <div className="stats-panel">
      <Selector
        className="stats-panel__window"
        options={options}
        value={[choice]}
        onChange={(v) => v[0] && setChoice(v[0])}
        // Four a row: the draw windows on the first, the years under them.
        columns={4}
        style={{ '--padding': '5px 4px', '--gap': '6px' }}
      />
      {isLoading ? <Skeleton.Paragraph lineCount={8} animated /> : null}
      {error ? <p className="stats-panel__empty">统计数据加载失败</p> : null}
      {stats && !stats.draws ? <p className="stats-panel__empty">暂无数据</p> : null}
      {stats && stats.draws ? (
        <>
          <p className="stats-panel__summary">共统计 {stats.draws} 期</p>
          <BarChart
            title="号码出现次数"
            bars={stats.frequency.map((f) => ({ label: String(f.num), value: f.count, colour: COLOURS[waveColour(f.num)] }))}
          />
          <BarChart
            title="特码出现次数"
            height={110}
            bars={stats.frequency.map((f) => ({ label: String(f.num), value: f.special, colour: COLOURS[waveColour(f.num)] }))}
          />
          <section className="stats-panel__hotcold">
            <h4>热门号码</h4>
            <div className="stats-panel__balls" data-testid="stats-hot">
              {stats.hot.map((n) => (
                <LotteryBall key={n} num={n} size="small" />
              ))}
            </div>
            <h4>冷门号码</h4>
            <div className="stats-panel__balls" data-testid="stats-cold">
              {stats.cold.map((n) => (
                <LotteryBall key={n} num={n} size="small" />
              ))}
            </div>
          </section>
          <BarChart
            title="遗漏期数（距上次出现）"
            bars={stats.gaps.map((g) => ({ label: String(g.num), value: g.gap, colour: '#fa8c16' }))}
          />
          <ShareBars title="特码生肖分布" items={stats.zodiac.map((z) => ({ label: z.name, value: z.count, colour: '#722ed1' }))} />
          <ShareBars
            title="特码波色分布"
            items={stats.colour.map((c) => ({ label: `${WAVE_LABELS[c.colour]}波`, value: c.count, colour: COLOURS[c.colour] }))}
          />
        </>
      ) : null}
    </div>
  );
}
