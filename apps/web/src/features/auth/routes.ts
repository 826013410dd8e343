import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the auth feature, by route key (see config/paths.ts). */
export const authRoutes: FeatureRoutes = {
  login: lazy(() => import('./pages/login-page')),
  register: lazy(() => import('./pages/register-page')),
  resetPassword: lazy(() => import('./pages/reset-password-page')),
};
