import { Selector } from 'antd-mobile';
import { waveColour } from '@sixmark/shared/domain/wave-colour';
import { ZODIAC_NAMES } from '@sixmark/shared/domain/zodiac';
import { groupNumbers, pickOdds, toggle, type Draft } from '../lib/draft';
import { oddsLabel, type PickProps } from './pick-props';

const ALL = Array.from({ length: 49 }, (_, i) => i + 1);

/** Quick picks of the single-number plays: a batch of 注, one per number (§2 特码直选). */
const QUICK: { label: string; test: (n: number) => boolean }[] = [
  { label: '大', test: (n) => n >= 25 },
  { label: '小', test: (n) => n <= 24 },
  { label: '单', test: (n) => n % 2 === 1 },
  { label: '双', test: (n) => n % 2 === 0 },
  { label: '红波', test: (n) => waveColour(n) === 'red' },
  { label: '蓝波', test: (n) => waveColour(n) === 'blue' },
  { label: '绿波', test: (n) => waveColour(n) === 'green' },
];

const GROUPS = [...ZODIAC_NAMES, ...Array.from({ length: 10 }, (_, t) => `${t}尾`)];

/** The 1-49 ball grid (特码, 正码, 正码特, 连码 复式/胆拖, 自选不中) and the 对碰 group choice. */
export function NumberPicker({ def, draft, onChange, odds, tables }: PickProps) {
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  const each = def.lineRule === 'each';
  const dantuo = def.modes && draft.mode === '胆拖';

  if (def.modes && draft.mode === '对碰') {
    const opts = GROUPS.map((g) => ({ label: g, value: g }));
    return (
      <div className="pick-pair">
        {(['groupA', 'groupB'] as const).map((g) => (
          <div key={g} className="pick-pair__group">
            <h4 className="pick-section-title">{g === 'groupA' ? 'A组（生肖或尾数）' : 'B组（生肖或尾数）'}</h4>
            <Selector
              columns={6}
              options={opts}
              value={draft[g] ? [draft[g]] : []}
              onChange={(v) => set({ [g]: v[0] ?? null })}
            />
            {draft[g] ? <p className="pick-pair__numbers">{groupNumbers(draft[g], tables).map((n) => String(n).padStart(2, '0')).join(' ')}</p> : null}
          </div>
        ))}
      </div>
    );
  }

  const tap = (n: number) => {
    if (dantuo) {
      if (draft.target === 'bankers') set({ bankers: toggle(draft.bankers, n), numbers: draft.numbers.filter((x) => x !== n) });
      else set({ numbers: toggle(draft.numbers, n), bankers: draft.bankers.filter((x) => x !== n) });
      return;
    }
    set({ numbers: toggle(draft.numbers, n) });
  };

  return (
    <div className="pick-numbers">
      {each ? (
        <div className="pick-quick" aria-label="快选">
          {QUICK.map((q) => (
            <button key={q.label} type="button" className="pick-quick__chip" onClick={() => set({ numbers: ALL.filter(q.test) })}>
              {q.label}
            </button>
          ))}
        </div>
      ) : null}
      {dantuo ? (
        <Selector
          className="pick-target"
          options={[
            { label: `选胆码（${draft.bankers.length}）`, value: 'bankers' },
            { label: `选拖码（${draft.numbers.length}）`, value: 'numbers' },
          ]}
          value={[draft.target]}
          onChange={(v) => v[0] && set({ target: v[0] as Draft['target'] })}
        />
      ) : null}
      <div className="pick-grid pick-grid--balls" role="group" aria-label="号码">
        {ALL.map((n) => {
          const banker = draft.bankers.includes(n);
          const on = banker || draft.numbers.includes(n);
          const o = each ? pickOdds(def, n, odds, tables) : undefined;
          const label = String(n).padStart(2, '0');
          return (
            <button
              key={n}
              type="button"
              className={['pick-ball', `pick-ball--${waveColour(n)}`, on ? 'pick-ball--on' : null].filter(Boolean).join(' ')}
              aria-pressed={on}
              aria-label={label}
              data-num={n}
              onClick={() => tap(n)}
            >
              <span className="pick-ball__num">{label}</span>
              {banker ? <span className="pick-ball__tag">胆</span> : null}
              {each ? <span className="pick-ball__odds">{oddsLabel(o)}</span> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
