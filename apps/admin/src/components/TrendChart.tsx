/** A small SVG line chart of one daily series (no chart library: the console stays light). */
export function TrendChart({ label, values, days }: { label: string; values: number[]; days: string[] }) {
  const w = 300;
  const h = 120;
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const x = (i: number) => (values.length > 1 ? (i / (values.length - 1)) * w : 0);
  const y = (v: number) => h - ((v - min) / span) * h;
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontSize: 13, marginBottom: 4 }}>
        {label}（{days[0]} 至 {days[days.length - 1]}，最高 {max.toLocaleString('zh-CN')}）
      </figcaption>
      <svg viewBox={`0 -4 ${w} ${h + 8}`} className="trend-chart" role="img" aria-label={`${label}趋势`}>
        <line x1={0} x2={w} y1={y(0)} y2={y(0)} stroke="#ddd" />
        <polyline points={points} fill="none" stroke="#1677ff" strokeWidth={2} />
      </svg>
    </figure>
  );
}
