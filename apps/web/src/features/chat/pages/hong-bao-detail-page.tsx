import { Button, List, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { formatSystemTime, hongbaoMsg } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useHongbaoDetail } from '../hong-bao/api/get-hongbao-detail';
import { HongBaoOpen } from '../hong-bao/components/hong-bao-open';
import '../hong-bao/hong-bao.css';

/** 红包详情: who sent it, the caller's share, who got how much and when, best luck, refunds. */
export default function HongBaoDetailPage() {
  const { roomId = '', hongbaoId = '' } = useParams();
  const room = Number(roomId);
  const id = Number(hongbaoId);
  const navigate = useNavigate();
  const { data: d, isLoading, isError } = useHongbaoDetail(id);
  const [opening, setOpening] = useState(false);
  const summary = d
    ? d.status === 'open'
      ? `${hongbaoMsg.remaining(d.remaining, d.count)}，共${formatMoney(d.claimedAmount)}/${formatMoney(d.amount)}元`
      : d.status === 'expired'
        ? `${hongbaoMsg.remaining(d.remaining, d.count)}，${hongbaoMsg.refunded(d.refundedAmount)}`
        : `${d.count}个红包共${formatMoney(d.amount)}元，已被领完`
    : '';
  return (
    <PageShell
      title={routes.hongBaoDetail.title}
      backTo={paths.roomChat.getHref({ roomId: room })}
      right={
        <button type="button" className="hb-open__link" style={{ color: 'inherit' }} onClick={() => navigate(paths.hongBaoHistory.getHref({ roomId: room }))}>
          {routes.hongBaoHistory.title}
        </button>
      }
    >
      {isLoading ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : isError || !d ? (
        <EmptyState description={hongbaoMsg.notFound} />
      ) : (
        <>
          <div className="hb-head">
            <div className="hb-head__sender">{d.senderName}的红包</div>
            <div className="hb-head__greeting">{d.greeting}</div>
            {d.mine !== null && (
              <div className="hb-head__mine" data-testid="hongbao-mine">
                {formatMoney(d.mine)}
                <small>元</small>
              </div>
            )}
            {d.canGrab && (
              <Button color="warning" style={{ marginTop: 14 }} onClick={() => setOpening(true)}>
                {hongbaoMsg.open}
              </Button>
            )}
          </div>
          <div className="hb-summary" data-testid="hongbao-summary">
            {d.kind === 'lucky' ? hongbaoMsg.lucky : hongbaoMsg.equal} · {summary}
          </div>
          <List header={hongbaoMsg.grabbedBy}>
            {d.shares.length === 0 && <List.Item>暂无人领取</List.Item>}
            {d.shares.map((s) => (
              <List.Item
                key={`${s.userId}`}
                description={formatSystemTime(Date.parse(s.claimedAt), 'MM-DD HH:mm:ss')}
                extra={`${formatMoney(s.amount)}元`}
                data-testid="hongbao-share"
              >
                {s.name}
                {s.best && <span className="hb-best">👑 {hongbaoMsg.bestLuck}</span>}
              </List.Item>
            ))}
          </List>
          {opening && <HongBaoOpen roomId={room} hongbaoId={id} visible={opening} onClose={() => setOpening(false)} />}
        </>
      )}
    </PageShell>
  );
}
