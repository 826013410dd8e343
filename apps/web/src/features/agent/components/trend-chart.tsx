import { useId } from 'react';

export interface ChartSeries {
  name: string;
  color: string;
  values: number[];
}

export interface TrendChartProps {
  title: string;
  /** One label per point (the days of the range). */
  labels: string[];
  series: ChartSeries[];
  /** Lines for levels (team size), bars for amounts per day. */
  kind?: 'line' | 'bar';
  /** How a value reads in the tooltip, the axis and the table. */
  format?: (n: number) => string;
  /** Counts of people: no axis line at a fraction. */
  integers?: boolean;
  className?: string;
}

const W = 320;
const H = 150;
const PAD = { left: 44, right: 8, top: 10, bottom: 22 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;

/** The smallest 1, 2 or 5 × 10^k at or above `v` (an axis end a reader can take in). */
export function niceCeil(v: number): number {
  if (v <= 0) return 0;
  const step = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 5, 10]) if (m * step >= v) return m * step;
  return 10 * step;
}

/** The y scale of a chart: from the lowest value (or 0) to the highest (or 0), rounded outwards. */
export function yDomain(series: ChartSeries[]): [number, number] {
  const all = series.flatMap((s) => s.values);
  const max = niceCeil(Math.max(0, ...all));
  const min = -niceCeil(-Math.min(0, ...all));
  // An all-zero chart still needs a height to draw its zero line in.
  return max === min ? [0, 1] : [min, max];
}

const plain = (n: number) => String(n);

/**
 * A small hand-written SVG chart (bars or lines, any number of series, negative values below a
 * zero line). Kept here rather than a chart library: five charts on one page do not justify
 * 100+ kB. The same figures are in a visually hidden table for screen readers and tests.
 */
export function TrendChart({ title, labels, series, kind = 'bar', format = plain, integers, className }: TrendChartProps) {
  const id = useId();
  const [min, max] = yDomain(series);
  const y = (v: number) => PAD.top + PLOT_H - ((v - min) / (max - min)) * PLOT_H;
  const n = Math.max(1, labels.length);
  const slot = PLOT_W / n;
  const cx = (i: number) => PAD.left + slot * (i + 0.5);
  const zero = y(0);
  const barW = Math.max(1, (slot * 0.7) / Math.max(1, series.length));
  // First, middle and last labels: a week or a month of days stays legible at phone width.
  const shown = new Set([0, Math.floor((labels.length - 1) / 2), labels.length - 1]);
  const ticks = (min < 0 ? [min, 0, max] : [0, max / 2, max]).filter((t) => !integers || Number.isInteger(t));

  return (
    <figure className={['trend-chart', className].filter(Boolean).join(' ')} aria-labelledby={`${id}-t`}>
      <figcaption id={`${id}-t`} className="trend-chart__title">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} className="trend-chart__svg">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke={t === 0 ? '#bfbfbf' : '#f0f0f0'} />
            <text x={PAD.left - 4} y={y(t) + 3} textAnchor="end" fontSize="9" fill="#8c8c8c">
              {format(t)}
            </text>
          </g>
        ))}
        {labels.map((l, i) =>
          shown.has(i) ? (
            <text key={l} x={cx(i)} y={H - 6} textAnchor="middle" fontSize="9" fill="#8c8c8c">
              {l}
            </text>
          ) : null,
        )}
        {series.map((s, si) =>
          kind === 'bar' ? (
            <g key={s.name} fill={s.color} data-series={s.name}>
              {s.values.map((v, i) => {
                const x = cx(i) - (barW * series.length) / 2 + barW * si;
                const top = Math.min(y(v), zero);
                return (
                  <rect key={labels[i] ?? i} x={x} y={top} width={barW} height={Math.max(v === 0 ? 0 : 1, Math.abs(y(v) - zero))}>
                    <title>{`${labels[i] ?? ''} ${s.name} ${format(v)}`}</title>
                  </rect>
                );
              })}
            </g>
          ) : (
            <g key={s.name} data-series={s.name}>
              <polyline
                fill="none"
                stroke={s.color}
                strokeWidth="2"
                points={s.values.map((v, i) => `${cx(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
              />
              {s.values.map((v, i) => (
                <circle key={labels[i] ?? i} cx={cx(i)} cy={y(v)} r="2.5" fill={s.color}>
                  <title>{`${labels[i] ?? ''} ${s.name} ${format(v)}`}</title>
                </circle>
              ))}
            </g>
          ),
        )}
      </svg>
      <div className="trend-chart__legend">
        {series.map((s) => (
          <span key={s.name}>
            <i style={{ background: s.color }} />
            {s.name}
          </span>
        ))}
      </div>
      <table className="trend-chart__table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((l, i) => (
            <tr key={l}>
              <th scope="row">{l}</th>
              {series.map((s) => (
                <td key={s.name}>{format(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
