import type { DtRound } from '@sixmark/shared';

type Card = NonNullable<DtRound['dragon']>;

/** A playing card face; face down while `card` is null. Hearts and diamonds are red. */
export function DtCardFace({
  card,
  flip = false,
  label,
}: {
  card: Card | null;
  flip?: boolean;
  label: string;
}) {
  const red = card && (card.suit === '♥' || card.suit === '♦');
  return (
    <div
      className={`dt-card${card ? ' dt-card--up' : ''}${flip ? ' dt-card--flip' : ''}${red ? ' dt-card--red' : ''}`}
      aria-label={`${label} ${card?.label ?? '未开'}`}
    >
      {card ? <span className="dt-card__label">{card.label}</span> : <span className="dt-card__back" />}
    </div>
  );
}
