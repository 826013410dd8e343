import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { gamesMsg } from '@sixmark/shared';
import { formatMoney, parseYuanInput } from '@sixmark/shared/domain/money';
import { ApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useTransferSandbox } from '../../api/sandbox-dragon-tiger';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';

export interface DtTransferProps {
  money: number;
  liveMoney: number;
}

/** Moves play money between the main balance and the table's game balance. */
export function DtTransfer({ money, liveMoney }: DtTransferProps) {
  const [amount, setAmount] = useState('');
  const transfer = useTransferSandbox();
  const { keyFor, reset } = useIdempotencyKey();
  const send = async (direction: 'in' | 'out') => {
    const parsed = parseYuanInput(amount);
    if (!parsed.ok) return void toast.show(parsed.message);
    const body = { amount: Number(amount), direction };
    try {
      await transfer.mutateAsync({ body, key: keyFor(body) });
      reset();
      setAmount('');
      toast.success(gamesMsg.transferDone);
    } catch (err) {
      toast.show(err instanceof ApiError ? err.message : String(err));
    }
  };
  return (
    <div className="dt-transfer">
      <div className="dt-transfer__balances">
        <span>
          主钱包 <b data-testid="dt-money">{formatMoney(money)}</b>
        </span>
        <span>
          游戏余额 <b data-testid="dt-live-money">{formatMoney(liveMoney)}</b>
        </span>
      </div>
      <div className="dt-transfer__row">
        <Input
          className="dt-transfer__input"
          placeholder="转账金额"
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
          aria-label="转账金额"
        />
        <Button size="small" onClick={() => setAmount(String(money))} disabled={money <= 0}>
          全部
        </Button>
        <Button size="small" color="primary" loading={transfer.isPending} onClick={() => void send('in')}>
          转入
        </Button>
        <Button size="small" color="warning" loading={transfer.isPending} onClick={() => void send('out')}>
          转出
        </Button>
      </div>
      {liveMoney > 0 && (
        <button type="button" className="dt-transfer__all-out" onClick={() => setAmount(String(liveMoney))}>
          填入全部游戏余额
        </button>
      )}
    </div>
  );
}
