/** Query keys of the wallet feature, in one place so mutations invalidate the same keys. */
export const WALLET_KEYS = {
  balance: 'wallet-balance',
  channels: 'recharge-channels',
  rechargeOrder: 'recharge-order',
  rechargeHistory: 'recharge-history',
  withdrawInfo: 'withdraw-info',
  withdrawHistory: 'withdraw-history',
  withdrawDetail: 'withdraw-detail',
  validWithdraw: 'valid-withdraw',
  validWithdrawDetail: 'valid-withdraw-detail',
  bills: 'bills',
  billTypes: 'bill-types',
} as const;

/** Filters shared by the paged history lists (dates are YYYY-MM-DD). */
export interface DateFilter {
  startDate?: string;
  endDate?: string;
}

export const PAGE_ROWS = 20;
