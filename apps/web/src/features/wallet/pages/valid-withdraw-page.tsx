import { Grid, List, ProgressBar, Skeleton } from 'antd-mobile';
import { useNavigate } from '@/lib/use-navigate';
import { walletMsg } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { turnoverPercent } from '@sixmark/shared/domain/turnover';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useValidWithdraw } from '../api/get-valid-withdraw';
import { formatTime } from '../components/format';

export const VALID_WITHDRAW_TEXT = {
  requireDML: '需要打码量',
  sumAllDml: '有效打码量',
  sumAllDeduct: '尚需打码量',
  relaxQuota: '放宽额度',
  canWithdraw: '已满足提款要求',
} as const;

const Stat = ({ label, value }: { label: string; value: number }) => (
  <div style={{ textAlign: 'center', padding: 8 }}>
    <div style={{ fontSize: 18, fontWeight: 600 }}>{formatMoney(value)}</div>
    <div style={{ fontSize: 12, color: '#999' }}>{label}</div>
  </div>
);

/** 有效提款: the turnover audit (relaxQuota, requireDML, rows, sumAllDeduct, sumAllDml, yetWithdraw). */
export default function ValidWithdrawPage() {
  const navigate = useNavigate();
  const { data, isLoading } = useValidWithdraw();
  return (
    <PageShell title={routes.validWithdraw.title}>
      {isLoading || !data ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : (
        <>
          <div style={{ background: '#fff', padding: 12 }}>
            <Grid columns={2}>
              <Grid.Item><Stat label={VALID_WITHDRAW_TEXT.requireDML} value={data.requireDML} /></Grid.Item>
              <Grid.Item><Stat label={VALID_WITHDRAW_TEXT.sumAllDml} value={data.sumAllDml} /></Grid.Item>
              <Grid.Item><Stat label={VALID_WITHDRAW_TEXT.sumAllDeduct} value={data.sumAllDeduct} /></Grid.Item>
              <Grid.Item><Stat label={VALID_WITHDRAW_TEXT.relaxQuota} value={data.relaxQuota} /></Grid.Item>
            </Grid>
            <ProgressBar percent={turnoverPercent(data)} style={{ marginTop: 8 }} />
            <p style={{ textAlign: 'center', color: data.yetWithdraw ? 'var(--adm-color-success)' : 'var(--adm-color-danger)' }}>
              {data.yetWithdraw ? VALID_WITHDRAW_TEXT.canWithdraw : walletMsg.turnoverNotMet}
            </p>
          </div>
          {data.rows.length === 0 ? (
            <EmptyState />
          ) : (
            <List>
              {data.rows.map((r) => (
                <List.Item
                  key={r.id}
                  onClick={() => navigate(paths.validWithdrawDetail.getHref({ id: r.id }))}
                  description={formatTime(r.createdAt)}
                  extra={`${formatMoney(r.validDml)} / ${formatMoney(r.requireDml)}`}
                >
                  {r.typeName} {formatMoney(r.amount)} 元 {r.status === 'done' ? '（已完成）' : ''}
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </PageShell>
  );
}
