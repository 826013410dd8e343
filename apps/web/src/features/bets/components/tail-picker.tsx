import { pickOdds, toggle } from '../lib/draft';
import { oddsLabel, type PickProps } from './pick-props';

const TAILS = Array.from({ length: 10 }, (_, t) => t);
const numbersOf = (t: number) => Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => n % 10 === t);

/** Tails 0-9 with their numbers (0尾 has 4). */
export function TailPicker({ def, draft, onChange, odds, tables }: PickProps) {
  return (
    <div className="pick-grid pick-grid--tails" role="group" aria-label="尾数">
      {TAILS.map((t) => {
        const on = draft.tails.includes(t);
        const o = pickOdds(def, t, odds, tables);
        return (
          <button
            key={t}
            type="button"
            className={['pick-zodiac', on ? 'pick-zodiac--on' : null].filter(Boolean).join(' ')}
            aria-pressed={on}
            aria-label={`${t}尾`}
            onClick={() => onChange({ ...draft, tails: toggle(draft.tails, t) })}
          >
            <span className="pick-zodiac__name">{t}尾</span>
            <span className="pick-zodiac__numbers">{numbersOf(t).map((n) => String(n).padStart(2, '0')).join(' ')}</span>
            {o !== undefined ? <span className="pick-zodiac__odds">{oddsLabel(o)}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
