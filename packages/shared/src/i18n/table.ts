import {
  commonHans,
  accountHans,
  regHans,
  voteHans,
  lockHans,
  lotteryHans,
  inputHans,
  moneyHans,
  walletHans,
  betHans,
  chatHans,
  agentHans,
  chatSocialHans,
  hongbaoHans,
  operatorHans,
  gamesHans,
  bonusHans,
  forumHans,
  errorsHans,
  navHans,
  httpHans,
} from './zh-Hans';
import { jobsHans } from './zh-Hans-console';
import { gameCenterHans, profileHans, settingHans } from './zh-Hans-pages';
import { routeHans } from './zh-Hans-routes';
import { translate, type MessageArgs, type MessageKey } from './core';

/**
 * The whole table. Each section is also its own export, which the shared message objects and the
 * web import directly: first-load web code then holds only the sections it uses.
 */
export const zhHans = {
  common: commonHans,
  gameCenter: gameCenterHans,
  account: accountHans,
  reg: regHans,
  vote: voteHans,
  lock: lockHans,
  lottery: lotteryHans,
  input: inputHans,
  money: moneyHans,
  wallet: walletHans,
  bet: betHans,
  chat: chatHans,
  agent: agentHans,
  chatSocial: chatSocialHans,
  hongbao: hongbaoHans,
  jobs: jobsHans,
  operator: operatorHans,
  games: gamesHans,
  bonus: bonusHans,
  forum: forumHans,
  errors: errorsHans,
  route: routeHans,
  nav: navHans,
  profile: profileHans,
  setting: settingHans,
  http: httpHans,
} as const;

/** The shape of the source table. */
export type ZhHans = typeof zhHans;
export type MessageSection = keyof ZhHans;

/** A key's text in Simplified, filled: the default text of every caller that has no locale. */
export const t = <K extends MessageKey>(key: K, ...params: MessageArgs<K>): string => translate(zhHans, key, ...params);

