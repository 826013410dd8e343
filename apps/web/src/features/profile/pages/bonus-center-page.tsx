import { Button, List, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { DATE_TIME_FORMAT, formatSystemTime } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useBonusBills } from '../api/get-bonus-bills';
import '../profile.css';

export const BONUS_CENTER_TEXT = {
  empty: '暂无福利活动，敬请期待',
  received: '已领取福利',
  count: (n: number) => `共 ${n} 笔`,
  recent: '最近福利记录',
  allBills: '查看全部账变',
} as const;

/**
 * 福利中心: the member's bonus bills (sign-up gift, promotion bonus, betting bonus, VIP
 * reward, recharge and first-recharge bonus). No welfare programme of its own is specified,
 * so with no such bills the page keeps its empty state.
 */
export default function BonusCenterPage() {
  const navigate = useNavigate();
  const { data, isLoading } = useBonusBills();
  const rows = data?.rows ?? [];
  const sum = rows.reduce((s, r) => s + r.amount, 0);
  return (
    <PageShell title={routes.bonusCenter.title}>
      {isLoading && <Skeleton.Paragraph lineCount={6} animated />}
      {!isLoading && rows.length === 0 && <EmptyState description={BONUS_CENTER_TEXT.empty} style={{ paddingTop: 96 }} />}
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
