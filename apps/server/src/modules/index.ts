import type { FastifyInstance } from 'fastify';
import { systemRoutes } from './system/system.routes';

/**
 * Every module's routes, registered in this order after the app plugins. A module adds one
 * line here and nothing else in app.ts.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
}
