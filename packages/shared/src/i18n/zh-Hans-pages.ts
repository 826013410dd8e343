/**
 * Source (简体) sections only some pages use, in their own module: the web's first-load code holds
 * only the sections it reads (a section in i18n/zh-Hans.ts would be bundled with the rest of that
 * file, which every page loads). Part of the same table (i18n/table.ts); see docs/i18n.md.
 */
export const gameCenterHans = {
  cancel: '取消',
  confirm: '确定',
  reset: '重置',
  done: '完成',
  searchPlaceholder: '搜索游戏名称',
  categorySearchPlaceholder: '搜索本分类游戏',
  launching: '游戏加载中...',
  autoTransfer: '进入游戏时自动转入主钱包余额',
  balance: '余额',
  login: '登录',
  register: '注册',
} as const;

/** 我的 page (apps/web/src/features/profile/pages/profile-page.tsx). */
export const profileHans = {
  anonymous: '您还未登录',
  login: '登录',
  register: '注册',
  deposit: '充值',
  withdraw: '提现',
  logout: '退出登录',
  logoutDone: '退出成功',
  domain: '本站网址',
  copy: '复制',
  trialTag: '试玩账户',
  more: '更多',
} as const;

/** 设置 page (apps/web/src/features/profile/pages/setting-page.tsx). */
export const settingHans = {
  version: '当前版本',
  language: '语言',
  /** Each language's own name, shown in the switch whatever the current language is. */
  langHans: '简体',
  langHant: '繁體',
  languageFailed: '语言切换失败，请重试',
} as const;
