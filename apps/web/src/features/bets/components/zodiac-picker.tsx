import { ZODIAC_NAMES } from '@sixmark/shared/domain/zodiac';
import { pickOdds, toggle } from '../lib/draft';
import { oddsLabel, type PickProps } from './pick-props';

/** The 12 animals with their numbers in the period's frozen year tables (本命 holds 5). */
export function ZodiacPicker({ def, draft, onChange, odds, tables }: PickProps) {
  return (
    <div className="pick-grid pick-grid--zodiacs" role="group" aria-label="生肖">
      {ZODIAC_NAMES.map((z) => {
        const on = draft.zodiacs.includes(z);
        const o = pickOdds(def, z, odds, tables);
        return (
          <button
            key={z}
            type="button"
            className={['pick-zodiac', on ? 'pick-zodiac--on' : null].filter(Boolean).join(' ')}
            aria-pressed={on}
            aria-label={z}
            onClick={() => onChange({ ...draft, zodiacs: toggle(draft.zodiacs, z) })}
          >
            <span className="pick-zodiac__name">
              {z}
              {z === tables.yearZodiac ? <em className="pick-zodiac__benming">本命</em> : null}
            </span>
            <span className="pick-zodiac__numbers">{tables.zodiacNumbers[z].map((n) => String(n).padStart(2, '0')).join(' ')}</span>
            {o !== undefined ? <span className="pick-zodiac__odds">{oddsLabel(o)}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
