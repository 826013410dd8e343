import type { RouteKey } from '@/config/paths';
import type { LazyPage } from './lazy-page';

/** A feature's pages by route key; app/router.tsx merges every feature's map. */
export type FeatureRoutes = Partial<Record<RouteKey, LazyPage>>;
