import { Checkbox } from 'antd-mobile';
import { betStatusText, type BetOrder } from '@sixmark/shared/api/bets';
import { formatMoney } from '@sixmark/shared/domain/money';
import { statusTone } from '../lib/bet-status';

export interface BetRecordRowProps {
  order: BetOrder;
  nowMs: number;
  cancelEnabled: boolean;
  /** 精简模式: one line per order. */
  simple: boolean;
  /** Cancel mode: a tick box in front of the row. */
  selecting: boolean;
  selected: boolean;
  onTap?: (order: BetOrder) => void;
  /** Offered on a pending order of a chase: stops the periods not yet placed. */
  onStopChase?: (trackOrderNo: string) => void;
}

/** One bet order of the records (spec 3 §3 Bet order, §4 Bet status display). */
export function BetRecordRow({ order: o, nowMs, cancelEnabled, simple, selecting, selected, onTap, onStopChase }: BetRecordRowProps) {
  const status = betStatusText(o, nowMs, cancelEnabled);
  const tone = statusTone(status);
  const won = o.status === 1 && o.reward > 0;
  return (
    <div
      className={['bet-row', simple ? 'bet-row--simple' : null, selected ? 'bet-row--selected' : null].filter(Boolean).join(' ')}
      data-testid="bet-row"
      data-order-no={o.orderNo}
      role={selecting ? 'button' : undefined}
      onClick={selecting ? () => onTap?.(o) : undefined}
    >
      {selecting ? (
        <Checkbox className="bet-row__tick" checked={selected} aria-label={`选择注单${o.orderNo}`} onClick={(e) => e.stopPropagation()} onChange={() => onTap?.(o)} />
      ) : null}
      <div className="bet-row__main">
        <div className="bet-row__head">
          <span className="bet-row__game">{o.gameName}</span>
          <span className="bet-row__turn">第{o.turnNum}期</span>
          <span className={`bet-row__status bet-row__status--${tone}`} data-testid="bet-status">
            {status}
          </span>
        </div>
        <div className="bet-row__body">
          <span className="bet-row__cate">{o.cateName}</span>
          <span className="bet-row__info">{o.betInfo}</span>
        </div>
        <div className="bet-row__money">
          <span>
            投注 <b>{formatMoney(o.totalMoney)}</b>
          </span>
          {simple ? null : <span>{o.betCount}注</span>}
          {o.status === 1 ? (
            <span className={won ? 'bet-row__reward bet-row__reward--won' : 'bet-row__reward'}>
              派奖 <b>{formatMoney(o.reward)}</b>
            </span>
          ) : null}
        </div>
        {simple ? null : (
          <div className="bet-row__meta">
            <span>赔率 {o.odds}</span>
            <span>{o.addTime}</span>
            <span className="bet-row__order-no">单号 {o.orderNo}</span>
            {o.openNum ? <span className="bet-row__open">开奖 {o.openNum}</span> : null}
            {o.trackOrderNo ? <span>追号单 {o.trackOrderNo}</span> : null}
          </div>
        )}
        {o.trackOrderNo && o.status === 0 && onStopChase && !selecting ? (
          <button type="button" className="bet-row__stop-chase" onClick={() => onStopChase(o.trackOrderNo)}>
            停止追号
          </button>
        ) : null}
      </div>
    </div>
  );
}
