import { betStatusText, type BetOrder } from '@sixmark/shared/api/bets';

/** The five tabs of spec 3 §2 / §4: key, label and the todayList status filter. */
export const BET_TABS = [
  { key: 'all', title: '全部订单', status: undefined },
  { key: 'unsettled', title: '未开奖', status: 0 },
  { key: 'settled', title: '已开奖', status: 1 },
  { key: 'cancelled', title: '已撤销', status: 2 },
  { key: 'history', title: '历史记录', status: undefined },
] as const;
export type BetTabKey = (typeof BET_TABS)[number]['key'];

/**
 * A row may be ticked for cancelling (spec 3 §4): pending, its close time still ahead in UTC+8,
 * and cancelling enabled — exactly when its status text reads 可撤销.
 */
export const isCancellable = (o: BetOrder, nowMs: number, cancelEnabled: boolean): boolean =>
  betStatusText(o, nowMs, cancelEnabled).startsWith('可撤销');

/** Colour class of a status text: wins red, cancellable blue, the rest grey. */
export function statusTone(text: string): 'win' | 'open' | 'pending' | 'muted' {
  if (text === '已派奖') return 'win';
  if (text.startsWith('可撤销')) return 'open';
  if (text === '未开奖') return 'pending';
  return 'muted';
}
