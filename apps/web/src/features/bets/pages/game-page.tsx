import { Badge, Button, Dialog, Input, SpinLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import {
  GAME_ID,
  PLAY_CATALOGUE,
  msg,
  tablesForDrawDate,
  isYearTables,
  type PlayDef,
  type YearTables,
} from '@sixmark/shared';
import { BetErrorCode, betMsg, type BetBody, type BetResult } from '@sixmark/shared/api/bets';
import { formatMoney } from '@sixmark/shared/domain/money';
import { DrawPanel, formatCountdown, useNow } from '@/components/lottery';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import type { ApiError } from '@/lib/http';
import { isTrial, useProfile } from '@/lib/profile';
import { getToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useGames } from '../api/get-games';
import { playOddsQueryOptions } from '@/lib/betting/get-play-odds';
import { usePlaceBet } from '@/lib/betting/place-bet';
import { usePlaceChase } from '../api/place-chase';
import { ChaseSheet, type ChasePlan } from '../components/chase-sheet';
import { ParlayPrice } from '../components/parlay-price';
import { PlayBoard } from '../components/play-board';
import { SlipSheet } from '../components/slip-sheet';
import { bestMultiplier, buildSelection, emptyDraft, preview, selectionText, selectionTitle, type Draft } from '../lib/draft';
import { QUICK_AMOUNTS, itemTotal, parseStake, slipProblem, slipTotals, stakeProblem, type SlipItem } from '../lib/slip';
import '../bets.css';

/** While the period is closed the page asks for the next one this often (ms). */
const CLOSED_POLL_MS = 3_000;
const OPEN_POLL_MS = 60_000;

const firstPlay = PLAY_CATALOGUE[0]!.plays[0]!;

/** `/game/{gameId}`: the Mark Six betting page; 幸运牛牛 (95) has its own table at /lucky-niu-niu. */
export default function GamePage() {
  const gameId = Number(useParams().gameId);
  if (gameId === GAME_ID.luckyNiuNiu) return <Navigate to={paths.luckyNiuNiu.getHref()} replace />;
  return <MarkSixGamePage />;
}

/** The betting page `/game/{gameId}`: draw panel, play tabs, pickers, slip, confirm and placement. */
function MarkSixGamePage() {
  const gameId = Number(useParams().gameId);
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = !!getToken();
  const { data: profile } = useProfile();
  const { data: games } = useGames();
  const gameName = games?.find((g) => g.gameId === gameId)?.gameName ?? routes.game.title;

  const oddsQuery = useQuery({
    ...playOddsQueryOptions(gameId),
    enabled: Number.isInteger(gameId) && gameId > 0,
    // Open: once a minute, and again just after the close; closed: often, until the next period opens.
    refetchInterval: (q) => {
      const d = q.state.data;
      if (!d?.turn?.isOpen) return CLOSED_POLL_MS;
      const left = d.turn.betEndTime - (Date.now() + d.clockOffsetMs);
      return left > 0 ? Math.min(OPEN_POLL_MS, left + 500) : CLOSED_POLL_MS;
    },
  });
  const data = oddsQuery.data;
  const now = useNow() + (data?.clockOffsetMs ?? 0);
  const turn = data?.turn ?? null;
  const open = !!turn && turn.isOpen && now < turn.betEndTime;

  const tables: YearTables | null = useMemo(() => {
    if (!data) return null;
    // The period's frozen tables; without one, the tables of its scheduled draw date.
    return isYearTables(data.tables) ? data.tables : tablesForDrawDate(turn?.drawTime ?? data.serverTime);
  }, [data, turn?.drawTime]);
  const odds = useMemo(() => data?.odds ?? {}, [data]);

  const [category, setCategory] = useState(0);
  const [def, setDef] = useState<PlayDef>(firstPlay);
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(firstPlay));
  const [amount, setAmount] = useState('10');
  const [items, setItems] = useState<SlipItem[]>([]);
  const [slipOpen, setSlipOpen] = useState(false);
  const nextId = useRef(1);
  // One idempotency key per slip content: a retry of the same slip cannot be placed twice.
  const slipKey = useRef<{ body: string; key: string } | null>(null);

  const choosePlay = (d: PlayDef) => {
    setDef(d);
    setDraft(emptyDraft(d));
  };
  const chooseCategory = (i: number) => {
    setCategory(i);
    choosePlay(PLAY_CATALOGUE[i]!.plays[0]!);
  };

  const setting = data?.plays.find((p) => p.play === def.code);
  const selection = tables ? buildSelection(def, draft, tables) : null;
  const view = tables ? preview(selection, tables, odds) : { lines: [], problem: null };
  const unit = parseStake(amount);
  const draftTotal = Number.isFinite(unit) ? itemTotal({ unit, lines: view.lines }) : 0;
  const draftWin = Number.isFinite(unit) ? unit * bestMultiplier(view.lines) : 0;
  const balance = profile?.extInfo ? Number(profile.extInfo.money) : undefined;

  const askLogin = async () => {
    const yes = await Dialog.confirm({ title: '温馨提示', content: msg.loginRequired, cancelText: '取消', confirmText: '去登录' });
    if (yes) navigate(paths.login.getHref(), { state: { from: location.pathname } });
  };

  const onAdd = () => {
    const added = addDraftInto();
    if (typeof added === 'string') toast.info(added);
    else toast.success('已加入注单', 800);
  };

  const placeMutation = usePlaceBet();
  const chaseMutation = usePlaceChase();
  const [chaseOpen, setChaseOpen] = useState(false);
  const chaseKey = useRef<{ body: string; key: string } | null>(null);

  /** 追号 takes the current picks (one selection) over the next periods. */
  const openChase = () => {
    if (!loggedIn) return void askLogin();
    if (!selection || view.problem || !view.lines.length) return void toast.info(view.problem ?? '请先选择投注内容');
    const problem = stakeProblem(def, unit, setting);
    if (problem) return void toast.info(problem);
    setChaseOpen(true);
  };

  const submitChase = async (plan: ChasePlan) => {
    if (!selection) return;
    const content = { gameId, selection, unitAmount: unit, periods: plan.periods, mode: plan.mode, stopOnWin: plan.stopOnWin };
    const json = JSON.stringify(content);
    if (chaseKey.current?.body !== json) chaseKey.current = { body: json, key: crypto.randomUUID() };
    try {
      const chase = await chaseMutation.mutateAsync({ ...content, idempotencyKey: chaseKey.current.key });
      chaseKey.current = null;
      setChaseOpen(false);
      setDraft(emptyDraft(def));
      const toRecords = await Dialog.confirm({
        title: '追号成功',
        content: `追号单号 ${chase.trackOrderNo}，共 ${chase.periods.length} 期${chase.message ? `（${chase.message}）` : ''}`,
        cancelText: '继续投注',
        confirmText: '查看注单',
      });
      if (toRecords) navigate(`${paths.betList.getHref()}?game_id=${gameId}`);
    } catch (e) {
      const err = e as ApiError;
      if (err.status) chaseKey.current = null;
      await Dialog.alert({ title: '追号失败', content: err.message || msg.systemError, confirmText: '知道了' });
    }
  };

  const submit = async (slip: SlipItem[]) => {
    if (!loggedIn) return askLogin();
    if (!open || !turn) {
      await Dialog.alert({ content: betMsg.closed, confirmText: '知道了' });
      return;
    }
    if (!slip.length) return toast.info('请先选择投注内容');
    const totals = slipTotals(slip);
    if (balance !== undefined && totals.total > balance) {
      const formal = !isTrial(profile);
      const yes = await Dialog.confirm({
        title: '余额不足',
        content: `本次投注 ${formatMoney(totals.total)} 元，当前余额 ${formatMoney(balance)} 元`,
        cancelText: '取消',
        confirmText: formal ? '去充值' : '知道了',
      });
      if (yes && formal) navigate(paths.recharge.getHref());
      return;
    }
    const confirmed = await Dialog.confirm({
      title: '确认投注',
      content: (
        <div className="bet-confirm" data-testid="bet-confirm">
          <p className="bet-confirm__turn">
            {gameName} 第{turn.turnNum}期
          </p>
          <ul className="bet-confirm__list">
            {slip.map((i) => (
              <li key={i.id}>
                <span className="bet-confirm__play">{i.title}</span> {i.text}
                <br />
                <small>
                  {i.lines.length}注 × {formatMoney(i.unit)} 元 = {formatMoney(itemTotal(i))} 元
                </small>
                <ParlayPrice lines={i.lines} />
              </li>
            ))}
          </ul>
          <p className="bet-confirm__sum">
            共 {totals.lines} 注，合计 <b>{formatMoney(totals.total)}</b> 元
          </p>
        </div>
      ),
      cancelText: '取消',
      confirmText: '确认投注',
    });
    if (!confirmed) return;
    const content = { gameId, turnNum: turn.turnNum, items: slip.map((i) => ({ selection: i.selection, unitAmount: i.unit })) };
    const json = JSON.stringify(content);
    if (slipKey.current?.body !== json) slipKey.current = { body: json, key: crypto.randomUUID() };
    const body: BetBody = { ...content, idempotencyKey: slipKey.current.key };
    let result: BetResult;
    try {
      result = await placeMutation.mutateAsync(body);
    } catch (e) {
      const err = e as ApiError;
      if (err.code === BetErrorCode.CLOSED || err.code === BetErrorCode.WRONG_TURN || err.code === BetErrorCode.NO_TURN) void oddsQuery.refetch();
      // Only a lost answer may be retried with the same key; a refusal needs a fresh one.
      if (err.status) slipKey.current = null;
      await Dialog.alert({ title: '投注失败', content: err.message || msg.systemError, confirmText: '知道了' });
      return;
    }
    slipKey.current = null;
    setItems([]);
    setSlipOpen(false);
    const toRecords = await Dialog.confirm({
      title: betMsg.betSuccess,
      content: `第${result.turnNum}期 共 ${result.betCount} 注，合计 ${formatMoney(result.totalMoney)} 元，余额 ${formatMoney(result.balance)} 元`,
      cancelText: '继续投注',
      confirmText: '查看注单',
    });
    if (toRecords) navigate(`${paths.betList.getHref()}?game_id=${gameId}`);
  };

  /** 投注: the slip plus the current picks (if any) go to the confirm. */
  const onBet = () => {
    let slip = items;
    if (selection) {
      const added = addDraftInto();
      if (typeof added === 'string') return void toast.info(added);
      slip = added;
    }
    void submit(slip);
  };

  /** Puts the current picks on the slip: answers the new slip, or the refusal in Chinese. */
  const addDraftInto = (): string | SlipItem[] => {
    if (!selection || view.problem || !view.lines.length) return view.problem ?? '请先选择投注内容';
    const problem = stakeProblem(def, unit, setting) ?? slipProblem(items, view.lines.length);
    if (problem) return problem;
    const item: SlipItem = {
      id: nextId.current++,
      def,
      selection,
      title: selectionTitle(def, selection),
      text: selectionText(selection, draft),
      unit,
      lines: view.lines,
    };
    const next = [...items, item];
    setItems(next);
    setDraft(emptyDraft(def));
    return next;
  };

  const recordsLink = (
    <Link className="game-page__records" to={`${paths.betList.getHref()}?game_id=${gameId}`}>
      投注记录
    </Link>
  );

  if (!Number.isInteger(gameId) || gameId <= 0 || (oddsQuery.isError && !data))
    return (
      <PageShell title={gameName}>
        <EmptyState description={(oddsQuery.error as ApiError | null)?.message || betMsg.gameNotFound} />
      </PageShell>
    );

  return (
    <PageShell title={gameName} right={recordsLink} className="game-page">
      <DrawPanel gameId={gameId} />
      <div className="game-page__status" data-testid="turn-status">
        {turn ? (
          <span>
            第<b>{turn.turnNum}</b>期
            {open ? (
              <>
                {' '}距封盘 <time className="game-page__close" data-testid="close-countdown">{formatCountdown(turn.betEndTime - now)}</time>
              </>
            ) : (
              <span className="game-page__closed-tag"> 已封盘</span>
            )}
          </span>
        ) : (
          <span>{data ? betMsg.noOpenTurn : msg.loading}</span>
        )}
        <span className="game-page__balance">
          {loggedIn ? (
            <>
              余额 <b data-testid="game-balance">{balance === undefined ? '--' : formatMoney(balance)}</b>
              {isTrial(profile) ? <em className="game-page__trial">试玩</em> : null}
            </>
          ) : (
            <button type="button" className="game-page__login" onClick={() => void askLogin()}>
              登录后投注
            </button>
          )}
        </span>
      </div>
      {tables && data ? (
        <div className="game-page__board">
          <PlayBoard
            def={def}
            draft={draft}
            onChange={setDraft}
            odds={odds}
            tables={tables}
            category={category}
            onCategory={chooseCategory}
            onPlay={choosePlay}
            setting={setting}
            gameId={gameId}
            lines={view.lines}
          />
          {!open ? (
            <div className="game-page__locked" data-testid="closed-cover" role="status">
              <strong>封盘中</strong>
              {turn && now < turn.drawTime ? (
                <span>
                  第{turn.turnNum}期已封盘，距开奖 <time>{formatCountdown(turn.drawTime - now)}</time>
                </span>
              ) : (
                <span>{turn ? '开奖中，等待下期开盘...' : betMsg.noOpenTurn}</span>
              )}
            </div>
          ) : null}
        </div>
      ) : (
        <div className="game-page__loading">
          <SpinLoading color="primary" />
        </div>
      )}
      <footer className="bet-bar" aria-label="投注栏">
        <div className="bet-bar__summary" data-testid="draft-summary">
          {view.problem && selection ? (
            <span className="bet-bar__problem">{view.problem}</span>
          ) : (
            <span>
              已选 <b data-testid="draft-lines">{view.lines.length}</b> 注，共 <b>{formatMoney(draftTotal)}</b> 元
              {view.lines.length ? <> · 单注最高可中 {formatMoney(draftWin)}</> : null}
            </span>
          )}
        </div>
        <div className="bet-bar__amounts">
          <Input
            className="bet-bar__input"
            aria-label="每注金额"
            placeholder="每注金额"
            inputMode="decimal"
            value={amount}
            onChange={(v) => setAmount(v.replace(/[^\d.]/g, '').slice(0, 10))}
            clearable
          />
          {QUICK_AMOUNTS.map((a) => (
            <button key={a} type="button" className={['bet-bar__quick', String(a) === amount ? 'bet-bar__quick--on' : null].filter(Boolean).join(' ')} onClick={() => setAmount(String(a))}>
              {a}
            </button>
          ))}
        </div>
        <div className="bet-bar__actions">
          <Button size="small" onClick={() => setDraft(emptyDraft(def))}>
            清空
          </Button>
          <Button size="small" onClick={onAdd} disabled={!open}>
            加入注单
          </Button>
          <Button size="small" onClick={openChase} disabled={!open}>
            追号
          </Button>
          <Badge content={items.length || null}>
            <Button size="small" onClick={() => setSlipOpen(true)}>
              注单
            </Button>
          </Badge>
          <Button size="small" color="danger" className="bet-bar__bet" onClick={onBet} disabled={!open} loading={placeMutation.isPending}>
            {open ? '投注' : '封盘中'}
          </Button>
        </div>
      </footer>
      <ChaseSheet
        visible={chaseOpen}
        title={selection ? selectionTitle(def, selection) : def.name}
        firstCost={Number.isFinite(unit) ? itemTotal({ unit, lines: view.lines }) : 0}
        onClose={() => setChaseOpen(false)}
        onSubmit={(plan) => void submitChase(plan)}
        submitting={chaseMutation.isPending}
      />
      <SlipSheet
        visible={slipOpen}
        items={items}
        onClose={() => setSlipOpen(false)}
        onRemove={(id) => setItems((prev) => prev.filter((i) => i.id !== id))}
        onClear={() => setItems([])}
        onSubmit={() => void submit(items)}
        submitting={placeMutation.isPending}
      />
    </PageShell>
  );
}
