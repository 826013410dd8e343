import type { PickProps } from './pick-props';

const POSITIONS = [1, 2, 3, 4, 5, 6];

/**
 * 正码过关: one row per 正码 position, at most one option each (2-6 legs). The options carry no
 * odds of their own: the parlay's price comes from all its legs together (the board's header).
 */
export function ParlayPicker({ def, draft, onChange }: PickProps) {
  const pick = (p: number, value: string) => {
    const legs = { ...draft.legs };
    if (legs[p] === value) delete legs[p];
    else legs[p] = value;
    onChange({ ...draft, legs });
  };
  return (
    <div className="pick-parlay">
      {POSITIONS.map((p) => (
        <div key={p} className="pick-parlay__row" role="group" aria-label={`正码${p}`}>
          <h4 className="pick-section-title">正码{p}</h4>
          <div className="pick-grid pick-grid--options">
            {(def.options ?? []).map((o) => {
              const on = draft.legs[p] === o.value;
              return (
                <button
                  key={o.value}
                  type="button"
                  className={['pick-option', on ? 'pick-option--on' : null].filter(Boolean).join(' ')}
                  aria-pressed={on}
                  aria-label={`正码${p} ${o.label}`}
                  onClick={() => pick(p, o.value)}
                >
                  <span className="pick-option__label">{o.label}</span>
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
