import { ErrorBlock, List, Skeleton } from 'antd-mobile';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { DATE_TIME_FORMAT, PAGE_SIZE, msg } from '@sixmark/shared';
import { DT_SIDE_LABELS, type DtSide } from '@sixmark/shared/domain/dragon-tiger';
import { formatMoney } from '@sixmark/shared/domain/money';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useBetRecords } from '../api/get-bet-records';
import '../game-center.css';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A bet content that is a bare side code reads as its Chinese label; the provider's own text stays as it is. */
const contentLabel = (c: string) => DT_SIDE_LABELS[c as DtSide] ?? c;

/** 报表详情 at /live-betting-detail?gameCode&startDate&endDate (spec 3 §2): one game's records, paged. */
export default function LiveBettingDetailPage() {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') ?? '';
  const startDate = params.get('startDate') ?? '';
  const endDate = params.get('endDate') ?? '';
  const valid = /^[\w-]+$/.test(gameCode) && DATE_RE.test(startDate) && DATE_RE.test(endDate);
  const records = useBetRecords({ gameCode, startDate, endDate }, valid);
  const rows = records.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <PageShell
      title={routes.liveBettingDetail.title}
      backTo={paths.liveBetting.getHref()}
      className="live-detail"
    >
      {!valid ? (
        <EmptyState />
      ) : records.isError ? (
        <ErrorBlock status="default" title={records.error.message || msg.systemError} description="" />
      ) : records.isLoading ? (
        <Skeleton.Paragraph lineCount={6} animated style={{ padding: 16 }} />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <List>
            {rows.map((r) => (
              <List.Item
                key={r.id}
                data-testid="live-record"
                title={`${r.gameName} · 第${r.roundNo}局`}
                description={dayjs(r.betTime).format(DATE_TIME_FORMAT)}
                extra={
                  <span
                    className={
                      r.winAmount > 0 ? 'live-report__win' : r.winAmount < 0 ? 'live-report__lose' : ''
                    }
                  >
                    {formatMoney(r.winAmount)}
                  </span>
                }
              >
                <span className="live-detail__content">
                  {contentLabel(r.betContent)}，投注 {formatMoney(r.betAmount)}，有效{' '}
                  {formatMoney(r.validBetAmount)}，派彩 {formatMoney(r.payout)}
                </span>
              </List.Item>
            ))}
          </List>
          <LoadMore
            threshold={PAGE_SIZE.loadMoreThresholdPx}
            loadMore={() => records.fetchNextPage()}
            hasMore={!!records.hasNextPage}
            loading={<span>{msg.loading}</span>}
          />
        </>
      )}
    </PageShell>
  );
}
