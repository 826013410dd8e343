import { Button, Checkbox, Dialog, List, Popup, Selector, Skeleton, Switch, Tabs } from 'antd-mobile';
import { FilterOutline, LeftOutline } from 'antd-mobile-icons';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { msg } from '@sixmark/shared';
import { BET_LIST_LOAD_MORE_PX, BET_RECORD_SIMPLE_MODEL_KEY, betMsg, type BetOrder } from '@sixmark/shared/api/bets';
import { formatMoney } from '@sixmark/shared/domain/money';
import { useNow } from '@/components/lottery';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/http';
import { getToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCancelBets } from '../api/cancel-bets';
import { useCancelChase } from '../api/cancel-chase';
import { useGames } from '../api/get-games';
import { useHistoryDayReport } from '../api/get-history-day-report';
import { useHistoryList } from '../api/get-history-list';
import { useTodayList } from '../api/get-today-list';
import { cancelEnabled as isCancelOn, useWebSystemConfig } from '../api/get-web-system-config';
import { BET_TABS, isCancellable, type BetTabKey } from '../lib/bet-status';
import { BetRecordRow } from './bet-record-row';
import '../bets.css';

/** Spec 3 §8: a failed cancel shows the server's message as an info toast for 3 s. */
export const CANCEL_ERROR_TOAST_MS = 3000;

const readSimple = () => localStorage.getItem(BET_RECORD_SIMPLE_MODEL_KEY) === '1';

interface PagedQuery {
  data?: { pages: { data: BetOrder[] }[] };
  isLoading: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface OrderListProps {
  q: PagedQuery;
  render: (o: BetOrder) => React.ReactNode;
}

/** Pages of 20 that load more within 300 px of the bottom, ending with 没有更多数据了 (spec 3 §9). */
function OrderList({ q, render }: OrderListProps) {
  if (q.isLoading) return <Skeleton.Paragraph lineCount={6} animated style={{ padding: 16 }} />;
  const items = q.data?.pages.flatMap((p) => p.data) ?? [];
  if (items.length === 0) return <EmptyState />;
  return (
    <>
      <div className="bet-list" data-testid="bet-list">
        {items.map((o) => (
          <div key={o.orderNo}>{render(o)}</div>
        ))}
      </div>
      <LoadMore
        threshold={BET_LIST_LOAD_MORE_PX}
        hasMore={q.hasNextPage}
        loadMore={() => q.fetchNextPage()}
        loading={<span>{msg.loading}</span>}
      />
    </>
  );
}

export interface BetRecordsProps {
  title: string;
}

/** 投注记录 (spec 3 §2): five tabs, filter drawer, day history, cancel mode. */
export function BetRecords({ title }: BetRecordsProps) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const loggedIn = !!getToken();
  const initialGame = Number(search.get('game_id')) || undefined;

  const [tab, setTab] = useState<BetTabKey>('all');
  const [gameId, setGameId] = useState<number | undefined>(initialGame);
  const [simple, setSimple] = useState(readSimple);
  const [drawer, setDrawer] = useState(false);
  const [draftGame, setDraftGame] = useState<number | undefined>(initialGame);
  const [draftSimple, setDraftSimple] = useState(simple);
  const [day, setDay] = useState<string | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const now = useNow();
  const { data: sysConfig, refetch: refetchConfig } = useWebSystemConfig();
  const cancelOn = isCancelOn(sysConfig);
  const { data: games } = useGames();

  const tabDef = BET_TABS.find((t) => t.key === tab)!;
  const today = useTodayList({ status: tabDef.status, gameId }, loggedIn && tab !== 'history');
  const days = useHistoryDayReport(loggedIn && tab === 'history' && !day);
  const history = useHistoryList({ date: day ?? '', gameId }, loggedIn && tab === 'history' && !!day);

  // Spec 3 §2: a visitor is asked to log in first; confirm goes to login.
  useEffect(() => {
    if (loggedIn) return;
    void Dialog.confirm({ title: '温馨提示', content: msg.loginRequired, cancelText: '取消', confirmText: '确定' }).then((yes) => {
      if (yes) navigate(paths.login.getHref(), { state: { from: paths.betList.getHref() } });
    });
  }, [loggedIn, navigate]);

  const visible: BetOrder[] = useMemo(() => {
    const q = tab === 'history' ? history : today;
    return q.data?.pages.flatMap((p) => p.data) ?? [];
  }, [tab, history, today]);
  const cancellable = visible.filter((o) => isCancellable(o, now, cancelOn));

  const leaveCancelMode = () => {
    setSelecting(false);
    setSelected(new Set());
  };

  const cancelMutation = useCancelBets({
    onSuccess: () => {
      toast.success(betMsg.cancelSuccess);
      leaveCancelMode();
    },
    onError: (e) => toast.info((e as ApiError).message, CANCEL_ERROR_TOAST_MS),
  });

  const stopChase = useCancelChase({
    onSuccess: (chase) => toast.success(chase.message || betMsg.chaseStopped),
    onError: (e) => toast.info((e as ApiError).message, CANCEL_ERROR_TOAST_MS),
  });
  const askStopChase = async (trackOrderNo: string) => {
    const yes = await Dialog.confirm({ title: '停止追号', content: `确定停止追号单 ${trackOrderNo} 的剩余期数吗?`, cancelText: '取消', confirmText: '确定' });
    if (yes) stopChase.mutate(trackOrderNo);
  };

  const tap = (o: BetOrder) => {
    if (!isCancellable(o, now, cancelOn)) {
      toast.info(betMsg.cannotCancelRow);
      return;
    }
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(o.orderNo)) next.delete(o.orderNo);
      else next.add(o.orderNo);
      return next;
    });
  };

  const allTicked = cancellable.length > 0 && cancellable.every((o) => selected.has(o.orderNo));
  const toggleAll = () => setSelected(allTicked ? new Set() : new Set(cancellable.map((o) => o.orderNo)));

  const submitCancel = async () => {
    // The setting may have been switched off since the page loaded: read it again first.
    const fresh = await refetchConfig();
    if (!isCancelOn(fresh.data ?? sysConfig)) {
      toast.info(betMsg.cancelNotAllowed, CANCEL_ERROR_TOAST_MS);
      return;
    }
    const orderNos = [...selected];
    if (orderNos.length === 0) {
      toast.info(betMsg.selectOne);
      return;
    }
    const yes = await Dialog.confirm({ title: betMsg.cancelConfirm, content: betMsg.cancelCount(orderNos.length), cancelText: '取消', confirmText: '确定' });
    if (yes) cancelMutation.mutate(orderNos);
  };

  const openDrawer = () => {
    setDraftGame(gameId);
    setDraftSimple(simple);
    setDrawer(true);
  };
  const applyFilter = () => {
    setGameId(draftGame);
    setSimple(draftSimple);
    localStorage.setItem(BET_RECORD_SIMPLE_MODEL_KEY, draftSimple ? '1' : '0');
    setDrawer(false);
  };

  const row = (o: BetOrder) => (
    <BetRecordRow
      order={o}
      nowMs={now}
      cancelEnabled={cancelOn}
      simple={simple}
      selecting={selecting}
      selected={selected.has(o.orderNo)}
      onTap={tap}
      onStopChase={(t) => void askStopChase(t)}
    />
  );

  const right = (
    <span className="bet-records__tools">
      {tab !== 'history' ? (
        <button type="button" className="bet-records__tool" onClick={() => (selecting ? leaveCancelMode() : setSelecting(true))}>
          {selecting ? '取消' : '撤单'}
        </button>
      ) : null}
      <button type="button" className="bet-records__tool" aria-label="筛选" onClick={openDrawer}>
        <FilterOutline />
      </button>
    </span>
  );

  const gameOptions = [{ label: '全部游戏', value: 0 }, ...(games ?? []).map((g) => ({ label: g.gameName, value: g.gameId }))];
  const gameName = gameId ? games?.find((g) => g.gameId === gameId)?.gameName : undefined;

  return (
    <PageShell title={title} right={loggedIn ? right : undefined} className="bet-records">
      {loggedIn ? (
        <>
          <Tabs
            activeKey={tab}
            onChange={(k) => {
              setTab(k as BetTabKey);
              setDay(null);
              leaveCancelMode();
            }}
            className="bet-records__tabs"
          >
            {BET_TABS.map((t) => (
              <Tabs.Tab key={t.key} title={t.title} />
            ))}
          </Tabs>
          {gameName ? <div className="bet-records__filter-note">当前游戏：{gameName}</div> : null}
          <div className={selecting ? 'bet-records__body bet-records__body--selecting' : 'bet-records__body'}>
            {tab !== 'history' ? <OrderList q={today} render={row} /> : null}
            {tab === 'history' && !day ? (
              days.isLoading ? (
                <Skeleton.Paragraph lineCount={6} animated style={{ padding: 16 }} />
              ) : (days.data ?? []).length === 0 ? (
                <EmptyState />
              ) : (
                <List className="bet-days" data-testid="history-days">
                  {(days.data ?? []).map((d) => (
                    <List.Item
                      key={d.statTime}
                      onClick={() => setDay(d.statTime)}
                      description={`投注 ${formatMoney(d.bettingMoney)} 元`}
                      extra={
                        <span className={d.winOrcloseMoney > 0 ? 'bet-days__win' : d.winOrcloseMoney < 0 ? 'bet-days__lose' : 'bet-days__zero'}>
                          {d.winOrcloseMoney > 0 ? '+' : ''}
                          {formatMoney(d.winOrcloseMoney)}
                        </span>
                      }
                    >
                      {d.statTime}
                    </List.Item>
                  ))}
                </List>
              )
            ) : null}
            {tab === 'history' && day ? (
              <>
                <button type="button" className="bet-records__day-back" onClick={() => setDay(null)}>
                  <LeftOutline /> {day}
                </button>
                <OrderList q={history} render={row} />
              </>
            ) : null}
          </div>
          {selecting ? (
            <div className="bet-records__cancel-bar" data-testid="cancel-bar">
              <Checkbox checked={allTicked} onChange={toggleAll}>
                全选
              </Checkbox>
              <Button color="danger" size="small" loading={cancelMutation.isPending} onClick={() => void submitCancel()}>
                撤单({selected.size})
              </Button>
            </div>
          ) : null}
          <Popup visible={drawer} position="right" onMaskClick={() => setDrawer(false)} bodyClassName="bet-filter">
            <div className="bet-filter__inner" aria-label="筛选">
              <h3 className="bet-filter__title">游戏</h3>
              <Selector
                columns={2}
                options={gameOptions}
                value={[draftGame ?? 0]}
                onChange={(v) => setDraftGame(v[0] ? v[0] : undefined)}
              />
              <div className="bet-filter__row">
                <span>精简模式</span>
                <Switch checked={draftSimple} onChange={setDraftSimple} aria-label="精简模式" />
              </div>
              <Button block color="primary" onClick={applyFilter}>
                搜索
              </Button>
            </div>
          </Popup>
        </>
      ) : null}
    </PageShell>
  );
}
