import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog } from 'antd-mobile';
import { formatMoney } from '@sixmark/shared/domain/money';
import { NIUNIU_GAME_ID, NIUNIU_PLAYERS } from '@sixmark/shared/domain/niuniu';
import type { NiuniuRound } from '@sixmark/shared/api/niuniu';
import { PageShell } from '@/components/page-shell';
import { openInfoQueryOptions, useNow } from '@/components/lottery';
import { routes } from '@/config/paths';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { useProfile } from '@/lib/profile';
import { getToken } from '@/lib/session';
import { usePlayOdds } from '@/lib/betting/get-play-odds';
import { usePlaceBet } from '@/lib/betting/place-bet';
import { useRounds } from '../api/get-rounds';
import { Hand } from '../components/cards';
import { FairnessPopup } from '../components/fairness-popup';
import { NiuniuTabs } from '@/components/niuniu-tabs';
import '../niuniu.css';

export const CHIPS = [10, 50, 100, 500] as const;

const two = (n: number) => String(n).padStart(2, '0');
const clock = (s: number) => `${two(Math.floor(s / 60))}:${two(s % 60)}`;

/** Seconds left until `endMs` on the server clock, ticking with the shared 1-second clock. */
function useSecondsLeft(endMs: number | undefined, offsetMs: number): number {
  const now = useNow();
  return endMs ? Math.max(0, Math.floor((endMs - (now + offsetMs)) / 1000)) : 0;
}

/** /lucky-niu-niu: the table — countdown, the coming round's hash, the bet slip, the last round revealed. */
export default function NiuniuTablePage() {
  const odds = usePlayOdds(NIUNIU_GAME_ID);
  const info = useQuery({ ...openInfoQueryOptions(NIUNIU_GAME_ID, 'api'), refetchInterval: 5_000 });
  const last = useRounds(1, 1, 10_000);
  const [picked, setPicked] = useState<string[]>([]);
  const [chip, setChip] = useState<number>(CHIPS[0]);
  const [fair, setFair] = useState<NiuniuRound | null>(null);
  const { keyFor, reset } = useIdempotencyKey();
  const place = usePlaceBet();
  // The bet call refreshes the profile, so the balance shows the stake gone at once.
  const { data: profile } = useProfile();
  const balance = profile?.extInfo ? Number(profile.extInfo.money) : undefined;
  const turn = odds.data?.turn;
  const left = useSecondsLeft(turn?.betEndTime, odds.data?.clockOffsetMs ?? 0);
  const open = !!turn && left > 0;
  useEffect(() => {
    // At the close, ask for the next period (and later the drawn round).
    if (turn && left === 0) void odds.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left === 0, turn?.turnNum]);
  const price = (tier: string) => odds.data?.odds[`NN_WIN:${tier}`];
  const toggle = (p: string) => setPicked((xs) => (xs.includes(p) ? xs.filter((x) => x !== p) : [...xs, p]));
  const submit = () => {
    if (!turn || picked.length === 0) return;
    const body = {
      gameId: NIUNIU_GAME_ID,
      turnNum: turn.turnNum,
      items: NIUNIU_PLAYERS.filter((p) => picked.includes(p)).map((p) => ({
        selection: { play: 'NN_WIN' as const, options: [p] },
        unitAmount: chip,
      })),
    };
    place.mutate(
      { ...body, idempotencyKey: keyFor(body) },
      {
        onSuccess: (r) => {
          reset();
          setPicked([]);
          void Dialog.alert({ content: `投注成功：${r.betCount}注，共${r.totalMoney.toFixed(2)}元` });
        },
        onError: (err) => void Dialog.alert({ content: err.message }),
      },
    );
  };
  const round = last.data?.data[0];
  return (
    <PageShell title={routes.luckyNiuNiu.title}>
      <NiuniuTabs />
      <section className="nn-section" aria-label="本期">
        <div data-testid="nn-turn">
          {turn ? `第${turn.turnNum}期 ${open ? `距封盘 ${clock(left)}` : '已封盘，等待开奖'}` : '暂无可投注的期号'}
        </div>
        {getToken() ? (
          <div style={{ fontSize: 12, marginTop: 6 }}>
            余额 <b data-testid="nn-balance">{balance === undefined ? '--' : formatMoney(balance)}</b> 元
          </div>
        ) : null}
        {info.data?.cur.seedHash && (
          <>
            <div style={{ fontSize: 12, marginTop: 6 }}>本期种子哈希（开盘前公布）：</div>
            <div className="nn-hash" data-testid="nn-seed-hash">
              {info.data.cur.seedHash}
            </div>
          </>
        )}
      </section>
      <section className="nn-section" aria-label="下注">
        <div className="nn-players">
          {NIUNIU_PLAYERS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={picked.includes(p)}
              className={`nn-player${picked.includes(p) ? ' nn-player--on' : ''}`}
              onClick={() => toggle(p)}
            >
              {p}胜
            </button>
          ))}
        </div>
        <div style={{ fontSize: 12, color: '#888', marginTop: 6 }}>
          赔率（含本金）：无牛至牛6 {price('无牛至牛6')} · 牛7至牛9 {price('牛7至牛9')} · 牛牛 {price('牛牛')} · 五花牛{' '}
          {price('五花牛')} · 炸弹/五小牛 {price('炸弹')}
        </div>
        <div className="nn-chips" role="group" aria-label="筹码">
          {CHIPS.map((c) => (
            <button key={c} type="button" aria-pressed={chip === c} className={`nn-chip${chip === c ? ' nn-chip--on' : ''}`} onClick={() => setChip(c)}>
              {c}
            </button>
          ))}
        </div>
        <Button block color="primary" disabled={!open || picked.length === 0} loading={place.isPending} onClick={submit}>
          {picked.length > 0 ? `确认下注 ${picked.length}注 共${picked.length * chip}元` : '请选择闲家'}
        </Button>
      </section>
      <section className="nn-section" aria-label="上期开奖">
        {round ? (
          <>
            <div>第{round.turnNum}期 开奖</div>
            <Hand label="庄" cards={round.banker.cards} name={round.banker.name} />
            {round.players.map((p) => (
              <Hand key={p.player} label={p.player} cards={p.cards} name={p.name} win={p.win} />
            ))}
            <Button size="small" onClick={() => setFair(round)}>
              验证公平性
            </Button>
          </>
        ) : (
          <div>暂无开奖结果</div>
        )}
      </section>
      {fair && <FairnessPopup round={fair} onClose={() => setFair(null)} />}
    </PageShell>
  );
}
