import { lazyPage } from '@/app/lazy-page';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the auth feature, by route key (see config/paths.ts). */
export const authRoutes: FeatureRoutes = {
  login: lazyPage(() => import('./pages/login-page')),
  register: lazyPage(() => import('./pages/register-page')),
  resetPassword: lazyPage(() => import('./pages/reset-password-page')),
};
