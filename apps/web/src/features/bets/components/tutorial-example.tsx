import { BENMING, TAIL0, zodiacIn } from '@sixmark/shared';
// Not in the package barrel: the tutorial texts stay in the tutorial chunks, out of the entry.
import { runTutorialExample, type TutorialExample as Example, type TutorialLine } from '@sixmark/shared/domain/plays/tutorials';
import { formatMilli } from '@sixmark/shared/domain/money';
import { LotteryBall } from '@/components/lottery';

/** Stake of every worked example: 10 yuan a 注 (thousandths). */
export const EXAMPLE_STAKE_MILLI = 10_000;

const OUTCOME_TEXT = { win: '中奖', lose: '未中', tie: '和局 退还本金' } as const;

// Tiers worth naming in a result: the two-tier 连码 and the role prices (本命, 0尾).
const NAMED_TIERS = new Set(['中三', '中二', '中特', BENMING, TAIL0]);

/** "中奖(中二)" for a tiered win, "中奖(本命)" for a role price, else the plain outcome. */
function outcomeText({ result }: TutorialLine): string {
  const text = OUTCOME_TEXT[result.outcome];
  const tier = result.tier?.split(':').at(-1);
  return result.outcome === 'win' && tier && NAMED_TIERS.has(tier) ? `${text}(${tier})` : text;
}

export interface TutorialExampleProps {
  example: Example;
  index: number;
}

/**
 * One worked example: the real draw with its zodiacs, the sample bet and every 注's result,
 * computed on render by the shared settlement rules (never typed in).
 */
export function TutorialExample({ example, index }: TutorialExampleProps) {
  const { draw, tables, lines } = runTutorialExample(example, EXAMPLE_STAKE_MILLI);
  const ball = (n: number) => <LotteryBall key={n} num={n} zodiac={zodiacIn(tables, n)} size="small" />;
  return (
    <section className="tutorial-example" aria-label={`示例${index + 1}`} data-testid="tutorial-example">
      <h3 className="tutorial-example__title">
        示例{index + 1}：香港六合彩 第{draw.id}期（{draw.date}，{tables.yearZodiac}年）
      </h3>
      <div className="tutorial-example__draw">
        <span className="tutorial-example__label">正码1-6</span>
        {draw.regular.map(ball)}
        <span className="tutorial-example__plus">+</span>
        <span className="tutorial-example__label">特码</span>
        {ball(draw.special)}
      </div>
      <p className="tutorial-example__note">{example.note}</p>
      <table className="tutorial-table">
        <thead>
          <tr>
            <th>注</th>
            <th>结果</th>
            <th>每注10元派彩</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.line.key} data-outcome={l.result.outcome}>
              <td>{l.line.key}</td>
              <td className={`tutorial-table__${l.result.outcome}`}>{outcomeText(l)}</td>
              <td>{formatMilli(l.payoutMilli)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
