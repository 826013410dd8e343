// Texts only the operator console shows, in a module of their own: the member app's start-up
// loads zh-Hans.ts, and a module's texts all go where the module goes.

/** The console's background job page (jobs/runner.ts). */
export const jobsHans = {
  title: '后台任务',
  schedule: '计划',
  every: '每 {seconds} 秒',
  cron: '定时 {expr}',
  singleton: '单进程',
  everyProcess: '每个进程',
  runs: '运行次数',
  failures: '失败次数',
  lastStartedAt: '最近开始',
  lastEndedAt: '最近结束',
  lastError: '最近错误',
  never: '未运行',
  refresh: '刷新',
  job: '任务',
  // Job names, by the name the runner registers them under.
  'draw-schedule': '开奖调度',
  settlement: '注单结算与追号',
  'sandbox-games': '沙盒龙虎',
  'game-records': '游戏记录拉取',
  'recharge-expiry': '充值订单过期',
  'accounts-sweep': '验证码与计数清理',
  'hongbao-expiry': '红包过期退款',
  bonus: '洗码派发与VIP周期',
  'forum-scoring': '论坛预测评分',
  'track-record': '预测卡片战绩',
  'webp-backfill': 'WebP 补图',
  push: '网页推送',
} as const;
