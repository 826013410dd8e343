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
export * from './api/chat';
export * from './api/agents';
export * from './api/chat-social';
export * from './api/hongbao';
export * from './api/operators';
export * from './api/games';
// chat-social and games both define adminEnabledBodySchema ({ enabled: boolean }, the same shape):
// name one source so the star exports are not ambiguous.
export { adminEnabledBodySchema } from './api/games';
