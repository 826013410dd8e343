import { Button, Dialog, List, Skeleton } from 'antd-mobile';
import { DATE_TIME_FORMAT, formatSystemTime } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useBettingBonus } from '../api/get-betting-bonus';
import { useBonusHistory } from '../api/get-bonus-history';
import { useClaimBettingBonus } from '../api/claim-betting-bonus';
import '../bonus.css';

export const BETTING_BONUS_TEXT = {
  available: '可领取返水',
  claimed: (v: string) => `累计已领取 ${v} 元`,
  claim: '一键领取',
  nothing: '暂无可领取的洗码返水',
  claimedToast: (v: string) => `领取成功，${v}元已到账`,
  category: '类别',
  turnover: '有效投注',
  rate: '返水比例',
  bonus: '可领取',
  history: '领取记录',
  noHistory: '暂无领取记录',
  covered: (v: string) => `覆盖有效投注 ${v} 元`,
  auto: '自动派发',
  rule: (level: number) =>
    `按VIP${level}等级的返水比例计算：返水 = 有效投注 × 返水比例。只计算已结算的有效投注，撤单、和局退回与无效注单不计入；每笔有效投注只返一次。`,
  turnoverRequired: '领取的返水需完成一倍以上流水方可提现（以平台设置为准）。',
  autoPayout: '平台每日自动派发未领取的返水。',
} as const;

/** 洗码返水 (spec 3): per-category valid turnover, rate and bonus, claim once, claim history. */
export default function BettingBonusPage() {
  const { data, isLoading } = useBettingBonus();
  const { data: history } = useBonusHistory();
  const claim = useClaimBettingBonus({ onSuccess: (r) => void toast.success(BETTING_BONUS_TEXT.claimedToast(formatMoney(r.amount))) });
  const onClaim = async () => {
    if (!data || data.totalAvailable <= 0) {
      toast.info(BETTING_BONUS_TEXT.nothing);
      return;
    }
    const confirmed = await Dialog.confirm({ content: `确认领取 ${formatMoney(data.totalAvailable)} 元返水？` });
    if (confirmed) claim.mutate();
  };
  return (
    <PageShell title={routes.bettingBonus.title}>
      {isLoading && <Skeleton.Paragraph lineCount={6} animated />}
      {data && (
        <>
          <div className="bonus-summary">
            <div className="bonus-summary__label">{BETTING_BONUS_TEXT.available}</div>
            <div className="bonus-summary__value" data-testid="bonus-available">
              {formatMoney(data.totalAvailable)}
            </div>
            <div className="bonus-summary__count">{BETTING_BONUS_TEXT.claimed(formatMoney(data.totalClaimed))}</div>
          </div>
          <table className="bonus-table" aria-label="各类返水">
            <thead>
              <tr>
                <th>{BETTING_BONUS_TEXT.category}</th>
                <th>{BETTING_BONUS_TEXT.turnover}</th>
                <th>{BETTING_BONUS_TEXT.rate}</th>
                <th>{BETTING_BONUS_TEXT.bonus}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.category}>
                  <td>{r.name}</td>
                  <td>{formatMoney(r.turnover)}</td>
                  <td>{r.rate.toFixed(2)}%</td>
                  <td className="bonus-amount">{formatMoney(r.bonus)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="page-actions">
            <Button block color="primary" loading={claim.isPending} onClick={() => void onClaim()}>
              {BETTING_BONUS_TEXT.claim}
            </Button>
          </div>
          <div className="bonus-note">
            <p>{BETTING_BONUS_TEXT.rule(data.vipLevel)}</p>
            {data.turnoverRequired && <p>{BETTING_BONUS_TEXT.turnoverRequired}</p>}
            {data.autoPayout && <p>{BETTING_BONUS_TEXT.autoPayout}</p>}
          </div>
        </>
      )}
      <List mode="card" header={BETTING_BONUS_TEXT.history}>
        {history?.data.length === 0 && <EmptyState description={BETTING_BONUS_TEXT.noHistory} />}
        {history?.data.map((c) => (
          <List.Item
            key={c.id}
            description={`${formatSystemTime(c.createdAt, DATE_TIME_FORMAT)} · ${BETTING_BONUS_TEXT.covered(formatMoney(c.turnover))}${c.auto ? ` · ${BETTING_BONUS_TEXT.auto}` : ''}`}
            extra={<span className="bonus-amount">+{formatMoney(c.amount)}</span>}
          >
            {c.detail.map((d) => `${d.name} ${d.rate.toFixed(2)}%`).join('、')}
          </List.Item>
        ))}
      </List>
    </PageShell>
  );
}
