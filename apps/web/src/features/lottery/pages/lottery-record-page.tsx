import { DotLoading, ErrorBlock } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useRecord } from '../api/get-record';
import { DrawRow } from '../components/draw-row';
import '../lottery-feature.css';

/** 开奖记录 `/lottery-record`: the latest result of every game, each linking to its history. */
export default function LotteryRecordPage() {
  const { data, isLoading } = useRecord();
  return (
    <PageShell title={routes.lotteryRecord.title}>
      {isLoading ? <DotLoading /> : null}
      {data && !data.length ? <ErrorBlock status="empty" title="暂无数据" description="" /> : null}
      {data?.map((row) => (
        <Link key={row.gameId} to={paths.lotteryHistory.getHref({ gameId: row.gameId })} className="lottery-record__link">
          <DrawRow row={row} title={row.gameName} extra={<span className="lottery-record__more">历史开奖 &gt;</span>} />
        </Link>
      ))}
    </PageShell>
  );
}
