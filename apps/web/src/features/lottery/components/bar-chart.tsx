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

/** A vertical bar chart in plain SVG (no chart library ships with the app). */
export function BarChart({ bars, title, height = 140 }: BarChartProps) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = 14;
  const width = bars.length * slot;
  const plot = height - 18;
  return (
    <figure className="bar-chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} preserveAspectRatio="none" width="100%" height={height}>
        {bars.map((b, i) => {
          const h = Math.round((b.value / max) * (plot - 10));
          return (
            <g key={b.label} data-label={b.label} data-value={b.value}>
              <title>{`${b.label}: ${b.value}`}</title>
              <rect x={i * slot + 2} y={plot - h} width={slot - 4} height={h} rx={2} fill={b.colour ?? '#1677ff'} />
              <text x={i * slot + slot / 2} y={height - 4} fontSize="7" textAnchor="middle" fill="#8c8c8c">
                {b.label}
              </text>
            </g>
          );
        })}
      </svg>
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
