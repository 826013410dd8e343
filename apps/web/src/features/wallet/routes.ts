import type { FeaturePages } from '@/config/paths';

/** Pages of the wallet feature, by route key (see config/paths.ts); the app makes them lazy pages. */
export const walletRoutes: FeaturePages = {
  recharge: () => import('./pages/recharge-page'),
  rechargeBank: () => import('./pages/recharge-bank-page'),
  rechargeOnline: () => import('./pages/recharge-online-page'),
  rechargeQrVirtual: () => import('./pages/recharge-qr-virtual-page'),
  rechargeThirdParty: () => import('./pages/recharge-third-party-page'),
  rechargeFailed: () => import('./pages/recharge-failed-page'),
  rechargeProcessing: () => import('./pages/recharge-processing-page'),
  withdrawMoney: () => import('./pages/withdraw-money-page'),
  validWithdraw: () => import('./pages/valid-withdraw-page'),
  validWithdrawDetail: () => import('./pages/valid-withdraw-detail-page'),
  rechargeHistory: () => import('./pages/recharge-history-page'),
  rechargeHistoryDetail: () => import('./pages/recharge-history-detail-page'),
  withdrawHistory: () => import('./pages/withdraw-history-page'),
  withdrawHistoryDetail: () => import('./pages/withdraw-history-detail-page'),
  bills: () => import('./pages/bills-page'),
};
