import type { TrackRecord } from '@sixmark/shared';

const W = 240;
const H = 32;

/** Inline SVG sparkline of hit/miss over the last 30 judged periods (oldest left): tall red bar 中, short grey bar 错. */
export function RecordSparkline({ marks }: { marks: readonly (0 | 1)[] }) {
  const step = W / Math.max(marks.length, 1);
  return (
    <svg
      className="record-block__spark"
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      height={H}
      role="img"
      aria-label={`近${marks.length}期走势：中${marks.filter((m) => m === 1).length}期`}
    >
      {marks.map((m, i) => (
        <rect
          key={i}
          data-mark={m}
          x={i * step + 1}
          y={m === 1 ? 2 : H - 8}
          width={Math.max(step - 2, 1)}
          height={m === 1 ? H - 4 : 6}
          rx={1}
          fill={m === 1 ? '#e00221' : '#bfbfbf'}
        />
      ))}
    </svg>
  );
}

const streakText = (n: number) => (n > 0 ? `连中${n}期` : n < 0 ? `连错${-n}期` : '—');

/** The card's track record on its detail page (issue 18): computed by the server from final results. */
export function RecordBlock({ record }: { record: TrackRecord | null | undefined }) {
  if (!record) {
    return (
      <section className="record-block" aria-label="战绩">
        <div className="record-block__empty">暂无开奖战绩</div>
      </section>
    );
  }
  const cells: [string, string][] = [
    ['近10期', `${record.last10.hits}/${record.last10.periods}`],
    ['近30期', `${record.last30.hits}/${record.last30.periods}`],
    ['近100期', `${record.last100.hits}/${record.last100.periods}`],
    ['当前', streakText(record.currentStreak)],
    ['最长连中', `${record.longestStreak}期`],
  ];
  return (
    <section className="record-block" aria-label="战绩">
      <div className="record-block__title">战绩（按开奖结果计算）</div>
      <dl className="record-block__cells">
        {cells.map(([label, value]) => (
          <div key={label} className="record-block__cell">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {record.marks.length > 0 ? <RecordSparkline marks={record.marks} /> : null}
    </section>
  );
}
