import type { FeaturePages } from '@/config/paths';

/** Pages of the profile feature, by route key (see config/paths.ts); the app makes them lazy pages. */
export const profileRoutes: FeaturePages = {
  profile: () => import('./pages/profile-page'),
  personalInfo: () => import('./pages/personal-info-page'),
  updateAccount: () => import('./pages/update-account-page'),
  accountList: () => import('./pages/account-list-page'),
  changePassword: () => import('./pages/change-password-page'),
  securityCenter: () => import('./pages/security-center-page'),
  notifications: () => import('./pages/notifications-page'),
  settingChatColor: () => import('./pages/setting-chat-color-page'),
  setting: () => import('./pages/setting-page'),
  about: () => import('./pages/about-page'),
  userAgreement: () => import('./pages/user-agreement-page'),
  contactUs: () => import('./pages/contact-us-page'),
  privacyAgreement: () => import('./pages/privacy-agreement-page'),
  passwordWithdrawMoney: () => import('./pages/password-withdraw-money-page'),
};
