import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminEnabledBodySchema,
  adminGameBodySchema,
  adminGameSchema,
  adminGameUpdateSchema,
  adminHotBodySchema,
  adminMaintainBodySchema,
  adminProviderBodySchema,
  adminProviderSchema,
  adminProviderUpdateSchema,
  emptyEnvelope,
  envelopeSchema,
  gameIdParams,
  liveCodeParams,
} from '@sixmark/shared';
import { requireAdmin } from '../../lib/admin';
import { allowEmptyJsonBody } from '../../lib/empty-body';
import { ok } from '../../lib/reply';
import * as admin from './admin.service';
import * as repo from './games.repo';
import type { GamesModule } from './games.module';

const tags = ['admin'];
const security = [{ admin: [] }];

/** Operator API of the catalogue (X-Admin-Token, audited); every change drops game_center.json. */
export const adminGamesRoutes: FastifyPluginAsyncZod<{ games: GamesModule }> = async (app, { games }) => {
  allowEmptyJsonBody(app);
  const who = (request: Parameters<typeof requireAdmin>[0]) => ({ actor: requireAdmin(request), ip: request.ip });
  const tz = async () => games.timeZone(await app.companyId());
  const game = envelopeSchema(adminGameSchema);
  const provider = envelopeSchema(adminProviderSchema);

  app.get(
    '/app-api/admin/games',
    { schema: { tags, security, summary: '游戏列表（含停用）', response: { 200: envelopeSchema(z.array(adminGameSchema)) } } },
    async (request) => {
      requireAdmin(request);
      return ok((await repo.listGames(app.pool)).map(admin.adminGameOf));
    },
  );
  app.post(
    '/app-api/admin/games',
    { schema: { tags, security, summary: '新增游戏', body: adminGameBodySchema, response: { 200: game } } },
    async (request) => {
      const actor = who(request);
      const g = await admin.createGame(app.pool, request.body, actor, await tz());
      await games.changed();
      return ok(admin.adminGameOf(g));
    },
  );
  app.put(
    '/app-api/admin/games/:gameId',
    { schema: { tags, security, summary: '修改游戏', params: gameIdParams, body: adminGameUpdateSchema, response: { 200: game } } },
    async (request) => {
      const actor = who(request);
      const g = await admin.updateGame(app.pool, request.params.gameId, request.body, actor, await tz());
      await games.changed();
      return ok(admin.adminGameOf(g));
    },
  );
  app.delete(
    '/app-api/admin/games/:gameId',
    { schema: { tags, security, summary: '删除第三方游戏', params: gameIdParams, response: { 200: emptyEnvelope } } },
    async (request) => {
      const actor = who(request);
      await admin.deleteGame(app.pool, request.params.gameId, actor);
      await games.changed();
      return ok(null);
    },
  );
  app.put(
    '/app-api/admin/games/:gameId/maintain',
    { schema: { tags, security, summary: '设置维护时间（系统时区，start~end，空为取消）', params: gameIdParams, body: adminMaintainBodySchema, response: { 200: game } } },
    async (request) => {
      const actor = who(request);
      const g = await admin.updateGame(app.pool, request.params.gameId, { maintain: request.body.maintain }, actor, await tz(), 'games.maintain');
      await games.changed();
      return ok(admin.adminGameOf(g));
    },
  );
  app.put(
    '/app-api/admin/games-hot',
    { schema: { tags, security, summary: '热门排序（按顺序，未列出的取消热门）', body: adminHotBodySchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      const actor = who(request);
      await admin.setHotOrder(app.pool, request.body.order, actor);
      await games.changed();
      return ok(null);
    },
  );

  app.get(
    '/app-api/admin/game-providers',
    { schema: { tags, security, summary: '游戏平台列表', response: { 200: envelopeSchema(z.array(adminProviderSchema)) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await repo.listProviders(app.pool));
    },
  );
  app.post(
    '/app-api/admin/game-providers',
    { schema: { tags, security, summary: '新增游戏平台', body: adminProviderBodySchema, response: { 200: provider } } },
    async (request) => {
      const actor = who(request);
      const p = await admin.createProvider(app.pool, request.body, actor);
      await games.changed();
      return ok(p);
    },
  );
  app.put(
    '/app-api/admin/game-providers/:liveCode',
    { schema: { tags, security, summary: '修改游戏平台', params: liveCodeParams, body: adminProviderUpdateSchema, response: { 200: provider } } },
    async (request) => {
      const actor = who(request);
      const p = await admin.updateProvider(app.pool, request.params.liveCode, request.body, actor);
      await games.changed();
      return ok(p);
    },
  );
  app.put(
    '/app-api/admin/game-providers/:liveCode/enabled',
    { schema: { tags, security, summary: '启用/停用游戏平台', params: liveCodeParams, body: adminEnabledBodySchema, response: { 200: provider } } },
    async (request) => {
      const actor = who(request);
      const p = await admin.updateProvider(app.pool, request.params.liveCode, { enabled: request.body.enabled }, actor, request.body.enabled ? 'game_providers.enable' : 'game_providers.disable');
      await games.changed();
      return ok(p);
    },
  );
  app.delete(
    '/app-api/admin/game-providers/:liveCode',
    { schema: { tags, security, summary: '删除游戏平台（无游戏时）', params: liveCodeParams, response: { 200: emptyEnvelope } } },
    async (request) => {
      const actor = who(request);
      await admin.deleteProvider(app.pool, request.params.liveCode, actor);
      await games.changed();
      return ok(null);
    },
  );
};
