import { pickOdds, toggle } from '../lib/draft';
import { oddsLabel, type PickProps } from './pick-props';

/** Option buttons with their odds (两面, 色波, 半波, 头数, 五行, 七色波, 总肖, 总和, 正码1-6 …). */
export function OptionPicker({ def, draft, onChange, odds, tables }: PickProps) {
  const options = def.options ?? [];
  return (
    <div className="pick-grid pick-grid--options" role="group" aria-label="选项">
      {options.map((o) => {
        const on = draft.options.includes(o.value);
        const extra = def.code === 'TM_WX' ? tables.elementNumbers[o.value as keyof typeof tables.elementNumbers] : undefined;
        return (
          <button
            key={o.value}
            type="button"
            className={['pick-option', on ? 'pick-option--on' : null].filter(Boolean).join(' ')}
            aria-pressed={on}
            aria-label={o.label}
            onClick={() => onChange({ ...draft, options: toggle(draft.options, o.value) })}
          >
            <span className="pick-option__label">{o.label}</span>
            <span className="pick-option__odds">{oddsLabel(pickOdds(def, o.value, odds, tables))}</span>
            {extra ? <span className="pick-option__numbers">{extra.map((n) => String(n).padStart(2, '0')).join(' ')}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
