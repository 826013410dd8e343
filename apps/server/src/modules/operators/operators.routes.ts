import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorCode,
  OPERATOR_PATHS,
  adjustDecisionBodySchema,
  adjustRequestParams,
  adjustRequestSchema,
  adjustRequestsQuerySchema,
  adjustRequestsSchema,
  auditListSchema,
  auditQuerySchema,
  changePasswordBodySchema,
  dashboardSchema,
  emptyEnvelope,
  envelopeSchema,
  hasPermission,
  idInt,
  milliToYuan,
  operatorCreateBodySchema,
  operatorCreatedSchema,
  operatorMeSchema,
  operatorPasswordResetSchema,
  operatorRowSchema,
  operatorSessionSchema,
  operatorSettingsBodySchema,
  operatorSettingsSchema,
  operatorUpdateBodySchema,
  signInBodySchema,
  signInResultSchema,
  signInsQuerySchema,
  signInsSchema,
  totpConfirmBodySchema,
  totpEnrolResultSchema,
  yuanToMilli,
} from '@sixmark/shared';
import type { OperatorIdentity } from '../../lib/admin';
import { allowEmptyJsonBody } from '../../lib/empty-body';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { timeZoneOf } from '../system';
import { approvalThreshold, decideAdjust, listAdjustRequests, setApprovalThreshold } from '../wallet';
import { auditCsv, listAudit } from './audit.service';
import { dashboard } from './dashboard.service';
import type { OperatorsDeps } from './operators.service';
import * as svc from './operators.service';
import * as repo from './operators.repo';

const api = (path: string) => `/app-api${path}`;
const tags = ['admin'];
const security = [{ admin: [] }];
const idParams = z.object({ id: idInt() });
const sessionParams = z.object({ id: idInt(), sessionId: idInt() });

/**
 * The caller resolved by the access hook (which already refused everyone else); unlike
 * requireAdmin it lets an enrol-only session through, for the routes that enrol TOTP.
 */
const operatorOf = (request: FastifyRequest): OperatorIdentity => {
  if (!request.operator) throw new AppError(ErrorCode.ADMIN_UNAUTHORIZED);
  return request.operator;
};
const callerOf = (request: FastifyRequest): svc.Caller => ({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

/** Operator console API (docs/operators.md). Access is checked by the access hook's route table. */
export const operatorsRoutes: FastifyPluginAsyncZod<{ deps: OperatorsDeps }> = async (app, { deps }) => {
  allowEmptyJsonBody(app);
  const tz = async () => timeZoneOf(app.pool, await app.companyId());

  // Sign-in attempts have their own lockout; the general per-address budget still applies.
  app.post(
    api(OPERATOR_PATHS.signIn),
    { schema: { tags, summary: '运营登录（密码 + 动态验证码）', body: signInBodySchema, response: { 200: envelopeSchema(signInResultSchema) } } },
    async (request) => ok(await svc.signIn(deps, request.body, callerOf(request))),
  );
  app.get(api(OPERATOR_PATHS.me), { schema: { tags, summary: '当前运营账号', security, response: { 200: envelopeSchema(operatorMeSchema) } } }, async (request) =>
    ok(svc.meOf(operatorOf(request))),
  );
  app.post(api(OPERATOR_PATHS.signOut), { schema: { tags, summary: '退出登录', security, response: { 200: emptyEnvelope } } }, async (request) => {
    await svc.signOut(app.pool, operatorOf(request), request.ip);
    return ok(null);
  });
  app.post(
    api(OPERATOR_PATHS.changePassword),
    { schema: { tags, summary: '修改密码', security, body: changePasswordBodySchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await svc.changePassword(deps, operatorOf(request), request.body, request.ip);
      return ok(null);
    },
  );
  app.post(
    api(OPERATOR_PATHS.totpEnrol),
    { schema: { tags, summary: '绑定动态验证码：生成密钥', security, response: { 200: envelopeSchema(totpEnrolResultSchema) } } },
    async (request) => ok(await svc.enrolTotp(app.pool, operatorOf(request), request.ip)),
  );
  app.post(
    api(OPERATOR_PATHS.totpConfirm),
    { schema: { tags, summary: '绑定动态验证码：确认', security, body: totpConfirmBodySchema, response: { 200: envelopeSchema(operatorMeSchema) } } },
    async (request) => ok(await svc.confirmTotp(app.pool, operatorOf(request), request.body.code, request.ip)),
  );
  app.get(
    api(OPERATOR_PATHS.sessions),
    { schema: { tags, summary: '我的登录会话', security, response: { 200: envelopeSchema(z.array(operatorSessionSchema)) } } },
    async (request) => ok(await svc.listSessions(app.pool, operatorOf(request))),
  );
  app.post(
    api(OPERATOR_PATHS.revokeSession),
    { schema: { tags, summary: '注销会话', security, params: idParams, response: { 200: emptyEnvelope } } },
    async (request) => {
      await svc.revokeOwnSession(app.pool, operatorOf(request), request.params.id, request.ip);
      return ok(null);
    },
  );
  app.get(
    api(OPERATOR_PATHS.signIns),
    { schema: { tags, summary: '登录记录', security, querystring: signInsQuerySchema, response: { 200: envelopeSchema(signInsSchema) } } },
    async (request) => {
      const op = operatorOf(request);
      const wanted = request.query.operatorId ?? op.id;
      if (wanted !== op.id && !hasPermission(op.role, 'operators')) throw new AppError(ErrorCode.OPERATOR_FORBIDDEN);
      return ok(await svc.listSignIns(app.pool, wanted, request.query));
    },
  );

  // ---- operator accounts ----
  app.get(api(OPERATOR_PATHS.operators), { schema: { tags, summary: '运营账号列表', security, response: { 200: envelopeSchema(z.array(operatorRowSchema)) } } }, async () =>
    ok((await repo.listOperators(app.pool)).map(svc.rowOf)),
  );
  app.post(
    api(OPERATOR_PATHS.operators),
    { schema: { tags, summary: '新建运营账号（一次性密码）', security, body: operatorCreateBodySchema, response: { 200: envelopeSchema(operatorCreatedSchema) } } },
    async (request) => ok(await svc.createOperator(app.pool, deps.scryptLogN, request.body, operatorOf(request).actor, request.ip)),
  );
  app.post(
    api(OPERATOR_PATHS.operator),
    { schema: { tags, summary: '修改角色或停用', security, params: idParams, body: operatorUpdateBodySchema, response: { 200: envelopeSchema(operatorRowSchema) } } },
    async (request) => ok(await svc.updateOperator(app.pool, request.params.id, request.body, operatorOf(request).actor, request.ip)),
  );
  app.post(
    api(OPERATOR_PATHS.operatorResetPassword),
    { schema: { tags, summary: '重置密码（一次性密码）', security, params: idParams, response: { 200: envelopeSchema(operatorPasswordResetSchema) } } },
    async (request) => ok(await svc.resetPassword(app.pool, deps.scryptLogN, request.params.id, operatorOf(request).actor, request.ip)),
  );
  app.post(
    api(OPERATOR_PATHS.operatorResetTotp),
    { schema: { tags, summary: '重置动态验证码', security, params: idParams, response: { 200: envelopeSchema(operatorRowSchema) } } },
    async (request) => ok(await svc.resetTotp(app.pool, request.params.id, operatorOf(request).actor, request.ip)),
  );
  app.get(
    api(OPERATOR_PATHS.operatorSessions),
    { schema: { tags, summary: '运营账号的在线会话', security, params: idParams, response: { 200: envelopeSchema(z.array(operatorSessionSchema)) } } },
    async (request) => ok(await svc.operatorSessions(app.pool, request.params.id, operatorOf(request))),
  );
  app.post(
    api(OPERATOR_PATHS.operatorRevokeSession),
    { schema: { tags, summary: '结束运营账号的会话（审计）', security, params: sessionParams, response: { 200: emptyEnvelope } } },
    async (request) => {
      await svc.revokeOperatorSession(app.pool, operatorOf(request), request.params.id, request.params.sessionId, request.ip);
      return ok(null);
    },
  );
  app.get(
    api(OPERATOR_PATHS.operatorSettings),
    { schema: { tags, summary: '运营设置', security, response: { 200: envelopeSchema(operatorSettingsSchema) } } },
    async () => ok({ adjustApprovalThreshold: milliToYuan(await approvalThreshold(app.pool)) }),
  );
  app.post(
    api(OPERATOR_PATHS.operatorSettings),
    { schema: { tags, summary: '修改运营设置（审计）', security, body: operatorSettingsBodySchema, response: { 200: envelopeSchema(operatorSettingsSchema) } } },
    async (request) => {
      await setApprovalThreshold(app.pool, yuanToMilli(request.body.adjustApprovalThreshold), operatorOf(request).actor, request.ip);
      return ok({ adjustApprovalThreshold: milliToYuan(await approvalThreshold(app.pool)) });
    },
  );

  // ---- audit ----
  app.get(
    api(OPERATOR_PATHS.audit),
    { schema: { tags, summary: '审计日志', security, querystring: auditQuerySchema, response: { 200: envelopeSchema(auditListSchema) } } },
    async (request) => ok(await listAudit(app.pool, request.query, await tz())),
  );
  app.get(
    api(OPERATOR_PATHS.auditCsv),
    { schema: { tags, summary: '导出审计日志 CSV', security, querystring: auditQuerySchema } },
    async (request, reply) => {
      const stream = auditCsv(app.pool, request.query, await tz());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(stream);
    },
  );

  // ---- dashboard ----
  app.get(api(OPERATOR_PATHS.dashboard), { schema: { tags, summary: '运营概览', security, response: { 200: envelopeSchema(dashboardSchema) } } }, async () =>
    ok(await dashboard(app.pool, await tz())),
  );

  // ---- four-eyes ----
  app.get(
    api(OPERATOR_PATHS.adjustRequests),
    { schema: { tags, summary: '人工存扣审批列表', security, querystring: adjustRequestsQuerySchema, response: { 200: envelopeSchema(adjustRequestsSchema) } } },
    async (request) => ok(await listAdjustRequests(app.pool, request.query)),
  );
  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      api(decision === 'approve' ? OPERATOR_PATHS.adjustApprove : OPERATOR_PATHS.adjustReject),
      {
        schema: {
          tags,
          summary: decision === 'approve' ? '批准人工存扣（另一位运营）' : '拒绝人工存扣',
          security,
          params: adjustRequestParams,
          body: adjustDecisionBodySchema.nullish(),
          response: { 200: envelopeSchema(adjustRequestSchema) },
        },
      },
      async (request) =>
        ok(
          await decideAdjust(
            app.pool,
            request.params.id,
            decision,
            request.body?.reason ?? '',
            operatorOf(request).actor,
            request.ip,
            await svc.tiesOf(app.pool, operatorOf(request)),
          ),
        ),
    );
  }
};
