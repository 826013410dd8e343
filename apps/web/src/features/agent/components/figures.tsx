import { formatMoney } from '@sixmark/shared/domain/money';

export interface Figure {
  label: string;
  value: number;
  /** money: yuan with 2 decimals; count: a plain integer; result: signed and coloured (player win red, loss green). */
  kind?: 'money' | 'count' | 'result';
  testId?: string;
}

export interface FiguresProps {
  title?: string;
  figures: Figure[];
}

const show = (f: Figure) => {
  if (f.kind === 'count') return String(f.value);
  if (f.kind === 'result' && f.value > 0) return `+${formatMoney(f.value)}`;
  return formatMoney(f.value);
};

/** A card of labelled figures, three to a row. */
export function Figures({ title, figures }: FiguresProps) {
  return (
    <section className="agent-card" aria-label={title}>
      {title && <h3 className="agent-card__title">{title}</h3>}
      {/* Four figures read better two by two than three and one. */}
      <div className={figures.length === 4 ? 'agent-figures agent-figures--pairs' : 'agent-figures'}>
        {figures.map((f) => (
          <div className="agent-figure" key={f.label} data-testid={f.testId}>
            <div
              className={[
                'agent-figure__value',
                f.kind === 'result' && f.value > 0 ? 'agent-figure__value--win' : '',
                f.kind === 'result' && f.value < 0 ? 'agent-figure__value--lose' : '',
              ].join(' ')}
            >
              {show(f)}
            </div>
            <div className="agent-figure__label">{f.label}</div>
          </div>
        ))}
      </div>
    </section>
  );
}
