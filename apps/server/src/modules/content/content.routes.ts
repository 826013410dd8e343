import type { FastifyPluginAsync } from 'fastify';
import { contentAdminRoutes } from './admin.routes';
import { contentConsoleEditRoutes } from './console-edit.routes';
import { contentConsoleRoutes } from './console.routes';
import { galleryRoutes } from './gallery.routes';
import { promotionRoutes } from './promotion.routes';
import { templateRoutes } from './template.routes';
import { uploadRoutes } from './upload.routes';

/** Lottery information content (spec 2): cards, data library, ads, gallery, promotions, uploads. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(templateRoutes);
  await app.register(galleryRoutes);
  await app.register(promotionRoutes);
  await app.register(uploadRoutes);
  await app.register(contentAdminRoutes);
  await app.register(contentConsoleRoutes);
  await app.register(contentConsoleEditRoutes);
};
