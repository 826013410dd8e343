import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAgentChildrenQuerySchema,
  adminAgentLinkRowSchema,
  adminAgentLinksQuerySchema,
  adminAgentMoveBodySchema,
  adminAgentMoveSchema,
  AGENT_PATHS,
  adminAgentNodeSchema,
  adminAgentReportQuerySchema,
  adminPageOf,
  envelopeSchema,
  teamDailySchema,
  teamRwsSchema,
} from '@sixmark/shared';
import { z } from 'zod';
import { requireAdmin } from '../../lib/admin';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { AuthUser } from '../../plugins/auth';
import * as repo from './agents.repo';
import { adminMoveUser } from './agents.service';
import * as report from './team-report.service';

const TAGS = ['admin'];
const security = [{ admin: [] }];

/**
 * The console's agent reads (issue 15): the tree one level at a time (server-paged children),
 * an agent's invite links, and its team report (the member-facing queryTeamRws/queryTeamDaily
 * computed for the chosen agent).
 */
export const agentsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-api/admin/agents/children',
    { schema: { tags: TAGS, summary: '代理树：直属下级（分页）', security, querystring: adminAgentChildrenQuerySchema, response: { 200: envelopeSchema(adminPageOf(adminAgentNodeSchema)) } } },
    async (request) => {
      requireAdmin(request);
      const companyId = await app.companyId();
      const { parentId, account, page, rows } = request.query;
      // Top level: users without a parent that are agents or have a downline; else the parent's direct children.
      const where =
        parentId === undefined
          ? `WHERE u.company_id = $1 AND u.parent_id IS NULL AND ($2::bigint IS NULL) AND ($3::text IS NULL OR u.account = $3)
               AND (u.is_dl OR EXISTS (SELECT 1 FROM users c WHERE c.parent_id = u.id))`
          : `WHERE u.company_id = $1 AND u.parent_id = $2 AND ($3::text IS NULL OR u.account = $3)`;
      const params = [companyId, parentId ?? null, account?.trim() || null];
      const [list, count] = await Promise.all([
        app.pool.query(
          `SELECT u.id, u.account, u.is_dl, u.type, u.rebate::float8 AS rebate, u.parent_id, cardinality(u.agent_path) AS depth, u.created_at,
                  (SELECT count(*) FROM users c WHERE c.parent_id = u.id) AS child_count,
                  (SELECT count(*) FROM users c WHERE c.agent_path @> ARRAY[u.id]) AS team_count
             FROM users u ${where} ORDER BY u.is_dl DESC, u.id LIMIT $4 OFFSET $5`,
          [...params, rows, (page - 1) * rows],
        ),
        app.pool.query<{ n: string }>(`SELECT count(*) AS n FROM users u ${where}`, params),
      ]);
      return ok({
        items: list.rows.map((r) => ({
          id: Number(r.id),
          account: r.account,
          isDl: r.is_dl,
          type: r.type,
          rebate: r.rebate,
          parentId: r.parent_id === null ? null : Number(r.parent_id),
          depth: r.depth,
          childCount: Number(r.child_count),
          teamCount: Number(r.team_count),
          createdAt: (r.created_at as Date).toISOString(),
        })),
        total: Number(count.rows[0]!.n),
      });
    },
  );

  app.get(
    '/app-api/admin/agents/links',
    { schema: { tags: TAGS, summary: '代理的推广链接（含已删除）', security, querystring: adminAgentLinksQuerySchema, response: { 200: envelopeSchema(adminPageOf(adminAgentLinkRowSchema)) } } },
    async (request) => {
      requireAdmin(request);
      const { agentId, page, rows } = request.query;
      const params = [await app.companyId(), agentId];
      const [list, count] = await Promise.all([
        app.pool.query(
          `SELECT id, code, user_type, rebate::float8 AS rebate, remark, visit_count, regist_count, removed_at, created_at
             FROM agent_links WHERE company_id = $1 AND agent_id = $2 ORDER BY id DESC LIMIT $3 OFFSET $4`,
          [...params, rows, (page - 1) * rows],
        ),
        app.pool.query<{ n: string }>('SELECT count(*) AS n FROM agent_links WHERE company_id = $1 AND agent_id = $2', params),
      ]);
      return ok({
        items: list.rows.map((r) => ({
          id: Number(r.id),
          code: r.code,
          userType: r.user_type,
          rebate: r.rebate,
          remark: r.remark,
          visitCount: r.visit_count,
          registCount: r.regist_count,
          removed: r.removed_at !== null,
          createdAt: (r.created_at as Date).toISOString(),
        })),
        total: Number(count.rows[0]!.n),
      });
    },
  );

  /** The agent as the team-report service's caller: its own team, nothing else. */
  async function asAgent(companyId: number, agentId: number): Promise<AuthUser> {
    const u = await repo.findUser(app.pool, agentId);
    if (!u || u.companyId !== companyId) throw notFound();
    return { id: u.id, companyId: u.companyId, account: u.account, type: u.type, isDl: u.isDl, tokenId: 0 };
  }

  app.get(
    '/app-api/admin/agents/report',
    {
      schema: {
        tags: TAGS,
        summary: '代理团队报表（汇总与每日）',
        security,
        querystring: adminAgentReportQuerySchema,
        response: { 200: envelopeSchema(z.object({ summary: teamRwsSchema, daily: teamDailySchema })) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const agent = await asAgent(await app.companyId(), request.query.agentId);
      const range = { beginDate: request.query.beginDate, endDate: request.query.endDate };
      const [summary, daily] = await Promise.all([report.teamRws(app.pool, agent, range), report.teamDaily(app.pool, agent, range)]);
      return ok({ summary, daily });
    },
  );

  app.post(
    `/app-api${AGENT_PATHS.adminMove}`,
    {
      schema: {
        tags: TAGS,
        summary: '转移上级（连同整个下级团队，留审计）',
        security,
        body: adminAgentMoveBodySchema,
        response: { 200: envelopeSchema(adminAgentMoveSchema) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return ok(await adminMoveUser(app.pool, await app.companyId(), actor, request.ip, request.body));
    },
  );
};
