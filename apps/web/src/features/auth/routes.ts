import type { FeaturePages } from '@/config/paths';

/** Pages of the auth feature, by route key (see config/paths.ts); the app makes them lazy pages. */
export const authRoutes: FeaturePages = {
  login: () => import('./pages/login-page'),
  register: () => import('./pages/register-page'),
  resetPassword: () => import('./pages/reset-password-page'),
};
