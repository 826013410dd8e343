import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { msg } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { useGameReport, type GameReportQuery } from '../api/get-game-report';
import { useLiveGames } from '../api/get-live-games';
import { useSystemToday } from '../hooks/use-system-today';
import { defaultReportRange, type ReportRange } from '@sixmark/shared/domain/report-dates';
import { ReportDateRange } from './report-date-range';
import '../game-center.css';

const sum = (rows: readonly { betAmount: number; validBetAmount: number; winAmount: number }[]) =>
  rows.reduce(
    (t, r) => ({
      betAmount: t.betAmount + r.betAmount,
      validBetAmount: t.validBetAmount + r.validBetAmount,
      winAmount: t.winAmount + r.winAmount,
    }),
    { betAmount: 0, validBetAmount: 0, winAmount: 0 },
  );

const winClass = (v: number) => (v > 0 ? 'live-report__win' : v < 0 ? 'live-report__lose' : '');

/**
 * 真人报表 (spec 3 §2): start and end pickers, 搜索, and per game the bet amount, valid bet and
 * win/loss. The search runs only once live game codes exist; a row opens its detail.
 */
export function LiveReport({ title }: { title: string }) {
  const navigate = useNavigate();
  const { today } = useSystemToday();
  const [range, setRange] = useState<ReportRange>(() => defaultReportRange(today));
  const [asked, setAsked] = useState<ReportRange>(range);
  const games = useLiveGames();
  const codes = useMemo(() => (games.data ?? []).map((g) => g.code), [games.data]);
  const query: GameReportQuery | null =
    codes.length > 0 ? { gameCodes: codes, startDate: asked.beginDate, endDate: asked.endDate } : null;
  const report = useGameReport(query);
  const rows = report.data ?? [];
  const total = sum(rows);
  return (
    <PageShell title={title} className="live-report">
      <div className="live-report__bar">
        <ReportDateRange value={range} today={today} onChange={setRange} />
        <Button
          size="small"
          color="primary"
          onClick={() => {
            // The same range asks again; a new range is a new query.
            if (range.beginDate === asked.beginDate && range.endDate === asked.endDate) {
              if (query) void report.refetch();
            } else setAsked({ ...range });
          }}
        >
          搜索
        </Button>
      </div>
      {report.isError ? (
        <ErrorBlock status="default" title={report.error.message || msg.systemError} description="" />
      ) : report.isLoading || games.isLoading ? (
        <Skeleton.Paragraph lineCount={5} animated style={{ padding: 16 }} />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <table className="live-report__table" data-testid="live-report-table">
          <thead>
            <tr>
              <th>游戏</th>
              <th>投注金额</th>
              <th>有效投注</th>
              <th>输赢</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.gameCode}
                data-testid="live-report-row"
                onClick={() =>
                  navigate({
                    pathname: paths.liveBettingDetail.getHref(),
                    search: new URLSearchParams({
                      gameCode: r.gameCode,
                      startDate: asked.beginDate,
                      endDate: asked.endDate,
                    }).toString(),
                  })
                }
              >
                <td>{r.gameName}</td>
                <td>{formatMoney(r.betAmount)}</td>
                <td>{formatMoney(r.validBetAmount)}</td>
                <td className={winClass(r.winAmount)}>{formatMoney(r.winAmount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>合计</td>
              <td>{formatMoney(total.betAmount)}</td>
              <td>{formatMoney(total.validBetAmount)}</td>
              <td className={winClass(total.winAmount)}>{formatMoney(total.winAmount)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </PageShell>
  );
}
