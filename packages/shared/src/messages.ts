/**
 * Every user-facing Chinese text. Texts the specs give are copied exactly; the rest
 * follow their tone. Features add their own groups here rather than inlining strings.
 */
export const msg = {
  ok: '操作成功',
  systemError: '系统错误，请重试',
  systemErrorToast: '系统错误，请重试',
  notFound: '请求的资源不存在',
  badRequest: '请求参数错误',
  fieldInvalid: (field: string) => `参数「${field}」不正确`,
  tooManyRequests: '操作过于频繁，请稍后再试',
  loginRequired: '请先登录',
  tokenInvalid: '登录已失效，请重新登录',
  loginElsewhere: '您的账号已在其他设备登录',
  trialForbidden: '试玩账户无法进行该操作，请注册正式账户!',
  agentOnly: '仅代理可访问',
  forbidden: '无权进行该操作',
  adminTokenInvalid: '管理员令牌无效',
  // Game start refusals (spec 1 §8 shows the server's message; KY/0 has the spec's own text).
  gameMaintenance: '游戏维护中，请稍后再试',
  gameBlacklisted: '您已被限制进入该游戏，请联系客服',
  inGameRound: '您正在游戏中，请稍后再试',
  chatUnavailable: '聊天室暂不可用',
  chatMaintenance: '系统维护中，请稍候！',
  copySuccess: '复制成功',
  copyFailed: '复制失败',
  noData: '暂无数据',
  noMore: '没有更多数据了',
  pageNotFound: '页面不存在',
  backHome: '返回首页',
  loading: '加载中...',
  operationSuccess: '操作成功，信息更新中',
  // Chat web (issue 12): spec 3 §8 texts the pages show.
  chatLoginFirst: '请先登录后再聊天',
  chatDisabled: '您暂无发言权限',
} as const;

/**
 * Game center screen and sandbox game page texts of the web (issue 11, games-web). The
 * catalogue's own texts (维护中, 暂无数据, 没有更多游戏, 全部平台, 立即进入游戏！) are the server's
 * `gamesMsg` in api/games.ts.
 */
export const gameCenterMsg = {
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
