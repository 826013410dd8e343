import { List, ProgressBar, Skeleton } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { formatMoney } from '@sixmark/shared/domain/money';
import { turnoverPercent } from '@sixmark/shared/domain/turnover';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useValidWithdrawDetail } from '../api/get-valid-withdraw-detail';
import { formatTime } from '../components/format';

/** 有效提款详情: one requirement and its progress. */
export default function ValidWithdrawDetailPage() {
  const id = Number(useParams().id);
  const { data: r, isLoading, isError } = useValidWithdrawDetail(id);
  const percent = r ? turnoverPercent({ requireDML: r.requireDml, sumAllDml: r.validDml }) : 0;
  return (
    <PageShell title={routes.validWithdrawDetail.title} backTo={paths.validWithdraw.getHref()}>
      {isLoading ? (
        <Skeleton.Paragraph lineCount={5} animated />
      ) : isError || !r ? (
        <EmptyState />
      ) : (
        <>
          <List>
            <List.Item extra={r.typeName}>类型</List.Item>
            <List.Item extra={`${formatMoney(r.amount)} 元`}>金额</List.Item>
            <List.Item extra={formatMoney(r.requireDml)}>需要打码量</List.Item>
            <List.Item extra={formatMoney(r.validDml)}>有效打码量</List.Item>
            <List.Item extra={r.status === 'done' ? '已完成' : '进行中'}>状态</List.Item>
            <List.Item extra={formatTime(r.createdAt)}>时间</List.Item>
          </List>
          <div style={{ padding: 16, background: '#fff', marginTop: 12 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 13, color: '#666', marginBottom: 8 }}>
              <span>打码进度</span>
              <span>{percent}%</span>
            </div>
            <ProgressBar percent={percent} />
          </div>
        </>
      )}
    </PageShell>
  );
}
