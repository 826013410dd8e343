import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `apps/server`. This file sits in `src/` and the bundle in `dist/`, both one level below,
 * so the same expression finds the root from source (tests, tsx) and from the build.
 */
export const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const migrationsDir = resolve(serverRoot, 'src/db/migrations');
