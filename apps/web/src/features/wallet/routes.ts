import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the wallet feature, by route key (see config/paths.ts). */
export const walletRoutes: FeatureRoutes = {
  recharge: lazy(() => import('./pages/recharge-page')),
  rechargeBank: lazy(() => import('./pages/recharge-bank-page')),
  rechargeOnline: lazy(() => import('./pages/recharge-online-page')),
  rechargeQrVirtual: lazy(() => import('./pages/recharge-qr-virtual-page')),
  rechargeThirdParty: lazy(() => import('./pages/recharge-third-party-page')),
  rechargeFailed: lazy(() => import('./pages/recharge-failed-page')),
  rechargeProcessing: lazy(() => import('./pages/recharge-processing-page')),
  withdrawMoney: lazy(() => import('./pages/withdraw-money-page')),
  validWithdraw: lazy(() => import('./pages/valid-withdraw-page')),
  validWithdrawDetail: lazy(() => import('./pages/valid-withdraw-detail-page')),
  rechargeHistory: lazy(() => import('./pages/recharge-history-page')),
  rechargeHistoryDetail: lazy(() => import('./pages/recharge-history-detail-page')),
  withdrawHistory: lazy(() => import('./pages/withdraw-history-page')),
  withdrawHistoryDetail: lazy(() => import('./pages/withdraw-history-detail-page')),
  bills: lazy(() => import('./pages/bills-page')),
};
