import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { WITHDRAW_STATUS_LABELS, type WithdrawOrder, type WithdrawStatus } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useWithdrawHistory } from '../api/get-withdraw-history';
import type { DateFilter } from '../api/keys';
import { DateRangeFilter } from '../components/date-range-filter';
import { formatTime } from '../components/format';
import { PagedList } from '@/components/paged-list';
import { StatusTabs } from '../components/status-tabs';

/** 提现记录: paged, by status and date. */
export default function WithdrawHistoryPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<WithdrawStatus | undefined>();
  const [dates, setDates] = useState<DateFilter>({});
  const q = useWithdrawHistory({ status, ...dates });
  return (
    <PageShell title={routes.withdrawHistory.title}>
      <StatusTabs labels={WITHDRAW_STATUS_LABELS} value={status} onChange={setStatus} />
      <DateRangeFilter value={dates} onChange={setDates} />
      <PagedList<WithdrawOrder>
        pages={q.data?.pages}
        isLoading={q.isLoading}
        hasNextPage={q.hasNextPage}
        fetchNextPage={q.fetchNextPage}
        refetch={q.refetch}
        itemKey={(o) => o.id}
        renderItem={(o) => (
          <div
            role="button"
            tabIndex={0}
            data-order-id={o.id}
            onClick={() => navigate(paths.withdrawHistoryDetail.getHref({ id: o.id }))}
            onKeyDown={(e) => e.key === 'Enter' && navigate(paths.withdrawHistoryDetail.getHref({ id: o.id }))}
            style={{ display: 'flex', justifyContent: 'space-between' }}
          >
            <div>
              <div>
                {o.bankName} {o.cardNo.slice(-4)}
              </div>
              <div style={{ fontSize: 12, color: '#999' }}>{formatTime(o.createdAt)}</div>
            </div>
            <div style={{ textAlign: 'right' }}>
              <div>{formatMoney(o.amount)} 元</div>
              <div style={{ fontSize: 12, color: o.status === 'approved' ? 'var(--adm-color-success)' : '#999' }}>{o.statusName}</div>
            </div>
          </div>
        )}
      />
    </PageShell>
  );
}
