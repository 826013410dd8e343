import { Tag } from 'antd-mobile';
import { PICK_TYPES, PICK_TYPE_LABELS, type Forecast, type ForecastRecord, type PickOutcome, type PickType } from '@sixmark/shared';
import { WAVE_LABELS } from '@sixmark/shared/domain/wave-colour';
import { FORUM_TEXT } from '../constants';

const OUTCOME: Record<PickOutcome, { text: string; color: 'danger' | 'default' | 'warning' }> = {
  hit: { text: FORUM_TEXT.hit, color: 'danger' },
  miss: { text: FORUM_TEXT.miss, color: 'default' },
  tie: { text: FORUM_TEXT.tie, color: 'warning' },
};

export function OutcomeTag({ outcome }: { outcome: PickOutcome | undefined }) {
  if (!outcome) return null;
  const o = OUTCOME[outcome];
  return (
    <Tag color={o.color} data-testid={`outcome-${outcome}`}>
      {o.text}
    </Tag>
  );
}

const picksText = (f: Forecast, t: PickType): string => {
  const p = f.picks;
  if (!p) return '';
  switch (t) {
    case 'number':
      return (p.number ?? []).map((n) => String(n).padStart(2, '0')).join(' ');
    case 'zodiac':
      return (p.zodiac ?? []).join(' ');
    case 'colour':
      return (p.colour ?? []).map((c) => `${WAVE_LABELS[c]}波`).join(' ');
    case 'tail':
      return (p.tail ?? []).map((n) => `${n}尾`).join(' ');
    case 'lm':
      return (p.lm ?? []).join('');
  }
};

export function RecordLine({ record }: { record: ForecastRecord }) {
  return (
    <span className="forum-record">
      {FORUM_TEXT.last(10)} {record.hits10}/{record.of10} · {FORUM_TEXT.last(30)} {record.hits30}/{record.of30} · {FORUM_TEXT.last(100)} {record.hits100}/{record.of100} · {FORUM_TEXT.streak}
      {record.currentStreak} · {FORUM_TEXT.longest}
      {record.longestStreak}
    </span>
  );
}

/** A forecast: its period, each picked type with its outcome once final, and the author's record. */
export function ForecastView({ forecast }: { forecast: Forecast }) {
  const types = forecast.picks ? PICK_TYPES.filter((t) => (forecast.picks?.[t]?.length ?? 0) > 0) : [];
  return (
    <div className="forecast-view" data-testid="forecast-view">
      <div className="forecast-view__head">
        {forecast.gameName} {FORUM_TEXT.turn(forecast.turnNum)}
        {forecast.openNum ? <span className="forecast-view__draw"> 开奖：{forecast.openNum}</span> : <span> {forecast.locked ? FORUM_TEXT.closed : FORUM_TEXT.pending}</span>}
      </div>
      {forecast.picks ? (
        <ul className="forecast-view__picks">
          {types.map((t) => (
            <li key={t}>
              <b>{PICK_TYPE_LABELS[t]}：</b>
              {picksText(forecast, t)} <OutcomeTag outcome={forecast.result?.[t]} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="forecast-view__locked">{FORUM_TEXT.lockedPicks}</div>
      )}
      {forecast.records.length > 0 && (
        <div className="forecast-view__records">
          <div>{FORUM_TEXT.record}</div>
          {forecast.records.map((r) => (
            <div key={r.pickType}>
              {PICK_TYPE_LABELS[r.pickType]}：<RecordLine record={r.record} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
