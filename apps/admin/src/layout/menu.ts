import { jobsMsg, type OperatorPermission } from '@sixmark/shared';

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
  { path: '/money/channels', label: '充值通道', permission: 'finance', group: '资金' },
  { path: '/draws', label: '开奖管理', permission: 'lottery', group: '开奖' },
  { path: '/content/notices', label: '公告管理', permission: 'content', group: '内容' },
  { path: '/members', label: '会员管理', permission: 'read', group: '会员' },
  // Forum moderation (issue 19).
  { path: '/content/forum', label: '论坛管理', permission: 'content', group: '内容' },
  { path: '/audit', label: '审计日志', permission: 'audit', group: '系统' },
  { path: '/operators', label: '运营账号', permission: 'operators', group: '系统' },
  { path: '/jobs', label: jobsMsg.title, permission: 'operators', group: '系统' },
  // content, chat and agents (issue 15)
  { path: '/content/promotions', label: '优惠活动', permission: 'content', group: '内容' },
  { path: '/content/templates', label: '预测卡片', permission: 'content', group: '内容' },
  { path: '/content/ads', label: '轮播与广告', permission: 'content', group: '内容' },
  { path: '/content/gallery', label: '图库', permission: 'content', group: '内容' },
  { path: '/chat/rooms', label: '聊天室', permission: 'support', group: '聊天' },
  { path: '/chat/moderation', label: '聊天审核', permission: 'support', group: '聊天' },
  { path: '/chat/cs', label: '客服', permission: 'support', group: '聊天' },
  { path: '/agents', label: '代理管理', permission: 'finance', group: '代理' },
  // issue 15 (csettings): draw tools and the settings the member app reads
  { path: '/draws/tools', label: '开奖工具', permission: 'lottery', group: '开奖' },
  { path: '/settings/odds', label: '玩法赔率', permission: 'risk', group: '运营设置' },
  { path: '/settings/bonus', label: '洗码与VIP', permission: 'finance', group: '运营设置' },
  { path: '/settings/hongbao', label: '红包设置', permission: 'finance', group: '运营设置' },
  { path: '/settings/games', label: '游戏管理', permission: 'content', group: '运营设置' },
  { path: '/settings/site', label: '系统设置', permission: 'operators', group: '运营设置' },
  // ops (issue 15): screens for the forum, inbox and encryption APIs
  { path: '/content/forum-settings', label: '论坛设置', permission: 'content', group: '内容' },
  { path: '/content/notifications', label: '平台消息', permission: 'content', group: '内容' },
  { path: '/settings/encrypt', label: '加密传输', permission: 'operators', group: '运营设置' },
];

export const visibleMenu = (permissions: readonly string[]): MenuEntry[] =>
  MENU.filter((m) => permissions.includes(m.permission));

/** Where an operator lands after sign-in: the first page its role may use. */
export const homePath = (permissions: readonly string[]): string => visibleMenu(permissions)[0]?.path ?? '/account';
