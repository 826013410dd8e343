import { Button } from 'antd-mobile';
import { useState } from 'react';
import { gamesMsg, type DtBet, type DtRound } from '@sixmark/shared';
import { DT_PAYOUT, DT_SIDE_LABELS, type DtSide } from '@sixmark/shared/domain/dragon-tiger';
import { formatMoney } from '@sixmark/shared/domain/money';
import { ApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { usePlaceDtBet } from '../../api/sandbox-dragon-tiger';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { stakesOf, type DtPhase } from '../../lib/dragon-tiger-round';

/** Chip values in yuan. */
export const DT_CHIPS = [10, 50, 100, 500, 1000] as const;

const ODDS_TEXT: Record<DtSide, string> = {
  dragon: `1:${DT_PAYOUT.dragon - 1}`,
  tie: `1:${DT_PAYOUT.tie - 1}`,
  tiger: `1:${DT_PAYOUT.tiger - 1}`,
};
/** Table layout left to right: 龙, 和, 虎. */
const LAYOUT: readonly DtSide[] = ['dragon', 'tie', 'tiger'];

export interface DtTableProps {
  round: DtRound | null;
  phase: DtPhase;
  myBets: readonly DtBet[];
  liveMoney: number;
}

/** The betting area: pick a chip and a side, 确认下注 pays from the game balance. */
export function DtTable({ round, phase, myBets, liveMoney }: DtTableProps) {
  const [chip, setChip] = useState<number>(DT_CHIPS[0]);
  const [side, setSide] = useState<DtSide | null>(null);
  const place = usePlaceDtBet();
  const { keyFor, reset } = useIdempotencyKey();
  const open = phase.kind === 'betting' && !!round;
  const stakes = round ? stakesOf(myBets, round.roundId) : stakesOf([], 0);
  const submit = async () => {
    if (!round || !side) return;
    const body = { roundId: round.roundId, side, amount: chip };
    try {
      await place.mutateAsync({ body, key: keyFor(body) });
      reset();
      toast.success(gamesMsg.betPlaced, 1000);
    } catch (err) {
      toast.show(err instanceof ApiError ? err.message : String(err));
    }
  };
  return (
    <div className="dt-table">
      <div className="dt-table__sides" role="radiogroup" aria-label="下注选项">
        {LAYOUT.map((s) => (
          <button
            type="button"
            key={s}
            role="radio"
            aria-checked={side === s}
            aria-label={`${DT_SIDE_LABELS[s]} ${ODDS_TEXT[s]}`}
            disabled={!open}
            className={`dt-side dt-side--${s}${side === s ? ' dt-side--on' : ''}`}
            onClick={() => setSide(s)}
          >
            <span className="dt-side__name">{DT_SIDE_LABELS[s]}</span>
            <span className="dt-side__odds">{ODDS_TEXT[s]}</span>
            {stakes[s] > 0 && (
              <span className="dt-side__stake" data-testid={`dt-stake-${s}`}>
                {formatMoney(stakes[s])}
              </span>
            )}
          </button>
        ))}
      </div>
      <div className="dt-chips" role="radiogroup" aria-label="筹码">
        {DT_CHIPS.map((c) => (
          <button
            type="button"
            key={c}
            role="radio"
            aria-checked={chip === c}
            aria-label={`筹码 ${c}`}
            className={`dt-chip${chip === c ? ' dt-chip--on' : ''}`}
            onClick={() => setChip(c)}
          >
            {c}
          </button>
        ))}
      </div>
      <Button
        block
        color="danger"
        disabled={!open || !side || chip > liveMoney}
        loading={place.isPending}
        onClick={() => void submit()}
      >
        {!open
          ? '停止下注'
          : chip > liveMoney
            ? '游戏余额不足，请先转入'
            : side
              ? `确认下注 ${DT_SIDE_LABELS[side]} ${chip}`
              : '请选择龙、和或虎'}
      </Button>
      <p className="dt-table__rules">龙、虎赔 1:1，和赔 1:8；开和时龙、虎下注退还一半。</p>
    </div>
  );
}
