import type { ComponentType } from 'react';
import type { ZhHans } from '@sixmark/shared';
import { routeTitle } from '@/lib/i18n';

/**
 * Every route of the specs (spec 1 §2, spec 2 §2, spec 3 §2) in one place: its path, title,
 * who may open it and the feature that renders it. Link with `paths.x.getHref(...)`, never
 * with a typed string, so a renamed route is one edit.
 */
export type RouteAccess = 'open' | 'login' | 'formal' | 'agent';

export interface RouteDef {
  path: string;
  title: string;
  /** open: anyone; login: needs a token; formal: login and not a trial account; agent: isDl. */
  access: RouteAccess;
  feature: string;
}

const route = (path: string, title: string, access: RouteAccess, feature: string): RouteDef => ({ path, title, access, feature });

/**
 * Makes each route's title follow the language: the Simplified title written here, or the
 * Traditional table's entry under the same key (section `route`). The Simplified titles are also
 * the table's `route` section (i18n/zh-Hans-routes.ts, kept out of first-load code); a test keeps
 * the two equal, and the type makes a route without a table entry (or the reverse) a compile error.
 */
function withTitles<T extends { readonly [K in keyof ZhHans['route']]: RouteDef }>(
  defs: T & Record<Exclude<keyof T, keyof ZhHans['route']>, never>,
): T {
  for (const key of Object.keys(defs) as (keyof ZhHans['route'] & string)[]) {
    const simplified = defs[key].title;
    Object.defineProperty(defs[key], 'title', { enumerable: true, get: () => routeTitle(key, simplified) });
  }
  return defs;
}

export const routes = withTitles({
  home: route('/', '首页', 'open', 'content'),
  macauLottery: route('/macau-lottery', '首页', 'open', 'content'),
  recommend: route('/recommend', '首页', 'open', 'content'),
  databases: route('/databases', '资料库', 'open', 'content'),
  gallery: route('/gallery', '图库', 'open', 'content'),
  galleryByGroup: route('/gallery/:groupId', '图库', 'open', 'content'),
  galleryDetail: route('/gallery-detail/:gameId/:groupId', '图库详情', 'open', 'content'),
  promotional: route('/promotional', '优惠活动', 'open', 'content'),
  promotionalDetail: route('/promotional/:classifyType/:id', '活动详情', 'open', 'content'),
  template: route('/template/:gameId/:id', '资料详情', 'open', 'content'),
  myCollection: route('/my-collection', '我的收藏', 'login', 'content'),
  gameCenter: route('/game-center', '游戏大厅', 'open', 'game-center'),
  // The sandbox provider's table, opened by its signed launch link (docs/games.md).
  sandboxDragonTiger: route('/sandbox/dragon-tiger', '龙虎', 'login', 'game-center'),
  game: route('/game/:gameId', '彩票游戏', 'open', 'bets'),
  login: route('/auth/login', '登录', 'open', 'auth'),
  register: route('/auth/register', '注册', 'open', 'auth'),
  resetPassword: route('/reset-password', '重置密码', 'open', 'auth'),
  profile: route('/profile', '我的', 'open', 'profile'),
  profileVip: route('/profile-vip', 'VIP等级', 'login', 'bonus'),
  personalInfo: route('/personal-info', '个人资料', 'login', 'profile'),
  updateAccount: route('/update-account', '绑定银行卡', 'login', 'profile'),
  accountList: route('/account-list', '银行卡管理', 'login', 'profile'),
  changePassword: route('/change-password', '修改密码', 'login', 'profile'),
  securityCenter: route('/security-center', '安全中心', 'login', 'profile'),
  bonusCenter: route('/bonus-center', '福利中心', 'login', 'bonus'),
  // Safer play (issue 17): limits, reality check, cool-off and self-exclusion.
  saferPlay: route('/security-center/safer-play', '理性游戏', 'formal', 'bonus'),
  notifications: route('/notifications', '消息通知', 'login', 'profile'),
  settingChatColor: route('/setting-chat-color', '聊天主题颜色', 'login', 'profile'),
  setting: route('/setting', '设置', 'open', 'profile'),
  about: route('/about', '关于我们', 'open', 'profile'),
  userAgreement: route('/about/user-agreement', '用户协议', 'open', 'profile'),
  contactUs: route('/about/contact-us', '联系我们', 'open', 'profile'),
  privacyAgreement: route('/about/privacy-agreement', '隐私协议', 'open', 'profile'),
  passwordWithdrawMoney: route('/password-withdraw-money', '设置资金密码', 'formal', 'profile'),
  recharge: route('/recharge', '充值', 'formal', 'wallet'),
  rechargeBank: route('/recharge/bank', '银行转账', 'formal', 'wallet'),
  rechargeOnline: route('/recharge/online/:orderId', '在线支付', 'formal', 'wallet'),
  rechargeQrVirtual: route('/recharge/qr-virtual/:orderId', '扫码支付', 'formal', 'wallet'),
  rechargeThirdParty: route('/recharge/third-party/:orderId', '第三方支付', 'formal', 'wallet'),
  rechargeFailed: route('/recharge/failed', '充值失败', 'formal', 'wallet'),
  rechargeProcessing: route('/recharge/processing/:orderId', '充值处理中', 'formal', 'wallet'),
  withdrawMoney: route('/withdraw-money', '提现', 'formal', 'wallet'),
  validWithdraw: route('/valid-withdraw', '有效提款', 'login', 'wallet'),
  validWithdrawDetail: route('/valid-withdraw/:id', '有效提款详情', 'login', 'wallet'),
  rechargeHistory: route('/recharge-history', '充值记录', 'login', 'wallet'),
  rechargeHistoryDetail: route('/recharge-history/:id', '充值详情', 'login', 'wallet'),
  withdrawHistory: route('/withdraw-history', '提现记录', 'login', 'wallet'),
  withdrawHistoryDetail: route('/withdraw-history/:id', '提现详情', 'login', 'wallet'),
  bills: route('/bills', '账变记录', 'login', 'wallet'),
  // Open: the page itself asks a visitor to log in first with a modal (spec 3 §2).
  betList: route('/bet-list', '投注记录', 'open', 'bets'),
  reportBetList: route('/report/bet-list', '投注记录', 'open', 'bets'),
  bettingBonus: route('/betting-bonus', '洗码返水', 'login', 'bonus'),
  liveBetting: route('/live-betting', '真人报表', 'login', 'game-center'),
  reportLiveBetting: route('/report/live-betting', '真人报表', 'login', 'game-center'),
  liveBettingDetail: route('/live-betting-detail', '报表详情', 'login', 'game-center'),
  lotteryRecord: route('/lottery-record', '开奖记录', 'open', 'lottery'),
  lotteryHistory: route('/lottery-history/:gameId', '历史开奖', 'open', 'lottery'),
  agent: route('/agent', '推广赚钱', 'agent', 'agent'),
  agentUserList: route('/agent/user-list', '下级用户', 'agent', 'agent'),
  agentUserDetail: route('/agent/user-detail/:id', '用户详情', 'agent', 'agent'),
  agentAddUser: route('/agent/add-user', '添加下级', 'agent', 'agent'),
  agentTeamOverview: route('/agent/team-overview', '团队总览', 'agent', 'agent'),
  agentCreateLink: route('/agent/create-link', '创建推广链接', 'agent', 'agent'),
  agentLinkDetail: route('/agent/link/:id', '推广链接详情', 'agent', 'agent'),
  agentLinkUpdate: route('/agent/link/:id/update', '修改推广链接', 'agent', 'agent'),
  agentDeclare: route('/agent/declare', '代理说明', 'agent', 'agent'),
  chatRooms: route('/chat-rooms', '聊天室', 'open', 'chat'),
  roomChat: route('/chat-rooms/:roomId', '聊天室', 'open', 'chat'),
  individualChat: route('/chat-rooms/:roomId/friends/:userId', '私聊', 'login', 'chat'),
  hongBaoCreate: route('/chat-rooms/:roomId/hong-bao', '发红包', 'login', 'chat'),
  hongBaoHistory: route('/chat-rooms/:roomId/hong-bao/history', '红包记录', 'login', 'chat'),
  hongBaoDetail: route('/chat-rooms/:roomId/hong-bao/:hongbaoId', '红包详情', 'login', 'chat'),
  gameChat: route('/game/:gameId/chat-rooms/:roomId', '游戏聊天', 'open', 'chat'),
  services: route('/services', '在线客服', 'open', 'chat'),
  talk: route('/talk/:appId/:identity/:customerId', '在线客服', 'open', 'chat'),
  // Forum (issue 19): spec 3 names water-forum, master-documents and public-documents; the rest are ours.
  waterForum: route('/water-forum', '灌水区', 'open', 'forum'),
  masterDocuments: route('/master-documents', '高手资料', 'open', 'forum'),
  publicDocuments: route('/public-documents', '公开资料', 'open', 'forum'),
  forumPost: route('/forum/post/:id', '帖子详情', 'open', 'forum'),
  forumNew: route('/forum/new', '发帖', 'formal', 'forum'),
  forumEdit: route('/forum/post/:id/edit', '修改帖子', 'formal', 'forum'),
  forumLeaderboard: route('/forum/leaderboard', '高手榜', 'open', 'forum'),
  forumAuthor: route('/forum/author/:id', '作者主页', 'open', 'forum'),
  // Play tutorials and the play/odds table (issue 19); `?gameId=` picks the game (docs/tutorials.md).
  gameTutorial: route('/game-tutorial', '玩法说明', 'open', 'bets'),
  gameTutorialPlay: route('/game-tutorial/:playCode', '玩法说明', 'open', 'bets'),
  gameStructures: route('/game-structures', '玩法赔率', 'open', 'bets'),
  // 幸运牛牛 (game 95, route name lucky-niu-niu) and its children (spec 3 §2; docs/niuniu.md).
  luckyNiuNiu: route('/lucky-niu-niu', '幸运牛牛', 'open', 'niuniu'),
  luckyNiuNiuChat: route('/lucky-niu-niu/chat', '牛牛聊天', 'open', 'chat'),
  luckyNiuNiuHeatMap: route('/lucky-niu-niu/heat-map', '牛牛走势', 'open', 'niuniu'),
  luckyNiuNiuJoyMing: route('/lucky-niu-niu/joy-ming', '牛牛开奖结果', 'open', 'niuniu'),
});

export type RouteKey = keyof typeof routes;

/** Fills `:param` segments; unknown params stay as they are so mistakes are visible. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (m, name: string) => (params[name] !== undefined ? encodeURIComponent(String(params[name])) : m));
}

/** `paths.lotteryHistory.getHref({ gameId: 70 })`. */
export const paths = Object.fromEntries(
  Object.entries(routes).map(([key, def]) => [
    key,
    // The title stays a getter of the route (a spread would freeze today's language).
    Object.defineProperty({ ...def, getHref: (params?: Record<string, string | number>) => buildPath(def.path, params) }, 'title', {
      enumerable: true,
      get: () => def.title,
    }),
  ]),
) as { [K in RouteKey]: (typeof routes)[K] & { getHref: (params?: Record<string, string | number>) => string } };

/** Route names whose first path segment the carousel accepts as internal links (spec 2 §2). */
export const knownRouteSegments = new Set(
  Object.values(routes)
    .map((r) => r.path.split('/')[1] ?? '')
    .filter((s) => s && !s.startsWith(':')),
);

/** Loads one page module; its default export is the page. */
export type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A feature's pages by route key. The feature names what renders each route; app/router.tsx
 * merges every feature's map and decides how a page loads, so features never import app/.
 */
export type FeaturePages = Partial<Record<RouteKey, PageModule>>;
