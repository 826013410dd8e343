import { nnCard } from '@sixmark/shared/domain/niuniu';

const RED = new Set(['♥', '♦']);

/** One playing card by its code 0-51. */
export function Card({ code }: { code: number }) {
  const c = nnCard(code);
  return (
    <span className={`nn-card${RED.has(c.suit) ? ' nn-card--red' : ''}`} data-card={code}>
      {c.label}
    </span>
  );
}

/** A five-card hand with its name (牛N, 牛牛, 五花牛 …) and, for a 闲, whether it beat the 庄. */
export function Hand({ label, cards, name, win }: { label: string; cards: number[]; name: string; win?: boolean }) {
  return (
    <div className="nn-hand" data-testid={`hand-${label}`}>
      <span className="nn-hand__label">{label}</span>
      <span className="nn-hand__cards">
        {cards.map((c) => (
          <Card key={c} code={c} />
        ))}
      </span>
      <span className="nn-hand__name">{name}</span>
      {win !== undefined && <span className={win ? 'nn-win' : 'nn-lose'}>{win ? '胜' : '负'}</span>}
    </div>
  );
}
