export * from './api/envelope';
export * from './api/error-codes';
export * from './messages';
export * from './constants';
export * from './domain/bill-types';
export * from './api/system';
