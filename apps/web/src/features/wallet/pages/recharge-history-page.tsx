import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { RECHARGE_STATUS_LABELS, type RechargeOrder, type RechargeStatus } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useRechargeHistory } from '../api/get-recharge-history';
import type { DateFilter } from '../api/keys';
import { DateRangeFilter } from '../components/date-range-filter';
import { formatTime } from '../components/format';
import { PagedList } from '@/components/paged-list';
import { StatusTabs } from '../components/status-tabs';

/** 充值记录: paged, by status and date. */
export default function RechargeHistoryPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<RechargeStatus | undefined>();
  const [dates, setDates] = useState<DateFilter>({});
  const q = useRechargeHistory({ status, ...dates });
  return (
    <PageShell title={routes.rechargeHistory.title}>
      <StatusTabs labels={RECHARGE_STATUS_LABELS} value={status} onChange={setStatus} />
      <DateRangeFilter value={dates} onChange={setDates} />
      <PagedList<RechargeOrder>
        pages={q.data?.pages}
        isLoading={q.isLoading}
        hasNextPage={q.hasNextPage}
        fetchNextPage={q.fetchNextPage}
        refetch={q.refetch}
        itemKey={(o) => o.orderNo}
        renderItem={(o) => (
          <div
            role="button"
            tabIndex={0}
            onClick={() => navigate(paths.rechargeHistoryDetail.getHref({ id: o.orderNo }))}
            onKeyDown={(e) => e.key === 'Enter' && navigate(paths.rechargeHistoryDetail.getHref({ id: o.orderNo }))}
            style={{ display: 'flex', justifyContent: 'space-between' }}
          >
            <div>
              <div>{o.channelName}</div>
              <div style={{ fontSize: 12, color: '#999' }}>{formatTime(o.createdAt)}</div>
            </div>
            <div style={{ textAlign: 'right' }}>
              <div>{formatMoney(o.amount)} 元</div>
              <div style={{ fontSize: 12, color: o.status === 'success' ? 'var(--adm-color-success)' : '#999' }}>{o.statusName}</div>
            </div>
          </div>
        )}
      />
    </PageShell>
  );
}
