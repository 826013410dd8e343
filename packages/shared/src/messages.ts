import { paramTexts } from './i18n/core';
import { commonHans } from './i18n/zh-Hans';

/**
 * The common texts, built from the message table (i18n/zh-Hans.ts, where texts are written and
 * translated; docs/i18n.md). The export names stay so callers and tests need no change.
 */
export const msg = {
  ...commonHans,
  ...paramTexts<{ fieldInvalid: (field: string) => string }>(commonHans, ['fieldInvalid']),
} as const;

/**
 * Game center screen and sandbox game page texts of the web (issue 11, games-web). The
 * catalogue's own texts (维护中, 暂无数据, 没有更多游戏, 全部平台, 立即进入游戏！) are the server's
 * `gamesMsg` in api/games.ts.
 */
export { gameCenterHans as gameCenterMsg } from './i18n/zh-Hans-pages';
