import { parlayPriceParts, type BetLine } from '@sixmark/shared';

export interface ParlayPriceProps {
  /** The 注 of a slip item: only a 过关 item shows a price here. */
  lines: readonly BetLine[];
}

/**
 * The price a 过关 item will be placed at, shown before confirming: the joint price and the price
 * of each "正码N开出49" case. It is not the product of the legs' odds, so the player must see it.
 * Each label is its own text node, so the 繁體 page translates it as a table entry.
 */
export function ParlayPrice({ lines }: ParlayPriceProps) {
  const line = lines[0];
  if (line?.play !== 'ZM_PARLAY') return null;
  return (
    <div className="parlay-price" data-testid="parlay-price">
      {parlayPriceParts(line.odds).map(([label, odds]) => (
        <span key={label} className="parlay-price__part">
          {label} <b>{odds}</b>
        </span>
      ))}
    </div>
  );
}
