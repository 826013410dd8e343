import { RedoOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { gameCenterMsg, UI } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { paths } from '@/config/paths';
import { useMinSpin } from '../hooks/use-min-spin';
import { useRefreshBalance } from '../api/refresh-balance';

export interface BalanceHeaderProps {
  /** null for a visitor: the header shows login and register links instead. */
  balance: { money: number; liveMoney: number } | null;
}

/** Game center header (spec 1 §2): money + liveMoney with a refresh that spins at least 500 ms. */
export function BalanceHeader({ balance }: BalanceHeaderProps) {
  const refresh = useRefreshBalance();
  const { spinning, run } = useMinSpin(UI.balanceSpinnerMs);
  if (!balance)
    return (
      <div className="gc-header gc-header--guest">
        <Link to={paths.login.getHref()} className="gc-header__link">
          {gameCenterMsg.login}
        </Link>
        <span className="gc-header__sep">/</span>
        <Link to={paths.register.getHref()} className="gc-header__link">
          {gameCenterMsg.register}
        </Link>
      </div>
    );
  return (
    <div className="gc-header">
      <span className="gc-header__label">{gameCenterMsg.balance}</span>
      <span className="gc-header__money" data-testid="gc-balance">
        {formatMoney(balance.money + balance.liveMoney)}
      </span>
      <button
        type="button"
        className={`gc-header__refresh${spinning ? ' gc-header__refresh--spin' : ''}`}
        aria-label="刷新余额"
        aria-busy={spinning}
        onClick={() => void run(() => refresh.mutateAsync().catch(() => null))}
      >
        <RedoOutline />
      </button>
    </div>
  );
}
