import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  memberBetsQuerySchema,
  memberBetsSchema,
  memberChatBodySchema,
  memberDetailSchema,
  memberDevicesSchema,
  memberFlagsSchema,
  memberHistoryQuerySchema,
  memberLedgerQuerySchema,
  memberLedgerSchema,
  memberNoteBodySchema,
  memberNoteSchema,
  memberParamsSchema,
  memberReasonBodySchema,
  memberSearchQuerySchema,
  memberSearchSchema,
  memberSignInsSchema,
  memberVipBodySchema,
} from '@sixmark/shared';
import { requireAdmin } from '../../lib/admin';
import { ok } from '../../lib/reply';
import { timeZoneOf } from '../system';
import * as svc from './members.service';

const tags = ['admin'];

/**
 * Operator console, members (issue 15): search, detail, ledger, bets, sign-ins, devices, notes
 * and the risk actions. Under `admin/users` in the route table: GET needs `read`, the rest `risk`.
 */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: svc.MembersCtx = { pool: app.pool, bus: app.bus };
  const operator = (request: FastifyRequest): svc.Operator => ({ actor: requireAdmin(request), ip: request.ip });

  app.get(
    '/app-api/admin/users',
    { schema: { tags, summary: '会员搜索', querystring: memberSearchQuerySchema, response: { 200: envelopeSchema(memberSearchSchema) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await svc.searchMembers(app.pool, await app.companyId(), request.query));
    },
  );

  app.get(
    '/app-api/admin/users/:id',
    { schema: { tags, summary: '会员详情', params: memberParamsSchema, response: { 200: envelopeSchema(memberDetailSchema) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await svc.memberDetail(app.pool, await app.companyId(), request.params.id));
    },
  );

  app.get(
    '/app-api/admin/users/:id/ledger',
    {
      schema: { tags, summary: '会员账变', params: memberParamsSchema, querystring: memberLedgerQuerySchema, response: { 200: envelopeSchema(memberLedgerSchema) } },
    },
    async (request) => {
      requireAdmin(request);
      const companyId = await app.companyId();
      return ok(await svc.memberLedger(app.pool, companyId, request.params.id, request.query, await timeZoneOf(app.pool, companyId)));
    },
  );

  app.get(
    '/app-api/admin/users/:id/bets',
    { schema: { tags, summary: '会员注单（彩票 / 第三方游戏）', params: memberParamsSchema, querystring: memberBetsQuerySchema, response: { 200: envelopeSchema(memberBetsSchema) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await svc.memberBets(app.pool, await app.companyId(), request.params.id, request.query));
    },
  );

  app.get(
    '/app-api/admin/users/:id/sign-ins',
    { schema: { tags, summary: '会员登录记录', params: memberParamsSchema, querystring: memberHistoryQuerySchema, response: { 200: envelopeSchema(memberSignInsSchema) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await svc.memberSignIns(app.pool, await app.companyId(), request.params.id, request.query.page, request.query.rows));
    },
  );

  app.get(
    '/app-api/admin/users/:id/devices',
    { schema: { tags, summary: '会员设备与登录地址', params: memberParamsSchema, response: { 200: envelopeSchema(memberDevicesSchema) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await svc.memberDevices(app.pool, await app.companyId(), request.params.id));
    },
  );

  app.get(
    '/app-api/admin/users/:id/notes',
    { schema: { tags, summary: '会员备注', params: memberParamsSchema, response: { 200: envelopeSchema(z.array(memberNoteSchema)) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await svc.listNotes(app.pool, await app.companyId(), request.params.id));
    },
  );

  app.post(
    '/app-api/admin/users/:id/notes',
    { schema: { tags, summary: '添加会员备注（只追加）', params: memberParamsSchema, body: memberNoteBodySchema, response: { 200: envelopeSchema(memberNoteSchema) } } },
    async (request) => ok(await svc.addNote(app.pool, operator(request), await app.companyId(), request.params.id, request.body.note)),
  );

  // Freeze is registered before unfreeze: the audit-coverage walk calls them in this order.
  app.post(
    '/app-api/admin/users/:id/freeze',
    {
      schema: { tags, summary: '冻结会员（禁止登录，踢出全部会话）', params: memberParamsSchema, body: memberReasonBodySchema, response: { 200: envelopeSchema(memberFlagsSchema) } },
    },
    async (request) => ok(await svc.freeze(ctx, operator(request), await app.companyId(), request.params.id, request.body.reason)),
  );

  app.post(
    '/app-api/admin/users/:id/unfreeze',
    { schema: { tags, summary: '解冻会员', params: memberParamsSchema, body: memberReasonBodySchema, response: { 200: envelopeSchema(memberFlagsSchema) } } },
    async (request) => ok(await svc.unfreeze(app.pool, operator(request), await app.companyId(), request.params.id, request.body.reason)),
  );

  app.post(
    '/app-api/admin/users/:id/chat',
    { schema: { tags, summary: '聊天等级与发言开关', params: memberParamsSchema, body: memberChatBodySchema, response: { 200: envelopeSchema(memberFlagsSchema) } } },
    async (request) => ok(await svc.setChat(app.pool, operator(request), await app.companyId(), request.params.id, request.body)),
  );

  app.post(
    '/app-api/admin/users/:id/vip-level',
    { schema: { tags, summary: '调整会员 VIP 等级', params: memberParamsSchema, body: memberVipBodySchema, response: { 200: envelopeSchema(memberFlagsSchema) } } },
    async (request) => ok(await svc.setVipLevel(app.pool, operator(request), await app.companyId(), request.params.id, request.body)),
  );
};
