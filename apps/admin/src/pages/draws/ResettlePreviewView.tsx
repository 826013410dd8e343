import { Alert, Space, Statistic, Table, Tag } from 'antd';
import type { ResettlePreview } from '@sixmark/shared';

const RESULT_TEXT: Record<number, string> = { 0: '未中奖', 1: '中奖', 2: '和局退款' };
const outcome = (o: { result: number | null; reward: number }) =>
  o.result === null ? <Tag>未结算</Tag> : <Tag color={o.result === 1 ? 'red' : o.result === 2 ? 'blue' : 'default'}>{`${RESULT_TEXT[o.result] ?? o.result} ${o.reward}`}</Tag>;

/**
 * The re-settlement preview of a correction (`GET admin/lottery/:gameId/results/:turnNum/preview`):
 * the totals and the orders whose result or payout would change. Shown by 开奖工具 and by the
 * correction confirmation of 开奖管理.
 */
export function ResettlePreviewView({ preview: p, pageSize = 20 }: { preview: ResettlePreview; pageSize?: number }) {
  return (
    <div data-testid="preview-result">
      <Space size="large" wrap>
        <Statistic title="当前号码" value={p.currentNumbers?.join(' ') ?? '未开奖'} />
        <Statistic title="更正后号码" value={p.newNumbers.join(' ')} />
        <Statistic title="本期注单" value={p.orders} />
        <Statistic title="会改变的注单" value={p.changedCount} />
        <Statistic title="派奖（现在）" value={p.payoutBefore} precision={2} />
        <Statistic title="派奖（更正后）" value={p.payoutAfter} precision={2} />
      </Space>
      <Table
        style={{ marginTop: 12 }}
        rowKey="orderNo"
        size="small"
        dataSource={p.changed}
        pagination={{ pageSize }}
        columns={[
          { title: '注单号', dataIndex: 'orderNo' },
          { title: '会员', dataIndex: 'account' },
          { title: '玩法', dataIndex: 'play' },
          { title: '下注金额', dataIndex: 'totalMoney' },
          { title: '现在', render: (_, r) => outcome(r.before) },
          { title: '更正后', render: (_, r) => outcome(r.after) },
        ]}
      />
      {p.changedCount > p.changed.length && <Alert type="warning" message={`仅显示前 ${p.changed.length} 条，共 ${p.changedCount} 条`} />}
    </div>
  );
}
