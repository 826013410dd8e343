import { RedoOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { UI } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { useRefreshBalance } from '@/lib/refresh-balance';

export interface BalanceProps {
  money: number;
  liveMoney: number;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Displayed money = money + liveMoney (zh-CN, 2-3 decimals); the refresh icon spins at least 500 ms. */
export function Balance({ money, liveMoney }: BalanceProps) {
  const refresh = useRefreshBalance();
  const [spinning, setSpinning] = useState(false);
  const onRefresh = async () => {
    if (spinning) return;
    setSpinning(true);
    try {
      await Promise.all([refresh.mutateAsync().catch(() => null), wait(UI.balanceSpinnerMs)]);
    } finally {
      setSpinning(false);
    }
  };
  return (
    <div className="balance">
      <span className="balance__label">余额</span>
      <span className="balance__value" data-testid="balance">
        {formatMoney(money + liveMoney)}
      </span>
      <button
        type="button"
        className={`balance__refresh${spinning ? ' balance__refresh--spin' : ''}`}
        aria-label="刷新余额"
        aria-busy={spinning}
        onClick={() => void onRefresh()}
      >
        <RedoOutline />
      </button>
    </div>
  );
}
