import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Spin, Statistic } from 'antd';
import { OPERATOR_PATHS, type Dashboard, type DashboardFigures } from '@sixmark/shared';
import { get } from '@admin/api/http';
import { TrendChart } from '@admin/components/TrendChart';

const FIGURES: { key: keyof Omit<DashboardFigures, 'day'>; label: string; money?: boolean }[] = [
  { key: 'registrations', label: '注册人数' },
  { key: 'activeUsers', label: '活跃人数' },
  { key: 'deposits', label: '充值金额', money: true },
  { key: 'withdrawals', label: '提现金额', money: true },
  { key: 'bets', label: '投注金额', money: true },
  { key: 'payouts', label: '派奖金额', money: true },
  { key: 'ggr', label: '平台盈亏', money: true },
];

export function DashboardPage() {
  const q = useQuery({ queryKey: ['dashboard'], queryFn: () => get<Dashboard>(OPERATOR_PATHS.dashboard), refetchInterval: 60_000 });
  if (q.isError) return <Alert type="error" showIcon title={q.error.message} />;
  if (!q.data) return <Spin />;
  const d = q.data;
  const days = d.trend.map((t) => t.day);
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col span={6}>
          <Card>
            <Statistic title="在线会员" value={d.onlineUsers} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="待审充值" value={d.pendingReviews.recharges} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="待审提现" value={d.pendingReviews.withdrawals} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="待审人工存扣" value={d.pendingReviews.adjustRequests} />
          </Card>
        </Col>
      </Row>
      <Card title={`今日（${d.today.day}，${d.timeZone}）`} style={{ marginTop: 16 }}>
        <Row gutter={[16, 16]}>
          {FIGURES.map((f) => (
            <Col span={6} key={f.key}>
              <Statistic title={f.label} value={d.today[f.key]} precision={f.money ? 2 : 0} suffix={f.money ? '元' : undefined} />
            </Col>
          ))}
        </Row>
      </Card>
      <Card title={`近 ${d.trend.length} 天趋势`} style={{ marginTop: 16 }}>
        <Row gutter={[24, 24]}>
          {FIGURES.map((f) => (
            <Col span={8} key={f.key}>
              <TrendChart label={f.label} days={days} values={d.trend.map((t) => t[f.key])} />
            </Col>
          ))}
        </Row>
      </Card>
    </>
  );
}
