export * from './api/envelope';
export * from './api/input';
export * from './domain/money';
export * from './api/error-codes';
export * from './messages';
export * from './constants';
export * from './domain/bill-types';
export * from './api/system';
export * from './api/content';
export * from './domain/html-sanitize-policy';
export * from './api/accounts';
export * from './api/lottery';
export * from './api/wallet';
export * from './domain/plays';
export * from './domain/system-time';
export * from './api/bets';
export * from './api/bet-parlay';
export * from './api/chat';
export * from './api/agents';
export * from './api/chat-social';
export * from './api/hongbao';
export * from './api/operators';
export * from './api/jobs';
export * from './api/games';
export * from './api/console';
// betting bonus, VIP, welfare, safer play (issue 17)
export * from './domain/bonus';
export * from './api/bonus';
// console content, chat and agents reads (issue 15)
export * from './api/console-content';
// operator console, members (issue 15)
export * from './api/console-members';
// hedged bets count once for the betting bonus (issue 17)
export * from './domain/hedge';
// console settings editor and re-settlement preview (issue 15, csettings)
export * from './api/admin-settings';
// community forum and forecast posts (issue 19)
export * from './api/forum';
// 幸运牛牛 (game 95, issue 18)
export * from './api/niuniu';
export * from './domain/niuniu';
// inbox and notifications (issue 18, inbox)
export * from './api/notifications';
// encrypted transport: envelope format, WebCrypto encrypt/decrypt (issue 18, encrypt)
export * from './crypto/envelope';
// forecast card track record (issue 18)
export * from './domain/track-record';
// withdrawal review: turnover audit and risk flags (issue 15, cmoney)
export * from './domain/withdraw-risk';
export * from './api/withdraw-review';
// recharge channel settings for operators (issue 15, cmoney)
export * from './api/recharge-channels-admin';
// operator content deletes and poll-option edits (issue 15, content)
export * from './domain/content-rules';
// one messages mechanism: locales, table lookup, translation of finished texts (issue 18, hant)
export * from './i18n';
