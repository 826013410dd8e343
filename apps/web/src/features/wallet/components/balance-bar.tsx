import { useQueryClient } from '@tanstack/react-query';
import { RedoOutline } from 'antd-mobile-icons';
import { formatMoney } from '@sixmark/shared/domain/money';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { useBalance } from '../api/get-balance';
import { WALLET_KEYS } from '../api/keys';
import { useMinSpin } from '@/hooks/use-min-spin';

export interface BalanceBarProps {
  /** Label before the amount; default 账户余额. */
  label?: string;
  /** Show only the main balance (withdrawals pay from it) instead of money + liveMoney. */
  mainOnly?: boolean;
}

/** The balance with a refresh icon that spins at least 500 ms per refresh. */
export function BalanceBar({ label = '账户余额', mainOnly = false }: BalanceBarProps) {
  const qc = useQueryClient();
  const { data } = useBalance();
  const { spinning, run } = useMinSpin();
  const total = data ? (mainOnly ? data.money : data.money + data.liveMoney) : undefined;
  const refresh = () =>
    run(async () => {
      await qc.refetchQueries({ queryKey: [WALLET_KEYS.balance] });
      void qc.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    });
  return (
    <div className="wallet-balance" style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '12px 16px', background: '#fff' }}>
      <span style={{ color: '#666' }}>{label}</span>
      <strong data-testid="wallet-balance" style={{ fontSize: 20, color: 'var(--adm-color-danger)' }}>
        {total === undefined ? '--' : formatMoney(total)}
      </strong>
      <span>元</span>
      <button
        type="button"
        aria-label="刷新余额"
        onClick={() => void refresh()}
        style={{ marginLeft: 'auto', border: 0, background: 'none', padding: 4, fontSize: 20, color: '#999' }}
      >
        <RedoOutline className={spinning ? 'wallet-spin' : undefined} data-spinning={spinning ? 'true' : 'false'} />
      </button>
      <style>{'@keyframes wallet-spin{to{transform:rotate(360deg)}}.wallet-spin{animation:wallet-spin .5s linear infinite}'}</style>
    </div>
  );
}
