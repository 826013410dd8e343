import { Button, List, Skeleton } from 'antd-mobile';
import { useNavigate } from '@/lib/use-navigate';
import { DATE_TIME_FORMAT, formatSystemTime } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useBonusBills } from '../api/get-bonus-bills';
import { useClaimGift } from '../api/claim-gift';
import { useWelfare } from '../api/get-welfare';
import { toast } from '@/lib/toast';
import '../bonus.css';

export const BONUS_CENTER_TEXT = {
  empty: '暂无福利活动，敬请期待',
  received: '已领取福利',
  count: (n: number) => `共 ${n} 笔`,
  recent: '最近福利记录',
  allBills: '查看全部账变',
  gifts: 'VIP礼金',
  claim: '领取',
  claimed: '已领取',
  claimedToast: (v: string) => `领取成功，${v}元已到账`,
} as const;

/**
 * 福利中心: VIP upgrade and monthly gifts to claim (issue 17), then the member's bonus bills
 * (sign-up gift, promotion bonus, betting bonus, 洗码返水, VIP reward, recharge and first-recharge
 * bonus). With neither the page keeps its empty state.
 */
export default function BonusCenterPage() {
  const navigate = useNavigate();
  const { data, isLoading } = useBonusBills();
  const { data: welfare } = useWelfare();
  const claim = useClaimGift({ onSuccess: (r) => void toast.success(BONUS_CENTER_TEXT.claimedToast(formatMoney(r.amount))) });
  const gifts = welfare?.gifts ?? [];
  const rows = data?.rows ?? [];
  const sum = rows.reduce((s, r) => s + r.amount, 0);
  return (
    <PageShell title={routes.bonusCenter.title}>
      {isLoading && <Skeleton.Paragraph lineCount={6} animated />}
      {gifts.length > 0 && (
        <List mode="card" header={BONUS_CENTER_TEXT.gifts}>
          {gifts.map((g) => (
            <List.Item
              key={g.id}
              description={<span className="bonus-amount">{formatMoney(g.amount)} 元</span>}
              extra={
                <Button size="small" color="primary" disabled={g.claimed || claim.isPending} onClick={() => claim.mutate(g.id)}>
                  {g.claimed ? BONUS_CENTER_TEXT.claimed : BONUS_CENTER_TEXT.claim}
                </Button>
              }
            >
              {g.name}
            </List.Item>
          ))}
        </List>
      )}
      {!isLoading && rows.length === 0 && gifts.length === 0 && <EmptyState description={BONUS_CENTER_TEXT.empty} style={{ paddingTop: 96 }} />}
      {rows.length > 0 && data && (
        <>
          <div className="bonus-summary">
            <div className="bonus-summary__label">{BONUS_CENTER_TEXT.received}</div>
            <div className="bonus-summary__value" data-testid="bonus-sum">
              {formatMoney(sum)}
            </div>
            <div className="bonus-summary__count">{BONUS_CENTER_TEXT.count(data.totalCount)}</div>
          </div>
          <List mode="card" header={BONUS_CENTER_TEXT.recent}>
            {rows.map((r) => (
              <List.Item
                key={r.id}
                description={formatSystemTime(r.createdAt, DATE_TIME_FORMAT)}
                extra={<span className="bonus-amount">+{formatMoney(r.amount)}</span>}
              >
                {r.billTypeName}
              </List.Item>
            ))}
          </List>
          <div className="page-actions">
            <Button block fill="outline" color="primary" onClick={() => navigate(paths.bills.path)}>
              {BONUS_CENTER_TEXT.allBills}
            </Button>
          </div>
        </>
      )}
    </PageShell>
  );
}
