import type { OperatorPermission } from '@sixmark/shared';

export interface MenuEntry {
  path: string;
  label: string;
  /** The permission the page's main action needs (the server checks it again on every call). */
  permission: OperatorPermission;
  group: string;
}

/** Every console page, in menu order. The menu shows only what the operator's role permits. */
export const MENU: MenuEntry[] = [
  { path: '/dashboard', label: '数据概览', permission: 'read', group: '概览' },
  { path: '/money/withdrawals', label: '提现审核', permission: 'finance', group: '资金' },
  { path: '/money/recharges', label: '充值订单', permission: 'finance', group: '资金' },
  { path: '/money/adjust', label: '人工存扣款', permission: 'finance', group: '资金' },
  { path: '/draws', label: '开奖管理', permission: 'lottery', group: '开奖' },
  { path: '/content/notices', label: '公告管理', permission: 'content', group: '内容' },
  { path: '/members', label: '会员操作', permission: 'risk', group: '会员' },
  { path: '/audit', label: '审计日志', permission: 'audit', group: '系统' },
  { path: '/operators', label: '运营账号', permission: 'operators', group: '系统' },
];

export const visibleMenu = (permissions: readonly string[]): MenuEntry[] =>
  MENU.filter((m) => permissions.includes(m.permission));

/** Where an operator lands after sign-in: the first page its role may use. */
export const homePath = (permissions: readonly string[]): string => visibleMenu(permissions)[0]?.path ?? '/account';
