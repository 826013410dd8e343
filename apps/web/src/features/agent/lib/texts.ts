/** Texts of the agent pages (the server's own texts are `agentMsg` in shared). */
export const AGENT_TEXT = {
  userTypes: { member: '会员', agent: '代理' },
  rebate: '返点',
  remark: '备注',
  remarkPlaceholder: '选填，最多50字',
  save: '保存',
  create: '生成链接',
  copyLink: '复制链接',
  edit: '修改',
  remove: '删除',
  removeConfirm: '删除后该推广链接将失效，确定删除吗？',
  link: '推广链接',
  code: '推广码',
  visitCount: '访问次数',
  registCount: '注册人数',
  createdAt: '创建时间',
  myLinks: '我的推广链接',
  myCode: '我的推广码',
  noLinks: '还没有推广链接',
  online: '在线',
  offline: '离线',
  neverLoggedIn: '从未登录',
  pickRebate: '请选择返点',
  updateRebate: '修改返点',
  teamOverview: '团队报表',
  bills: '账变记录',
} as const;

/** The label of a user type. */
export const userTypeLabel = (t: 'member' | 'agent') => AGENT_TEXT.userTypes[t];

/** Toasts last 3 s on the agent forms, as registration's do. */
export const FORM_TOAST_MS = 3000;
