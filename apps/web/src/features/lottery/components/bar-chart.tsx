export interface Bar {
  label: string;
  value: number;
  /** CSS colour of the bar. */
  colour?: string;
}

export interface BarChartProps {
  bars: Bar[];
  title: string;
  /** Chart height in px (vertical bars). */
  height?: number;
}

/** Axis labels shown under the bars: the first, the last and every 5th (49 labels would not fit a phone). */
const labelled = (i: number, n: number) => i === 0 || i === n - 1 || (i + 1) % 5 === 0;

/**
 * A vertical bar chart in plain SVG (no chart library ships with the app). The SVG stretches to
 * the width, which would squash text, so the axis labels are HTML under it.
 */
export function BarChart({ bars, title, height = 140 }: BarChartProps) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = 14;
  const width = bars.length * slot;
  const plot = height - 4;
  return (
    <figure className="bar-chart">
      <figcaption>
        {title}
        <span className="bar-chart__max">最高 {max}</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} preserveAspectRatio="none" width="100%" height={height}>
        {[0.5, 1].map((f) => (
          <line key={f} x1={0} x2={width} y1={plot - f * (plot - 6)} y2={plot - f * (plot - 6)} stroke="#f0f0f0" strokeWidth={1} />
        ))}
        {bars.map((b, i) => {
          const h = Math.round((b.value / max) * (plot - 6));
          return (
            <g key={b.label} data-label={b.label} data-value={b.value}>
              <title>{`${b.label}: ${b.value}`}</title>
              <rect x={i * slot + 2} y={plot - h} width={slot - 4} height={h} rx={2} fill={b.colour ?? '#1677ff'} />
            </g>
          );
        })}
        <line x1={0} x2={width} y1={plot + 0.5} y2={plot + 0.5} stroke="#d9d9d9" strokeWidth={1} />
      </svg>
      <div className="bar-chart__axis" style={{ gridTemplateColumns: `repeat(${bars.length}, 1fr)` }} aria-hidden>
        {bars.map((b, i) => (
          <span key={b.label}>{labelled(i, bars.length) ? b.label : ''}</span>
        ))}
      </div>
    </figure>
  );
}

export interface ShareBarsProps {
  items: Bar[];
  title: string;
}

/** Horizontal share bars (distribution of a few categories) in plain HTML/CSS. */
export function ShareBars({ items, title }: ShareBarsProps) {
  const total = items.reduce((n, b) => n + b.value, 0) || 1;
  const max = Math.max(1, ...items.map((b) => b.value));
  return (
    <figure className="share-bars">
      <figcaption>{title}</figcaption>
      {items.map((b) => (
        <div key={b.label} className="share-bars__row" data-label={b.label} data-value={b.value}>
          <span className="share-bars__label">{b.label}</span>
          <span className="share-bars__track">
            <span className="share-bars__fill" style={{ width: `${(b.value / max) * 100}%`, background: b.colour ?? '#1677ff' }} />
          </span>
          <span className="share-bars__value">
            {b.value}（{Math.round((b.value / total) * 100)}%）
          </span>
        </div>
      ))}
    </figure>
  );
}
