import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteKey } from '@/config/paths';

/** A feature's pages by route key; app/router.tsx merges every feature's map. */
export type FeatureRoutes = Partial<Record<RouteKey, LazyExoticComponent<ComponentType>>>;
