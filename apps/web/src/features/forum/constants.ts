import { FORUM_BOARD_LABELS, type ForumBoard } from '@sixmark/shared';
import { paths } from '@/config/paths';

/** Board ↔ route (spec 3 names: water-forum, master-documents, public-documents). */
export const BOARD_ROUTES: Record<ForumBoard, { href: string; title: string }> = {
  water: { href: paths.waterForum.getHref(), title: FORUM_BOARD_LABELS.water },
  master: { href: paths.masterDocuments.getHref(), title: FORUM_BOARD_LABELS.master },
  public: { href: paths.publicDocuments.getHref(), title: FORUM_BOARD_LABELS.public },
};

export const FORUM_TEXT = {
  searchPlaceholder: '搜索标题或作者',
  newest: '最新',
  hot: '最热',
  noMore: '没有更多了',
  empty: '暂无帖子',
  post: '发帖',
  leaderboard: '高手榜',
  pinned: '置顶',
  featured: '精',
  lockedThread: '已锁定',
  hit: '中',
  miss: '错',
  tie: '和',
  pending: '待开奖',
  unlockFor: (yuan: number) => `${yuan}元解锁查看预测`,
  unlockConfirm: (yuan: number) => `确定花费 ${yuan} 元解锁该预测吗？`,
  lockedPicks: '作者设置了付费查看，开奖后免费公开',
  record: '战绩',
  last: (n: number) => `近${n}期`,
  streak: '连中',
  longest: '最长连中',
  follow: '关注',
  following: '已关注',
  like: '点赞',
  favourite: '收藏',
  report: '举报',
  reply: '回复',
  quote: '引用',
  replyPlaceholder: '说点什么…',
  send: '发送',
  edit: '修改',
  earnings: '解锁收益',
  earningsPending: (yuan: string) => `，待开奖后结算 ${yuan} 元`,
  closed: '已封盘',
  turn: (t: string) => `第${t}期`,
} as const;
