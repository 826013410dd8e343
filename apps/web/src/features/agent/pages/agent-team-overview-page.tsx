import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AGENT_LIMITS } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { defaultReportRange, type ReportRange } from '@sixmark/shared/domain/report-dates';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useTeamDaily } from '../api/get-team-daily';
import { useTeamRws } from '../api/get-team-rws';
import { Figures } from '../components/figures';
import { ReportDateRange } from '../components/report-date-range';
import { TrendChart } from '../components/trend-chart';
import { column, shortDay, totalOf } from '../lib/team-figures';
import { useSystemToday } from '../lib/use-system-today';
import '../agent.css';

const GAMES = [
  { key: 'lottery', title: '彩票' },
  { key: 'live', title: '真人' },
  { key: 'sports', title: '体育' },
] as const;

const COLORS = { blue: '#1677ff', red: '#e00221', green: '#00a854', orange: '#fa8c16', cyan: '#13c2c2' } as const;
const money = (n: number) => formatMoney(n);
const count = (n: number) => String(n);

/**
 * 团队总览: the team's figures over a date range (default the last 7 days up to today, system
 * time zone) and daily charts. `?userId=` looks at a sub-agent's team instead.
 */
export default function AgentTeamOverviewPage() {
  const [search] = useSearchParams();
  const rootId = Number(search.get('userId')) || undefined;
  const { today } = useSystemToday();
  const [range, setRange] = useState<ReportRange>(() => defaultReportRange(today));
  const rws = useTeamRws(range, rootId);
  const daily = useTeamDaily(range, rootId);
  const r = rws.data;
  const days = daily.data?.days ?? [];
  const labels = days.map((d) => shortDay(d.date));
  return (
    <PageShell title={routes.agentTeamOverview.title} className="agent-page" backTo={paths.agent.path}>
      <ReportDateRange value={range} today={today} maxDays={AGENT_LIMITS.reportMaxDays} onChange={(v) => v && setRange(v)} />
      {rws.isLoading ? (
        <Skeleton.Paragraph lineCount={8} animated style={{ padding: 16 }} />
      ) : !r ? (
        <EmptyState description={rws.error?.message} />
      ) : (
        <div data-testid="agent-team-figures">
          {rootId && <div className="agent-card">团队：{r.account}</div>}
          <Figures
            title="团队"
            figures={[
              { label: '团队人数', value: r.teamCount, kind: 'count', testId: 'team-teamCount' },
              { label: '新注册', value: r.registCount, kind: 'count', testId: 'team-registCount' },
              { label: '首充人数', value: r.firstRechargeCount, kind: 'count', testId: 'team-firstRechargeCount' },
              { label: '团队余额', value: r.money, testId: 'team-money' },
            ]}
          />
          <Figures
            title="充值提现"
            figures={[
              { label: '充值金额', value: r.rwReport.rechargeMoney, testId: 'team-rechargeMoney' },
              { label: '充值笔数', value: r.rechargeCount, kind: 'count' },
              { label: '提现金额', value: r.rwReport.withdrawMoney, testId: 'team-withdrawMoney' },
              { label: '提现笔数', value: r.rwReport.withdrawCount, kind: 'count' },
            ]}
          />
          <Figures
            title="代理收入"
            figures={[
              { label: '代理返点', value: r.dlRebate, testId: 'team-dlRebate' },
              { label: '日工资', value: r.dlDayWage },
              { label: '分红', value: r.dlBonuus },
            ]}
          />
          {GAMES.map((g) => (
            <Figures
              key={g.key}
              title={g.title}
              figures={[
                { label: '投注金额', value: r[g.key].bettingMoney, testId: `team-${g.key}-bettingMoney` },
                { label: '中奖金额', value: r[g.key].winMoney },
                { label: '返水', value: r[g.key].rebateMoney },
                { label: '输赢', value: r[g.key].winOrcloseMoney, kind: 'result', testId: `team-${g.key}-winOrcloseMoney` },
              ]}
            />
          ))}
          <Figures
            title="合计"
            figures={[
              { label: '投注金额', value: totalOf(r, 'bettingMoney') },
              { label: '输赢', value: totalOf(r, 'winOrcloseMoney'), kind: 'result' },
            ]}
          />
        </div>
      )}
      {days.length > 0 && (
        <div data-testid="agent-team-charts">
          <section className="agent-card">
            <TrendChart title="每日注册" labels={labels} format={count} integers series={[{ name: '注册人数', color: COLORS.blue, values: column(days, 'registCount') }]} />
          </section>
          <section className="agent-card">
            <TrendChart title="每日首充" labels={labels} format={count} integers series={[{ name: '首充人数', color: COLORS.orange, values: column(days, 'firstRechargeCount') }]} />
          </section>
          <section className="agent-card">
            <TrendChart
              title="充值与提现"
              labels={labels}
              format={money}
              series={[
                { name: '充值', color: COLORS.red, values: column(days, 'rechargeMoney') },
                { name: '提现', color: COLORS.green, values: column(days, 'withdrawMoney') },
              ]}
            />
          </section>
          <section className="agent-card">
            <TrendChart
              title="投注与输赢"
              labels={labels}
              format={money}
              series={[
                { name: '投注', color: COLORS.blue, values: column(days, 'bettingMoney') },
                { name: '输赢', color: COLORS.red, values: column(days, 'winOrcloseMoney') },
              ]}
            />
          </section>
          <section className="agent-card">
            <TrendChart title="团队人数" kind="line" labels={labels} format={count} integers series={[{ name: '团队人数', color: COLORS.cyan, values: column(days, 'teamCount') }]} />
          </section>
        </div>
      )}
    </PageShell>
  );
}
