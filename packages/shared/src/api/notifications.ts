import { z } from 'zod';
import { idInt, safeText } from './input';

/**
 * Inbox and notifications (issue 18, docs/notifications.md). Every message in `/notifications`
 * has one of these kinds; members turn kinds off in their preferences.
 */
export const NOTIFICATION_KINDS = [
  'draw',
  'bet_settled',
  'bet_won',
  'deposit',
  'withdraw_approved',
  'withdraw_rejected',
  'hongbao',
  'operator',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How each kind is named in the preferences form. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  draw: '关注彩种开奖结果',
  bet_settled: '注单结算',
  bet_won: '中奖通知',
  deposit: '充值到账',
  withdraw_approved: '提现成功',
  withdraw_rejected: '提现被拒绝',
  hongbao: '收到红包',
  operator: '平台消息',
};

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** Preferences: which kinds are on, and whether this deployment can send Web Push. */
export const notificationPreferencesSchema = z.object({
  enabled: z.array(notificationKindSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesBodySchema = z.object({
  enabled: z.array(notificationKindSchema).max(NOTIFICATION_KINDS.length),
});
export const notificationPreferencesResponseSchema = notificationPreferencesSchema.extend({
  /** VAPID public key (base64url) when Web Push is on here; empty otherwise. */
  vapidPublicKey: z.string(),
});

/** Texts a notification carries (titles and bodies are written once, here). */
export const NOTIFY_TEXT = {
  drawTitle: (gameName: string, turnNum: string) => `${gameName} 第${turnNum}期开奖`,
  drawContent: (numbers: string) => `开奖号码：${numbers}`,
  settledTitle: '注单已结算',
  settledContent: (orderNo: string) => `注单 ${orderNo} 已结算，未中奖`,
  wonTitle: '恭喜中奖',
  wonContent: (orderNo: string, yuan: string) => `注单 ${orderNo} 中奖 ${yuan} 元，已派奖至余额`,
  tieContent: (orderNo: string, yuan: string) => `注单 ${orderNo} 和局，已退还 ${yuan} 元`,
  depositTitle: '充值到账',
  depositContent: (orderNo: string, yuan: string) => `充值订单 ${orderNo} 已到账 ${yuan} 元`,
  withdrawApprovedTitle: '提现成功',
  withdrawApprovedContent: (orderNo: string, yuan: string) => `提现订单 ${orderNo} 已出款 ${yuan} 元`,
  withdrawRejectedTitle: '提现被拒绝',
  withdrawRejectedContent: (orderNo: string, yuan: string, reason: string) =>
    `提现订单 ${orderNo}（${yuan} 元）被拒绝，金额已退回余额${reason ? `。原因：${reason}` : ''}`,
  hongbaoTitle: '收到红包',
  hongbaoContent: (yuan: string) => `您抢到红包 ${yuan} 元，已存入余额`,
} as const;

export const NOTIFY_LIMITS = { titleMax: 60, contentMax: 500 } as const;

/** Operator message to one member (userId) or to every member (userId omitted). */
export const adminNotificationBodySchema = z.object({
  userId: idInt().optional(),
  title: safeText(NOTIFY_LIMITS.titleMax).min(1, '请输入标题'),
  content: safeText(NOTIFY_LIMITS.contentMax, { multiline: true }).min(1, '请输入内容'),
});
export type AdminNotificationBody = z.infer<typeof adminNotificationBodySchema>;
export const adminNotificationResultSchema = z.object({ sent: z.number().int() });

/**
 * A browser's PushSubscription.toJSON(), bounded. The server also requires https (plain http
 * only to a local push service double outside production) and checks the keys' contents.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.string().url().max(1000).refine((u) => /^https?:\/\//.test(u), '推送地址无效'),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, '推送密钥无效'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, '推送密钥无效'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().url().max(1000) });
/** Answer of subscribe/unsubscribe: whether this browser is now subscribed. */
export const pushSubscriptionResultSchema = z.object({ subscribed: z.boolean() });

/** Frame of the member socket `/ws-notify`: the unread count changed. */
export const notifyFrameSchema = z.object({ command: z.literal('UNREAD'), unReadCount: z.number().int() });
export type NotifyFrame = z.infer<typeof notifyFrameSchema>;
/** `notifyFrameSchema` without zod, for the web's entry chunk (tested to agree). */
export const isNotifyFrame = (v: unknown): v is NotifyFrame =>
  typeof v === 'object' && v !== null && (v as { command?: unknown }).command === 'UNREAD' && Number.isInteger((v as { unReadCount?: unknown }).unReadCount);
