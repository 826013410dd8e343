import { List } from 'antd-mobile';
import type { RechargeOrder } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { formatTime } from './format';

/** The facts of a recharge order. */
export function OrderSummary({ order }: { order: RechargeOrder }) {
  return (
    <List>
      <List.Item extra={order.orderNo}>订单号</List.Item>
      <List.Item extra={`${formatMoney(order.amount)} 元`}>充值金额</List.Item>
      <List.Item extra={order.channelName}>充值方式</List.Item>
      <List.Item extra={order.statusName}>订单状态</List.Item>
      <List.Item extra={formatTime(order.createdAt)}>创建时间</List.Item>
      {order.completedAt && <List.Item extra={formatTime(order.completedAt)}>完成时间</List.Item>}
      {order.remark && <List.Item extra={order.remark}>备注</List.Item>}
    </List>
  );
}
