import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the profile feature, by route key (see config/paths.ts). */
export const profileRoutes: FeatureRoutes = {
  profile: lazy(() => import('./pages/profile-page')),
  personalInfo: lazy(() => import('./pages/personal-info-page')),
  updateAccount: lazy(() => import('./pages/update-account-page')),
  accountList: lazy(() => import('./pages/account-list-page')),
  changePassword: lazy(() => import('./pages/change-password-page')),
  securityCenter: lazy(() => import('./pages/security-center-page')),
  notifications: lazy(() => import('./pages/notifications-page')),
  settingChatColor: lazy(() => import('./pages/setting-chat-color-page')),
  setting: lazy(() => import('./pages/setting-page')),
  about: lazy(() => import('./pages/about-page')),
  userAgreement: lazy(() => import('./pages/user-agreement-page')),
  contactUs: lazy(() => import('./pages/contact-us-page')),
  privacyAgreement: lazy(() => import('./pages/privacy-agreement-page')),
  passwordWithdrawMoney: lazy(() => import('./pages/password-withdraw-money-page')),
};
