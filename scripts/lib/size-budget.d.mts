// Types for the parts of size-budget.mjs that apps/web/vite.config.ts imports.
export const REQUIRED_ROUTES: string[];
export function isRouteKey(key: string): boolean;
export const BOOT_MODULE: string;
