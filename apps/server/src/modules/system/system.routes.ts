import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  carouselSchema,
  companySchema,
  envelopeSchema,
  healthSchema,
  noticeListSchema,
  noticeQuerySchema,
} from '@sixmark/shared';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { adminCarouselsRoutes } from './admin-carousels.routes';
import { adminNoticesRoutes } from './admin-notices.routes';
import { adminSettingsRoutes } from './admin-settings.routes';
import * as service from './system.service';

/** Tags the config files are cached under; modules that change the data invalidate them. */
export const SYSTEM_TAGS = { config: 'system_config', company: 'company', notices: 'notices', limits: 'limits' } as const;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const started = Date.now();

  app.get(
    '/healthz',
    { config: { rateLimit: false }, schema: { tags: ['system'], response: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(healthSchema) } } },
    async (_request, reply) => {
      const up = await app.pool.query('SELECT 1').then(
        () => true,
        () => false,
      );
      const data = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        bus: app.bus.kind,
        uptimeSec: Math.round((Date.now() - started) / 1000),
      };
      return reply.status(up ? 200 : 503).send({ ...ok(data), success: up });
    },
  );

  // Operator console: the notices this module publishes (issue 15).
  await app.register(adminNoticesRoutes(SYSTEM_TAGS.notices));
  await app.register(adminCarouselsRoutes(SYSTEM_TAGS.company));
  // Operator console: typed site settings editor, static JSON invalidated on save (issue 15).
  await app.register(adminSettingsRoutes);

  const company = () => app.companyId();
  const json = app.staticJson;
  json.define({
    route: '/sys-upload/data/json/config.json',
    tags: [SYSTEM_TAGS.config],
    build: async () => service.buildSettings(app.pool, await company()),
  });
  json.define({
    route: '/sys-upload/data/json/app_config.json',
    tags: [SYSTEM_TAGS.config, 'games'],
    build: async () => service.buildAppConfig(app.pool, await company()),
  });
  json.define({
    route: '/sys-upload/data/json/config_chat.json',
    tags: [SYSTEM_TAGS.config],
    build: async () => service.buildChatConfig(app.pool, await company()),
  });
  json.define({
    route: ['/sys-upload/data/json/web_system_config.json', '/data/json/web_system_config.json'],
    tags: [SYSTEM_TAGS.config],
    build: async () => service.buildWebSystemConfig(app.pool, await company()),
  });
  json.define({
    route: '/sys-upload/data/json/company/:file',
    tags: [SYSTEM_TAGS.company],
    build: async ({ file }) => {
      const code = /^([\w-]+)\.json$/.exec(file ?? '')?.[1];
      return code ? service.buildCompany(app.pool, code) : null;
    },
  });
  json.define({
    route: '/sys-upload/data/json/notice_list.json',
    tags: [SYSTEM_TAGS.notices],
    build: async () => service.buildNoticeList(app.pool, await company()),
  });
  json.define({
    route: '/sys-upload/data/json/limit/:file',
    tags: [SYSTEM_TAGS.limits],
    build: async ({ file }) => {
      const m = /^(register|login|withdraw)_limit\.json$/.exec(file ?? '');
      return m?.[1] ? service.findLimit(app.pool, await company(), m[1]) : null;
    },
  });

  app.get(
    '/app-api/company/get',
    { schema: { tags: ['system'], summary: '公司信息', response: { 200: envelopeSchema(companySchema) } } },
    async () => {
      const data = await service.buildCompany(app.pool, app.config.companyCode);
      if (!data) throw notFound();
      return ok(data);
    },
  );

  app.get(
    '/app-api/api/notice/queryPage',
    {
      schema: {
        tags: ['system'],
        summary: '轮播图与公告',
        querystring: noticeQuerySchema,
        response: { 200: envelopeSchema(z.union([z.array(carouselSchema), noticeListSchema])) },
      },
    },
    async (request) => {
      const companyId = await company();
      if (request.query.noticeType === 0) return ok(await service.buildCarousels(app.pool, companyId));
      return ok(await service.buildNoticeList(app.pool, companyId));
    },
  );
};
