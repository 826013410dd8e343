import { DatePicker, DotLoading, Skeleton } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PAGE_SIZE } from '@sixmark/shared';
import { LoadMore } from '@/components/load-more';
import { PageShell } from '@/components/page-shell';
import { TabStrip } from '@/components/tab-strip';
import { routes } from '@/config/paths';
import { useHistory } from '../api/get-history';
import { useHistoryGroup } from '../api/get-history-group';
import { DrawCalendar, monthKey } from '../components/draw-calendar';
import { DrawRow } from '../components/draw-row';
import { VerifyPopup } from '../components/verify-popup';
import { YearFilter } from '../components/year-filter';
import '../lottery-feature.css';

/**
 * Placeholder rows while the first page loads, a draw row's height each, enough to fill a phone's
 * screen: without them the list's end (加载中) stood under the filters and was pushed down when
 * the rows came, a layout shift of 0.067 (issue 16). Still, not animated: the shimmer repaints
 * every frame on the main thread while the page starts.
 */
export const HISTORY_SKELETONS = 7;

// The charts are only needed on this page's statistics tab.
const StatsPanel = lazy(() => import('../components/stats-panel'));

/** `?type=live-lottery` opens the live-stream draw record. */
export const LIVE_LOTTERY_TITLE = '直播开奖记录';

const HISTORY_TABS = [
  { key: 'draws', title: '开奖记录' },
  { key: 'stats', title: '统计走势' },
  { key: 'calendar', title: '开奖日历' },
];

/**
 * 历史开奖 `/lottery-history/{gameId}`: draws with attributes, a year filter, statistics, the
 * draw calendar and draw verification.
 */
export default function LotteryHistoryPage() {
  const params = useParams();
  const gameId = Number(params.gameId);
  const [search, setSearch] = useSearchParams();
  const isLive = search.get('type') === 'live-lottery';
  const tabParam = search.get('tab');
  const tab = tabParam === 'stats' || tabParam === 'calendar' ? tabParam : 'draws';
  const monthParam = search.get('month');
  const [thisMonth] = useState(() => monthKey(Date.now()));
  const month = monthParam && /^\d{4}-\d{2}$/.test(monthParam) ? monthParam : thisMonth;
  const yearParam = search.get('year');
  const year = yearParam ? Number(yearParam) : undefined;
  const verifyTurn = search.get('verify');
  const dateParam = search.get('date');
  const date = dateParam && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) ? dateParam : undefined;
  const [picking, setPicking] = useState(false);

  const { data: groups } = useHistoryGroup(gameId);
  const history = useHistory({ gameId, year, date });
  const rows = history.data?.pages.flatMap((p) => p.data) ?? [];
  const years = (groups ?? []).map((g) => g.year);

  const patch = (changes: Record<string, string | null>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <PageShell title={isLive ? LIVE_LOTTERY_TITLE : routes.lotteryHistory.title} className="lottery-history">
      {/* TabStrip, not antd's Tabs: that measured the tab bar's layout on mount (a forced layout
          of the page, ~45 ms at 4x CPU on the first load) and brought its animation library. */}
      <TabStrip
        className="lottery-history__tabs"
        activeKey={tab}
        onChange={(k) => patch({ tab: k === 'draws' ? null : k })}
        items={HISTORY_TABS}
      />
      {isLive ? <div className="lottery-history__live">直播开奖的每一期结果，可点击“验证本期”核对公平性</div> : null}
      {tab === 'draws' ? (
        <>
          <YearFilter
            years={years}
            value={year}
            onChange={(y) => patch({ year: y === undefined ? null : String(y), date: null })}
          />
          <div className="lottery-history__date">
            <button type="button" onClick={() => setPicking(true)}>
              {date ? `开奖日期：${date.replaceAll('-', '/')}` : '按日期查询'}
            </button>
            {date ? (
              <button type="button" onClick={() => patch({ date: null })}>
                清除
              </button>
            ) : null}
          </div>
          <DatePicker
            visible={picking}
            title="开奖日期"
            max={new Date()}
            min={new Date(1976, 0, 1)}
            onClose={() => setPicking(false)}
            onConfirm={(d) => {
              const pad = (n: number) => String(n).padStart(2, '0');
              patch({ date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, year: null });
            }}
          />
          <div className="lottery-history__list" data-testid="history-list">
            {history.isPending
              ? Array.from({ length: HISTORY_SKELETONS }, (_, i) => (
                  <Skeleton key={i} className="lottery-history__skeleton" data-testid="history-skeleton" />
                ))
              : rows.map((row) => <DrawRow key={row.turnNum} row={row} onVerify={(t) => patch({ verify: t })} />)}
          </div>
          <LoadMore
            threshold={PAGE_SIZE.loadMoreThresholdPx}
            hasMore={history.hasNextPage || history.isPending}
            loadMore={async () => {
              if (history.isPending) return;
              await history.fetchNextPage();
            }}
            end={rows.length ? '没有更多数据了' : '暂无数据'}
          />
        </>
      ) : null}
      {tab === 'stats' ? (
        <Suspense fallback={<DotLoading />}>
          <StatsPanel gameId={gameId} years={years} />
        </Suspense>
      ) : null}
      {tab === 'calendar' ? (
        <DrawCalendar
          gameId={gameId}
          month={month}
          onMonthChange={(m) => patch({ month: m })}
          onPickDay={(day) => patch({ tab: null, date: day, year: null })}
        />
      ) : null}
      <VerifyPopup gameId={gameId} turnNum={verifyTurn} onClose={() => patch({ verify: null })} />
    </PageShell>
  );
}
