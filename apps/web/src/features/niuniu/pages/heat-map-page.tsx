import { NIUNIU_PLAYERS } from '@sixmark/shared/domain/niuniu';
import type { NiuniuRound } from '@sixmark/shared/api/niuniu';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useRounds } from '../api/get-rounds';
import { NiuniuTabs } from '@/components/niuniu-tabs';
import '../niuniu.css';

export const HEAT_ROUNDS = 30;

/** Wins of each 闲 over the rounds shown (the heat row under the grid). */
export const winCounts = (rounds: readonly NiuniuRound[]): number[] =>
  NIUNIU_PLAYERS.map((_, i) => rounds.filter((r) => r.players[i]?.win).length);

/** /lucky-niu-niu/heat-map: which 闲 beat the 庄, with every hand's rank, over the last 30 rounds. */
export default function NiuniuHeatMapPage() {
  const { data, isLoading } = useRounds(1, HEAT_ROUNDS);
  const rounds = data?.data ?? [];
  const wins = winCounts(rounds);
  return (
    <PageShell title={routes.luckyNiuNiuHeatMap.title} backTo={paths.luckyNiuNiu.getHref()}>
      <NiuniuTabs />
      <section className="nn-section">
        {isLoading ? (
          <div>加载中…</div>
        ) : rounds.length === 0 ? (
          <div>暂无开奖结果</div>
        ) : (
          <table className="nn-grid" aria-label="走势">
            <thead>
              <tr>
                <th>期号</th>
                <th>庄</th>
                {NIUNIU_PLAYERS.map((p) => (
                  <th key={p}>{p}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rounds.map((r) => (
                <tr key={r.turnNum}>
                  <td>{r.turnNum.slice(-3)}</td>
                  <td>{r.banker.name}</td>
                  {r.players.map((p) => (
                    <td key={p.player} className={p.win ? 'nn-cell--win' : 'nn-cell--lose'} data-win={p.win ? '1' : '0'}>
                      {p.name}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="nn-win-counts">
                <td colSpan={2}>近{rounds.length}期胜</td>
                {wins.map((w, i) => (
                  <td key={NIUNIU_PLAYERS[i]}>{w}</td>
                ))}
              </tr>
            </tfoot>
          </table>
        )}
      </section>
    </PageShell>
  );
}
