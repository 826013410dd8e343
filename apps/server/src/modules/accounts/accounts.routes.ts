import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MSG,
  adminKickSchema,
  ErrorCode,
  adminResetFlagBodySchema,
  adminUserParamsSchema,
  bankIdBodySchema,
  bankListSchema,
  cashPasswordBodySchema,
  chatThemeColorBodySchema,
  checkUniqueQuerySchema,
  checkUniqueSchema,
  emptyEnvelope,
  envelopeSchema,
  loginBodySchema,
  loginLimitQuerySchema,
  loginLimitSchema,
  modifyUserInfoBodySchema,
  passwordChangedSchema,
  profileSchema,
  pushMessageIdQuerySchema,
  pushMessageListSchema,
  pushMessageQuerySchema,
  REG_MSG,
  registerBodySchema,
  regTestQuerySchema,
  tokenPairSchema,
  updateBankBodySchema,
  updateFundPwdBodySchema,
  updatePasswordBodySchema,
  updatePasswordByAccountBodySchema,
  vCodeQuerySchema,
  type RegisterBody,
} from '@sixmark/shared';
import { requireAdmin } from '../../lib/admin';
import { allowEmptyJsonBody } from '../../lib/empty-body';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { accessTokenOf, formalMemberFirst, requireFormalMember, requireLogin } from '../../plugins/auth';
import * as service from './accounts.service';
import { clientIdOr, createCaptcha } from './captcha';

const TAGS = ['accounts'];

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

const clientOf = (request: FastifyRequest): service.ClientInfo => ({
  ip: request.ip,
  userAgent: headerOf(request, 'user-agent') ?? '',
  clientId: headerOf(request, 'x-client-id'),
});

/** Registration fields a link may carry in its query string (everything but the secrets). */
const registerQuerySchema = registerBodySchema.omit({ password: true, confirmPassword: true, fundPwd: true });
type RegisterQuery = z.infer<typeof registerQuerySchema>;

/** Registration takes form fields and (non-secret) query parameters; a non-empty body field wins. */
const mergeRegistration = (query: RegisterQuery, body: RegisterBody | null | undefined): RegisterBody => {
  const merged: Record<string, unknown> = { password: '', ...query };
  for (const [k, v] of Object.entries(body ?? {})) if (v !== undefined && v !== '') merged[k] = v;
  return merged as RegisterBody;
};

/** Query parameter names that would carry a password (login, fund or card password). */
const SECRET_PARAM = /pass|pwd/i;

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: service.Ctx = { pool: app.pool, bus: app.bus, scryptLogN: app.config.scryptLogN };

  // Passwords travel in the body only: a URL is written to access logs, proxies and history.
  app.addHook('onRequest', async (request) => {
    const q = request.url.indexOf('?');
    if (q === -1) return;
    for (const name of new URLSearchParams(request.url.slice(q + 1)).keys()) {
      if (SECRET_PARAM.test(name)) throw new AppError(ErrorCode.SECRET_IN_QUERY);
    }
  });

  app.post(
    '/app-api/v/user/login',
    {
      schema: {
        tags: TAGS,
        summary: '登录（表单或 JSON）',
        body: loginBodySchema,
        response: { 200: envelopeSchema(tokenPairSchema) },
      },
    },
    async (request) => {
      const companyId = await app.companyIdOf(request.body.companyCode);
      return ok(await service.login(ctx, companyId, request.body, clientOf(request)), ACCOUNT_MSG.loginSuccess);
    },
  );

  app.get(
    '/app-api/v/user/loginLimit',
    {
      schema: {
        tags: TAGS,
        summary: '登录限制（vCode = 1 时需要验证码）',
        querystring: loginLimitQuerySchema,
        response: { 200: envelopeSchema(loginLimitSchema) },
      },
    },
    async (request) => {
      const companyId = (await app.companyIdOf(request.query.companyCode)) ?? (await app.companyId());
      return ok(await service.loginLimit(ctx, companyId, request.query.account?.trim(), request.ip));
    },
  );

  app.get(
    '/app-api/v/user/logout',
    { schema: { tags: TAGS, summary: '退出登录', response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.logout(ctx, accessTokenOf(request));
      return ok(null, ACCOUNT_MSG.logoutSuccess);
    },
  );

  app.post(
    '/app-api/v/user/reg',
    {
      schema: {
        tags: TAGS,
        summary: '注册（表单；非密码字段亦接受查询参数，密码只在正文中；password 为明文，经 HTTPS 传输）',
        querystring: registerQuerySchema,
        body: registerBodySchema.nullish(),
        response: { 200: envelopeSchema(tokenPairSchema) },
      },
    },
    async (request) => {
      const input = mergeRegistration(request.query, request.body);
      const companyId = await app.companyIdOf(input.companyCode);
      return ok(await service.register(ctx, companyId, input, clientOf(request)), REG_MSG.success);
    },
  );

  app.get(
    '/app-api/v/user/regTest',
    {
      schema: {
        tags: TAGS,
        summary: '试玩账户（TEST，2000 元试玩金）',
        querystring: regTestQuerySchema,
        response: { 200: envelopeSchema(tokenPairSchema) },
      },
    },
    async (request) => {
      const companyId = await app.companyIdOf(request.query.companyCode);
      return ok(await service.registerTrial(ctx, companyId, clientOf(request)));
    },
  );

  app.get(
    '/app-api/v/vCode',
    {
      schema: {
        tags: TAGS,
        summary: '验证码图片（SVG）；应答头 x-client-id 为验证码标识，登录/注册时带回',
        querystring: vCodeQuerySchema,
      },
    },
    async (request, reply) => {
      const clientId = clientIdOr(request.query.clientId ?? headerOf(request, 'x-client-id'));
      const svg = await createCaptcha(app.pool, clientId, request.query.m === 'reg' ? 'reg' : 'login');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'no-store')
        .header('x-client-id', clientId)
        .send(svg);
    },
  );

  app.get(
    '/app-api/v/user/checkUnique',
    {
      schema: {
        tags: TAGS,
        summary: '账号是否可用',
        querystring: checkUniqueQuerySchema,
        response: { 200: envelopeSchema(checkUniqueSchema) },
      },
    },
    async (request) =>
      ok(await service.checkUnique(ctx, await app.companyIdOf(request.query.companyCode), request.query.account)),
  );

  app.get(
    '/app-api/api/user/info',
    { schema: { tags: TAGS, summary: '个人资料', response: { 200: envelopeSchema(profileSchema) } } },
    async (request) => {
      const user = await requireLogin(request);
      return ok(await service.profile(ctx, user.id));
    },
  );

  // `/api/v2/uservip/rules` is served by modules/bonus from the operator's VIP level table.

  app.post(
    '/app-api/api/user/updatePassword',
    {
      schema: {
        tags: TAGS,
        summary: '修改登录密码（所有会话随即失效，需重新登录）',
        body: updatePasswordBodySchema,
        response: { 200: envelopeSchema(passwordChangedSchema) },
      },
    },
    async (request) => {
      const user = await requireLogin(request);
      return ok(await service.updatePassword(ctx, user.id, request.body), ACCOUNT_MSG.passwordChanged);
    },
  );

  app.post(
    '/app-api/api/user/updatePasswordByAccount',
    {
      schema: {
        tags: TAGS,
        summary: '以账号与原密码修改登录密码',
        body: updatePasswordByAccountBodySchema,
        response: { 200: envelopeSchema(passwordChangedSchema) },
      },
    },
    async (request) => {
      const companyId = await app.companyIdOf(request.body.companyCode);
      const data = await service.updatePasswordByAccount(ctx, companyId, request.body, clientOf(request));
      return ok(data, ACCOUNT_MSG.passwordChanged);
    },
  );

  app.post(
    '/app-api/api/user/updateFundPwd',
    {
      onRequest: formalMemberFirst,
      schema: {
        tags: TAGS,
        summary: '设置（登录密码）或修改（原资金密码）资金密码',
        body: updateFundPwdBodySchema,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const user = await requireFormalMember(request);
      await service.updateFundPassword(ctx, user.id, request.body);
      return ok(null, ACCOUNT_MSG.fundPwdSet);
    },
  );

  app.post(
    '/app-api/v/user/check/cashPassword',
    {
      onRequest: formalMemberFirst,
      schema: { tags: TAGS, summary: '校验资金密码', body: cashPasswordBodySchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      const user = await requireFormalMember(request);
      await service.checkCashPassword(ctx, user.id, request.body.cashPassword);
      return ok(null);
    },
  );

  app.get(
    '/app-api/api/user/banks',
    { onRequest: formalMemberFirst, schema: { tags: TAGS, summary: '银行卡列表', response: { 200: envelopeSchema(bankListSchema) } } },
    async (request) => {
      const user = await requireFormalMember(request);
      return ok(await service.listBanks(ctx, user.id));
    },
  );

  app.post(
    '/app-api/api/user/updateBank',
    {
      onRequest: formalMemberFirst,
      schema: {
        tags: TAGS,
        summary: '添加（无 id）或修改银行卡',
        body: updateBankBodySchema,
        response: { 200: envelopeSchema(bankListSchema) },
      },
    },
    async (request) => {
      const user = await requireFormalMember(request);
      return ok(await service.saveBank(ctx, user.id, request.body));
    },
  );

  app.post(
    '/app-api/api/user/removeBank',
    {
      onRequest: formalMemberFirst,
      schema: { tags: TAGS, summary: '删除银行卡', body: bankIdBodySchema, response: { 200: envelopeSchema(bankListSchema) } },
    },
    async (request) => {
      const user = await requireFormalMember(request);
      return ok(await service.removeBank(ctx, user.id, request.body.id, request.body.cashPassword));
    },
  );

  app.post(
    '/app-api/api/user/modifyUserInfo',
    {
      schema: { tags: TAGS, summary: '修改个人资料', body: modifyUserInfoBodySchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      const user = await requireLogin(request);
      await service.modifyUserInfo(ctx, user.id, request.body);
      return ok(null);
    },
  );

  app.post(
    '/app-api/api/v2/user/update/chat-theme-color',
    {
      schema: {
        tags: TAGS,
        summary: '聊天主题颜色（八种之一）',
        body: chatThemeColorBodySchema,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const user = await requireLogin(request);
      await service.setChatThemeColor(ctx, user.id, request.body.chatThemeColor);
      return ok(null);
    },
  );

  app.get(
    '/app-api/api/pushMessage/queryAll',
    {
      schema: {
        tags: TAGS,
        summary: '站内消息列表',
        querystring: pushMessageQuerySchema,
        response: { 200: envelopeSchema(pushMessageListSchema) },
      },
    },
    async (request) => {
      const user = await requireLogin(request);
      return ok(await service.pushMessages(ctx, user.id, request.query.page, request.query.rows));
    },
  );

  app.get(
    '/app-api/api/pushMessage/modifyReadStatus',
    {
      schema: { tags: TAGS, summary: '标记已读', querystring: pushMessageIdQuerySchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      const user = await requireLogin(request);
      await service.readPushMessage(ctx, user.id, request.query.id);
      return ok(null);
    },
  );

  app.get(
    '/app-api/api/pushMessage/remove',
    {
      schema: { tags: TAGS, summary: '删除消息', querystring: pushMessageIdQuerySchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      const user = await requireLogin(request);
      await service.removePushMessage(ctx, user.id, request.query.id);
      return ok(null);
    },
  );

  // Operator actions: their body is optional, and tools send them with an empty JSON body.
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    allowEmptyJsonBody(admin);
    admin.post(
      '/app-api/admin/users/:id/kick',
      {
        schema: {
          tags: ['admin'],
          summary: '强制下线（吊销该用户全部令牌）',
          params: adminUserParamsSchema,
          response: { 200: envelopeSchema(adminKickSchema) },
        },
      },
      async (request) => {
        const operator = { actor: requireAdmin(request), ip: request.ip };
        const revoked = await service.kickUser(ctx, operator, request.params.id);
        return ok({ revoked });
      },
    );

    admin.post(
      '/app-api/admin/users/:id/reset-password-flag',
      {
        schema: {
          tags: ['admin'],
          summary: '要求用户重置密码（登录时返回 UC/RESET_PASSWORD 与此信息）',
          params: adminUserParamsSchema,
          body: adminResetFlagBodySchema.nullish(),
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        const operator = { actor: requireAdmin(request), ip: request.ip };
        const message = request.body?.message || ACCOUNT_MSG.resetPasswordDefault;
        await service.flagResetPassword(ctx, operator, request.params.id, message);
        return ok(null);
      },
    );
  });
};
