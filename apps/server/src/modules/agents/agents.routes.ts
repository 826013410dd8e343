import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_PATHS,
  ErrorCode,
  addSubUserBodySchema,
  addSubUserSchema,
  adminAgentBodySchema,
  adminAgentSchema,
  agentByCodeQuerySchema,
  agentByCodeSchema,
  agentMsg,
  createLinkBodySchema,
  declarationBodySchema,
  declarationSchema,
  emptyEnvelope,
  envelopeSchema,
  linkInfoQuerySchema,
  linkPageQuerySchema,
  linkPageSchema,
  linkSchema,
  memberInfoQuerySchema,
  memberInfoSchema,
  msg,
  rebateRangeQuerySchema,
  rebateRangeSchema,
  removeLinkBodySchema,
  subUsersQuerySchema,
  subUsersSchema,
  teamDailySchema,
  teamReportQuerySchema,
  teamRwsSchema,
  updateLinkBodySchema,
  updateLinkQuerySchema,
  updateSubRebateBodySchema,
  updateSubRebateSchema,
} from '@sixmark/shared';
import { requireAdmin } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireFormalMember, type AuthUser } from '../../plugins/auth';
import * as service from './agents.service';
import { agentsConsoleRoutes } from './console.routes';
import * as declaration from './declaration.service';
import * as report from './team-report.service';

const tags = ['agents'];
const adminTags = ['admin'];
const security = [{ admin: [] }];
const api = (path: string) => `/app-api${path}`;

/**
 * Who may use the agent calls: a logged-in formal member (trial accounts hear 试玩账户无法进行该
 * 操作) flagged isDl (else 仅代理可访问). Which users it may touch is checked in the service
 * (requireOwnDownline): its own subtree only.
 */
async function requireAgentMember(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireFormalMember(request);
  if (!user.isDl) throw new AppError(ErrorCode.FORBIDDEN, { message: msg.agentOnly });
  return user;
}

/** Agents (issue 14): downline, rebates, invite links, team reports, the declaration page. */
export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(agentsConsoleRoutes);
  app.get(
    api(AGENT_PATHS.rebateRange),
    { schema: { tags, summary: '下级返点范围', querystring: rebateRangeQuerySchema, response: { 200: envelopeSchema(rebateRangeSchema) } } },
    async (request) => ok(await service.rebateRange(app.pool, await requireAgentMember(request), request.query.userId)),
  );

  app.post(
    api(AGENT_PATHS.updateSubRebate),
    { schema: { tags, summary: '修改下级返点（审计）', body: updateSubRebateBodySchema, response: { 200: envelopeSchema(updateSubRebateSchema) } } },
    async (request) => {
      const agent = await requireAgentMember(request);
      return ok(await service.updateSubRebate(app.pool, agent, request.body.userId, request.body.rebate, request.ip), agentMsg.updateSuccess);
    },
  );

  app.post(
    api(AGENT_PATHS.addSubUser),
    { schema: { tags, summary: '添加下级（会员或代理）', body: addSubUserBodySchema, response: { 200: envelopeSchema(addSubUserSchema) } } },
    async (request) => {
      const agent = await requireAgentMember(request);
      const ctx = { pool: app.pool, scryptLogN: app.config.scryptLogN };
      return ok(await service.addSubUser(ctx, agent, request.body, request.ip), agentMsg.addSuccess);
    },
  );

  app.get(
    api(AGENT_PATHS.subUsers),
    { schema: { tags, summary: '下级用户列表', querystring: subUsersQuerySchema, response: { 200: envelopeSchema(subUsersSchema) } } },
    async (request) => ok(await service.querySubUsers(app.pool, await requireAgentMember(request), request.query)),
  );

  app.get(
    api(AGENT_PATHS.memberInfo),
    { schema: { tags, summary: '下级用户详情', querystring: memberInfoQuerySchema, response: { 200: envelopeSchema(memberInfoSchema) } } },
    async (request) => ok(await service.memberInformation(app.pool, await requireAgentMember(request), request.query.userId)),
  );

  app.get(
    api(AGENT_PATHS.teamRws),
    { schema: { tags, summary: '团队总览', querystring: teamReportQuerySchema, response: { 200: envelopeSchema(teamRwsSchema) } } },
    async (request) => ok(await report.teamRws(app.pool, await requireAgentMember(request), request.query)),
  );

  app.get(
    api(AGENT_PATHS.teamDaily),
    { schema: { tags, summary: '团队每日数据（图表）', querystring: teamReportQuerySchema, response: { 200: envelopeSchema(teamDailySchema) } } },
    async (request) => ok(await report.teamDaily(app.pool, await requireAgentMember(request), request.query)),
  );

  app.post(
    api(AGENT_PATHS.createLink),
    { schema: { tags, summary: '创建推广链接（表单）', body: createLinkBodySchema, response: { 200: envelopeSchema(linkSchema) } } },
    async (request) => ok(await service.createLink(app.pool, await requireAgentMember(request), request.body), agentMsg.createSuccess),
  );

  app.post(
    api(AGENT_PATHS.updateLink),
    {
      schema: {
        tags,
        summary: '修改推广链接（表单，?id=）',
        querystring: updateLinkQuerySchema,
        body: updateLinkBodySchema.nullish(),
        response: { 200: envelopeSchema(linkSchema) },
      },
    },
    async (request) => {
      const agent = await requireAgentMember(request);
      return ok(await service.updateLink(app.pool, agent, request.query.id, request.body ?? {}), agentMsg.updateSuccess);
    },
  );

  app.post(
    api(AGENT_PATHS.removeLink),
    { schema: { tags, summary: '删除推广链接（表单 id）', body: removeLinkBodySchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.removeLink(app.pool, await requireAgentMember(request), request.body.id);
      return ok(null, agentMsg.removeSuccess);
    },
  );

  app.get(
    api(AGENT_PATHS.linkPage),
    { schema: { tags, summary: '推广链接列表', querystring: linkPageQuerySchema, response: { 200: envelopeSchema(linkPageSchema) } } },
    async (request) => ok(await service.pageLinks(app.pool, await requireAgentMember(request), request.query.page, request.query.rows)),
  );

  app.get(
    api(AGENT_PATHS.linkInfo),
    { schema: { tags, summary: '推广链接详情', querystring: linkInfoQuerySchema, response: { 200: envelopeSchema(linkSchema) } } },
    async (request) => ok(await service.linkInfo(app.pool, await requireAgentMember(request), request.query.id)),
  );

  app.get(
    api(AGENT_PATHS.agentByCode),
    {
      schema: {
        tags,
        summary: '按推广码查询代理（公开；推广链接计一次访问）',
        querystring: agentByCodeQuerySchema,
        response: { 200: envelopeSchema(agentByCodeSchema) },
      },
    },
    async (request) => ok(await service.agentByCode(app.pool, await app.companyId(), request.query.code)),
  );

  app.get(
    AGENT_PATHS.declarationPage,
    { schema: { tags, summary: '代理说明页面（HTML）' } },
    async (_request, reply) => {
      const d = await declaration.declaration(app.pool, await app.companyId());
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(declaration.declarationPage(d));
    },
  );

  app.get(
    api(AGENT_PATHS.adminDeclaration),
    { schema: { tags: adminTags, summary: '代理说明（运营）', security, response: { 200: envelopeSchema(declarationSchema) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await declaration.declaration(app.pool, await app.companyId()));
    },
  );

  app.put(
    api(AGENT_PATHS.adminDeclaration),
    {
      schema: { tags: adminTags, summary: '修改代理说明（审计）', security, body: declarationBodySchema, response: { 200: envelopeSchema(declarationSchema) } },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return ok(await declaration.saveDeclaration(app.pool, await app.companyId(), actor, request.ip, request.body));
    },
  );

  app.post(
    api(AGENT_PATHS.adminAgent),
    { schema: { tags: adminTags, summary: '设置代理与返点（审计）', security, body: adminAgentBodySchema, response: { 200: envelopeSchema(adminAgentSchema) } } },
    async (request) => {
      const actor = requireAdmin(request);
      return ok(await service.adminSetAgent(app.pool, actor, request.ip, request.body));
    },
  );
};
