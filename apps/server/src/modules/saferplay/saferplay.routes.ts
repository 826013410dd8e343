import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emptyEnvelope,
  envelopeSchema,
  exclusionBodySchema,
  realityBodySchema,
  realitySchema,
  saferLimitBodySchema,
  saferPlaySchema,
} from '@sixmark/shared';
import { ok } from '../../lib/reply';
import { requireFormalMember, requireLogin } from '../../plugins/auth';
import * as service from './saferplay.service';

const tags = ['safer-play'];

/** Safer play (issue 17): member-set limits, reality check, cool-off and self-exclusion. */
export const saferPlayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-api/api/user/safer-play',
    { schema: { tags, summary: '理性游戏设置', response: { 200: envelopeSchema(saferPlaySchema) } } },
    async (request) => ok(await service.saferPlayOf(app.pool, (await requireLogin(request)).id)),
  );
  app.post(
    '/app-api/api/user/safer-play/limit',
    { schema: { tags, summary: '设置限额（降低立即生效，提高24小时后生效）', body: saferLimitBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      const user = await requireFormalMember(request);
      const r = await service.setLimit(app.pool, user.id, request.body.kind, request.body.amount ?? null);
      return ok(null, r.message);
    },
  );
  app.post(
    '/app-api/api/user/safer-play/reality',
    { schema: { tags, summary: '设置游戏时间提醒', body: realityBodySchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      const user = await requireFormalMember(request);
      await service.setReality(app.pool, user.id, request.body.minutes);
      return ok(null);
    },
  );
  app.get(
    '/app-api/api/user/safer-play/reality-check',
    { schema: { tags, summary: '游戏时间与输赢', response: { 200: envelopeSchema(realitySchema) } } },
    async (request) => ok(await service.realityOf(app.pool, await requireLogin(request))),
  );
  app.post(
    '/app-api/api/user/safer-play/exclusion',
    {
      schema: {
        tags,
        summary: '冷静期 / 自我排除（不可提前解除）',
        body: exclusionBodySchema,
        response: { 200: envelopeSchema(z.object({ endsAt: z.string() })) },
      },
    },
    async (request) => {
      const user = await requireFormalMember(request);
      return ok(await service.startExclusion(app.pool, user.id, request.body));
    },
  );
};
