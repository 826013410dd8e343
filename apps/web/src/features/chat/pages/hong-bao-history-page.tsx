import { Button, List, Selector, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { formatSystemTime, hongbaoMsg, systemYmd } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useHongbaoHistory } from '../hong-bao/api/get-hongbao-history';
import '../hong-bao/hong-bao.css';

/** Years the history offers: this one and the two before (system time zone). */
const yearsBack = 3;

/** 红包记录: received / sent packets of a year, with the year's totals. */
export default function HongBaoHistoryPage() {
  const { roomId = '' } = useParams();
  const room = Number(roomId);
  const navigate = useNavigate();
  const [type, setType] = useState<'received' | 'sent'>('received');
  const [thisYear] = useState(() => systemYmd(Date.now())[0]);
  const [year, setYear] = useState(thisYear);
  const q = useHongbaoHistory({ type, year });
  const first = q.data?.pages[0];
  const rows = q.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <PageShell title={routes.hongBaoHistory.title} backTo={paths.roomChat.getHref({ roomId: room })}>
      <Tabs activeKey={type} onChange={(k) => setType(k as 'received' | 'sent')}>
        <Tabs.Tab key="received" title={hongbaoMsg.received} />
        <Tabs.Tab key="sent" title={hongbaoMsg.sent} />
      </Tabs>
      <div style={{ padding: '8px 12px' }}>
        <Selector
          columns={yearsBack}
          value={[year]}
          onChange={(v) => v[0] && setYear(v[0])}
          options={Array.from({ length: yearsBack }, (_, i) => ({ label: `${thisYear - i}年`, value: thisYear - i }))}
        />
      </div>
      {first && (
        <div className="hb-totals" data-testid="hongbao-totals">
          <div>{type === 'received' ? `${year}年共收到` : `${year}年共发出`}</div>
          <div className="hb-totals__amount">{formatMoney(first.totals.amount)}元</div>
          <div className="hb-hint">
            {type === 'received' ? hongbaoMsg.totalReceived(first.totals.count) : hongbaoMsg.totalSent(first.totals.count)}
            {type === 'received' && first.totals.best > 0 ? `，${hongbaoMsg.bestLuck} ${first.totals.best} 次` : ''}
            {type === 'sent' && first.totals.refunded > 0 ? `，${hongbaoMsg.refunded(first.totals.refunded)}` : ''}
          </div>
        </div>
      )}
      {q.isSuccess && rows.length === 0 ? (
        <EmptyState />
      ) : (
        <List>
          {rows.map((r) => (
            <List.Item
              key={`${r.id}`}
              clickable
              onClick={() => navigate(paths.hongBaoDetail.getHref({ roomId: r.roomId, hongbaoId: r.id }))}
              description={formatSystemTime(Date.parse(r.at), 'MM-DD HH:mm')}
              extra={`${formatMoney(r.amount)}元`}
              data-testid="hongbao-history-row"
            >
              {type === 'received' ? r.senderName : r.kind === 'equal' ? hongbaoMsg.equal : hongbaoMsg.lucky}
              {type === 'sent' && <span className="hb-best">{`${r.claimedCount}/${r.count}`}</span>}
              {r.best && <span className="hb-best">👑 {hongbaoMsg.bestLuck}</span>}
            </List.Item>
          ))}
        </List>
      )}
      {q.hasNextPage && (
        <Button block fill="none" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          加载更多
        </Button>
      )}
    </PageShell>
  );
}
