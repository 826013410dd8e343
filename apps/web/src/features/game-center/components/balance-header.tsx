import { RedoOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { gameCenterMsg, UI } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { paths } from '@/config/paths';
import { theme } from '@/config/theme';
import type { ThemeName } from '@/config/env';
import { useMinSpin } from '@/hooks/use-min-spin';
import { useRefreshBalance } from '@/lib/refresh-balance';

export interface BalanceHeaderProps {
  /** null for a visitor: the header shows login and register links instead. */
  balance: { money: number; liveMoney: number } | null;
}

/** Spec 1 §4: the balance spinner runs 500 ms, 1000 ms in the theme4 game center. */
export const balanceSpinMs = (name: ThemeName): number =>
  name === 'theme4' ? 2 * UI.balanceSpinnerMs : UI.balanceSpinnerMs;

/** Game center header (spec 1 §2): money + liveMoney with a refresh that spins at least 500 ms. */
export function BalanceHeader({ balance }: BalanceHeaderProps) {
  const refresh = useRefreshBalance();
  const { spinning, run } = useMinSpin(balanceSpinMs(theme.name));
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
