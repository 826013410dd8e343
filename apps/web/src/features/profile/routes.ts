import { lazyPage } from '@/app/lazy-page';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the profile feature, by route key (see config/paths.ts). */
export const profileRoutes: FeatureRoutes = {
  profile: lazyPage(() => import('./pages/profile-page')),
  personalInfo: lazyPage(() => import('./pages/personal-info-page')),
  updateAccount: lazyPage(() => import('./pages/update-account-page')),
  accountList: lazyPage(() => import('./pages/account-list-page')),
  changePassword: lazyPage(() => import('./pages/change-password-page')),
  securityCenter: lazyPage(() => import('./pages/security-center-page')),
  notifications: lazyPage(() => import('./pages/notifications-page')),
  settingChatColor: lazyPage(() => import('./pages/setting-chat-color-page')),
  setting: lazyPage(() => import('./pages/setting-page')),
  about: lazyPage(() => import('./pages/about-page')),
  userAgreement: lazyPage(() => import('./pages/user-agreement-page')),
  contactUs: lazyPage(() => import('./pages/contact-us-page')),
  privacyAgreement: lazyPage(() => import('./pages/privacy-agreement-page')),
  passwordWithdrawMoney: lazyPage(() => import('./pages/password-withdraw-money-page')),
};
