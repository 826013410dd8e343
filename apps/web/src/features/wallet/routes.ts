import { lazyPage } from '@/app/lazy-page';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the wallet feature, by route key (see config/paths.ts). */
export const walletRoutes: FeatureRoutes = {
  recharge: lazyPage(() => import('./pages/recharge-page')),
  rechargeBank: lazyPage(() => import('./pages/recharge-bank-page')),
  rechargeOnline: lazyPage(() => import('./pages/recharge-online-page')),
  rechargeQrVirtual: lazyPage(() => import('./pages/recharge-qr-virtual-page')),
  rechargeThirdParty: lazyPage(() => import('./pages/recharge-third-party-page')),
  rechargeFailed: lazyPage(() => import('./pages/recharge-failed-page')),
  rechargeProcessing: lazyPage(() => import('./pages/recharge-processing-page')),
  withdrawMoney: lazyPage(() => import('./pages/withdraw-money-page')),
  validWithdraw: lazyPage(() => import('./pages/valid-withdraw-page')),
  validWithdrawDetail: lazyPage(() => import('./pages/valid-withdraw-detail-page')),
  rechargeHistory: lazyPage(() => import('./pages/recharge-history-page')),
  rechargeHistoryDetail: lazyPage(() => import('./pages/recharge-history-detail-page')),
  withdrawHistory: lazyPage(() => import('./pages/withdraw-history-page')),
  withdrawHistoryDetail: lazyPage(() => import('./pages/withdraw-history-detail-page')),
  bills: lazyPage(() => import('./pages/bills-page')),
};
