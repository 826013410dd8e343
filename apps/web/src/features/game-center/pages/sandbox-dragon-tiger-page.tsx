import { ErrorBlock, Skeleton, Tag } from 'antd-mobile';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DATE_TIME_FORMAT, gamesMsg, type DtRound } from '@sixmark/shared';
import { DT_SIDE_LABELS } from '@sixmark/shared/domain/dragon-tiger';
import { formatMoney } from '@sixmark/shared/domain/money';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { useDtState, useSandboxLaunch } from '../api/sandbox-dragon-tiger';
import { DtCardFace } from '../components/sandbox/dt-card';
import { DtFairness } from '../components/sandbox/dt-fairness';
import { DtTable } from '../components/sandbox/dt-table';
import { DtTransfer } from '../components/sandbox/dt-transfer';
import { clockOffset, roundPhase, roundResultOf } from '../lib/dragon-tiger-round';
import '../game-center.css';

/** How long the deal of a finished round stays on the table. */
const RESULT_SHOW_MS = 6000;

const winnerText = (r: DtRound) =>
  r.winner ? `${DT_SIDE_LABELS[r.winner]}${r.winner === 'tie' ? '局' : '胜'}` : '';

/** Ticks every 250 ms so the countdown follows the clock. */
function useTick(ms: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

/**
 * The sandbox provider's 龙虎 table at /sandbox/dragon-tiger?t=<launch token> (docs/games.md):
 * transfer in, bet on 龙 / 和 / 虎 while the round takes bets, watch the deal and the payout,
 * check any round's fairness in the browser, transfer out. Play money only.
 */
export default function SandboxDragonTigerPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const launch = useSandboxLaunch(token);
  const state = useDtState(launch.isSuccess);
  const now = useTick(250);
  const [fairRound, setFairRound] = useState<DtRound | null>(null);

  // Server clock offset from each answer, so the countdown follows the server, not this device.
  const offset = useMemo(
    () => (state.data ? clockOffset(state.data.serverTime, state.dataUpdatedAt) : 0),
    [state.data, state.dataUpdatedAt],
  );
  const current = state.data?.current ?? null;
  const phase = roundPhase(current, now + offset);
  const history = useMemo(() => state.data?.history ?? [], [state.data]);
  const myBets = useMemo(() => state.data?.myBets ?? [], [state.data]);

  // A round settled since the page opened: show its deal and the member's payout for a while.
  // `undefined` until the first state arrives; `null` when the table had no settled round yet,
  // so the very first round of a fresh table is dealt on screen too.
  const seenLatest = useRef<number | null | undefined>(undefined);
  const [shown, setShown] = useState<{ round: DtRound; at: number } | null>(null);
  const loaded = !!state.data;
  const latest = history[0];
  useEffect(() => {
    if (!loaded) return;
    const id = latest?.roundId ?? null;
    if (latest && seenLatest.current !== undefined && id !== seenLatest.current)
      setShown({ round: latest, at: Date.now() });
    seenLatest.current = id;
  }, [loaded, latest]);
  const showing = shown && now - shown.at < RESULT_SHOW_MS ? shown.round : null;
  const showingResult = showing ? roundResultOf(myBets, showing.roundId) : null;

  if (!token || launch.isError)
    return (
      <PageShell title="龙虎" backTo={paths.gameCenter.getHref()}>
        <ErrorBlock status="default" title={launch.error?.message || gamesMsg.launchExpired} description="">
          <Link to={paths.gameCenter.getHref({})}>返回游戏大厅</Link>
        </ErrorBlock>
      </PageShell>
    );
  if (launch.isLoading || !state.data)
    return (
      <PageShell title="龙虎" backTo={paths.gameCenter.getHref()}>
        {state.isError ? (
          <ErrorBlock status="default" title={state.error.message} description="" />
        ) : (
          <Skeleton.Paragraph lineCount={8} animated style={{ padding: 16 }} />
        )}
      </PageShell>
    );

  const { money, liveMoney } = state.data;
  return (
    <PageShell
      title={launch.data?.gameName ?? '龙虎'}
      backTo={paths.gameCenter.getHref()}
      className="dt-page"
    >
      <DtTransfer money={money} liveMoney={liveMoney} />
      <section className="dt-stage" data-testid="dt-stage">
        <div className="dt-stage__head">
          <span data-testid="dt-round-no">{current ? `第${current.roundNo}局` : '等待下一局'}</span>
          <span className="dt-stage__status" data-testid="dt-phase">
            {phase.kind === 'betting'
              ? `下注中 ${phase.secondsLeft}秒`
              : phase.kind === 'dealing'
                ? '停止下注，开牌中'
                : '等待下一局'}
          </span>
        </div>
        <div className="dt-stage__cards">
          <div className="dt-stage__seat">
            <span className="dt-stage__seat-name">龙</span>
            <DtCardFace card={showing?.dragon ?? null} flip={!!showing} label="龙" />
          </div>
          <div className="dt-stage__vs">VS</div>
          <div className="dt-stage__seat">
            <span className="dt-stage__seat-name">虎</span>
            <DtCardFace card={showing?.tiger ?? null} flip={!!showing} label="虎" />
          </div>
        </div>
        {showing ? (
          <div className="dt-stage__result" data-testid="dt-result" role="status">
            <b>
              第{showing.roundNo}局 {winnerText(showing)}
            </b>
            {showingResult && (
              <span data-testid="dt-payout">
                下注 {formatMoney(showingResult.stake)}，派彩 {formatMoney(showingResult.payout)}
              </span>
            )}
          </div>
        ) : (
          current && (
            <button type="button" className="dt-stage__hash" onClick={() => setFairRound(current)}>
              本局哈希 {current.seedHash.slice(0, 16)}…
            </button>
          )
        )}
      </section>
      <DtTable round={current} phase={phase} myBets={myBets} liveMoney={liveMoney} />
      <section className="dt-section">
        <h3 className="dt-section__title">开奖记录（点击查看公平性验证）</h3>
        <div className="dt-road">
          {history.map((r) => (
            <button
              type="button"
              key={r.roundId}
              className={`dt-road__item dt-road__item--${r.winner ?? 'none'}`}
              onClick={() => setFairRound(r)}
              data-testid="dt-history-round"
            >
              <span className="dt-road__no">{r.roundNo}</span>
              <span>
                龙{r.dragon?.label} 虎{r.tiger?.label}
              </span>
              <Tag color={r.winner === 'dragon' ? 'danger' : r.winner === 'tiger' ? 'primary' : 'success'}>
                {winnerText(r)}
              </Tag>
            </button>
          ))}
        </div>
      </section>
      <section className="dt-section">
        <h3 className="dt-section__title">我的注单</h3>
        {myBets.length === 0 ? (
          <p className="dt-section__empty">{gamesMsg.noData}</p>
        ) : (
          <table className="dt-bets" data-testid="dt-my-bets">
            <thead>
              <tr>
                <th>局号</th>
                <th>下注</th>
                <th>金额</th>
                <th>派彩</th>
              </tr>
            </thead>
            <tbody>
              {myBets.map((b) => (
                <tr key={b.betId} title={dayjs(b.createdAt).format(DATE_TIME_FORMAT)}>
                  <td>{b.roundNo}</td>
                  <td>{DT_SIDE_LABELS[b.side]}</td>
                  <td>{formatMoney(b.amount)}</td>
                  <td>{b.status === 'settled' ? formatMoney(b.payout) : '待开牌'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <DtFairness round={fairRound} onClose={() => setFairRound(null)} />
    </PageShell>
  );
}
