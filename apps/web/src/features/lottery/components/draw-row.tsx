import type { ReactNode } from 'react';
import type { HistoryRow } from '@sixmark/shared/api/lottery';
import { DATE_TIME_FORMAT } from '@sixmark/shared';
import {
  bigSmall,
  drawSum,
  drawSumBigSmall,
  drawSumOddEven,
  oddEven,
  parseOpenNum,
} from '@sixmark/shared/domain/number-attributes';
import { WAVE_LABELS, waveColour } from '@sixmark/shared/domain/wave-colour';
import { formatSystemTime } from '@sixmark/shared/domain/system-time';
import { lunarYearOf, zodiacOf } from '@sixmark/shared/domain/zodiac';
import { LotteryBall } from '@/components/lottery';

/** `YYYY/MM/DD HH:mm` of an instant in the system time zone (spec 2 §9 date formats). */
export function formatDrawTime(ms: number): string {
  return formatSystemTime(ms, DATE_TIME_FORMAT);
}

/** Attributes of a draw shown on a history row. */
export function drawAttributes(openNum: string, openTime: number) {
  const numbers = parseOpenNum(openNum);
  const year = lunarYearOf(openTime);
  const special = numbers[numbers.length - 1];
  return {
    numbers,
    zodiacs: numbers.map((n) => zodiacOf(n, year)),
    sum: drawSum(numbers),
    sumBigSmall: drawSumBigSmall(numbers),
    sumOddEven: drawSumOddEven(numbers),
    special:
      special === undefined
        ? null
        : {
            num: special,
            zodiac: zodiacOf(special, year),
            bigSmall: bigSmall(special),
            oddEven: oddEven(special),
            colour: `${WAVE_LABELS[waveColour(special)]}波`,
          },
  };
}

export interface DrawRowProps {
  row: Pick<HistoryRow, 'turnNum' | 'openTime' | 'openNum'> & Partial<Pick<HistoryRow, 'source'>>;
  /** Title left of the turn (e.g. the game name on the record page). */
  title?: string;
  onVerify?: (turnNum: string) => void;
  extra?: ReactNode;
}

/** One draw: balls with zodiac and colour, then sum, big/small, odd/even and the special number's attributes. */
export function DrawRow({ row, title, onVerify, extra }: DrawRowProps) {
  const a = drawAttributes(row.openNum, row.openTime);
  return (
    <article className="lottery-row" data-turn={row.turnNum}>
      <div className="lottery-row__head">
        <span>
          {title ? <b>{title} </b> : null}第{row.turnNum}期
        </span>
        <time>{formatDrawTime(row.openTime)}</time>
      </div>
      <div className="lottery-row__balls">
        {a.numbers.map((n, i) => (
          <span key={i} className="draw-panel__slot">
            {i === a.numbers.length - 1 && a.numbers.length === 7 ? <span className="draw-panel__plus">+</span> : null}
            <LotteryBall num={n} zodiac={a.zodiacs[i]} size="small" />
          </span>
        ))}
      </div>
      <div className="lottery-row__attrs" data-testid="draw-attrs">
        <span>
          总和 <b>{a.sum}</b> <b>{a.sumBigSmall}</b> <b>{a.sumOddEven}</b>
        </span>
        {a.special ? (
          <span>
            特码 <b>{String(a.special.num).padStart(2, '0')}</b> <b>{a.special.zodiac}</b> <b>{a.special.bigSmall}</b>{' '}
            <b>{a.special.oddEven}</b> <b>{a.special.colour}</b>
          </span>
        ) : null}
        {onVerify && row.source === 'rng' ? (
          <button type="button" className="lottery-row__verify" onClick={() => onVerify(row.turnNum)}>
            验证本期
          </button>
        ) : null}
        {extra}
      </div>
    </article>
  );
}
