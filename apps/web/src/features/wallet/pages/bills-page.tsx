import { Button, Picker } from 'antd-mobile';
import { useState } from 'react';
import type { BillRow } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import { useBills } from '../api/get-bills';
import { useBillTypes } from '../api/get-bill-types';
import type { DateFilter } from '../api/keys';
import { DateRangeFilter } from '../components/date-range-filter';
import { formatTime, signedMoney } from '../components/format';
import { PagedList } from '@/components/paged-list';

const ALL_TYPES = '0';

/** 账变记录: every balance change, by bill type and date. */
export default function BillsPage() {
  const [billType, setBillType] = useState<number | undefined>();
  const [dates, setDates] = useState<DateFilter>({});
  const [picking, setPicking] = useState(false);
  const { data: types } = useBillTypes();
  const q = useBills({ billType, ...dates });
  const columns = [[{ label: '全部类型', value: ALL_TYPES }, ...(types ?? []).map((t) => ({ label: t.billTypeName, value: String(t.billType) }))]];
  const typeName = types?.find((t) => t.billType === billType)?.billTypeName ?? '全部类型';
  return (
    <PageShell title={routes.bills.title}>
      <div style={{ padding: '8px 12px 0', background: '#fff' }}>
        <Button size="small" onClick={() => setPicking(true)} aria-label="账变类型">
          {typeName}
        </Button>
      </div>
      <Picker
        columns={columns}
        visible={picking}
        value={[String(billType ?? ALL_TYPES)]}
        onClose={() => setPicking(false)}
        onConfirm={(v) => setBillType(v[0] && v[0] !== ALL_TYPES ? Number(v[0]) : undefined)}
      />
      <DateRangeFilter value={dates} onChange={setDates} />
      <PagedList<BillRow>
        pages={q.data?.pages}
        isLoading={q.isLoading}
        hasNextPage={q.hasNextPage}
        fetchNextPage={q.fetchNextPage}
        refetch={q.refetch}
        itemKey={(b) => b.id}
        renderItem={(b) => (
          <div style={{ display: 'flex', justifyContent: 'space-between' }} data-testid="bill-row">
            <div>
              <div>{b.billTypeName}</div>
              <div style={{ fontSize: 12, color: '#999' }}>{formatTime(b.createdAt)}</div>
              {b.remark && <div style={{ fontSize: 12, color: '#999' }}>{b.remark}</div>}
            </div>
            <div style={{ textAlign: 'right' }}>
              <div style={{ color: b.amount >= 0 ? 'var(--adm-color-success)' : 'var(--adm-color-danger)' }}>{signedMoney(b.amount)}</div>
              <div style={{ fontSize: 12, color: '#999' }}>
                {b.account === 'live_money' ? '游戏余额' : '余额'} {formatMoney(b.balanceAfter)}
              </div>
            </div>
          </div>
        )}
      />
    </PageShell>
  );
}
