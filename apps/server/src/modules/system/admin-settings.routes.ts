import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, settingsGroupParams, SETTINGS_SCHEMAS, type SettingsGroup, type SettingsValues } from '@sixmark/shared';
import { audit, requireAdmin } from '../../lib/admin';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { withTransaction } from '../../lib/tx';
import { SETTINGS_GROUP_TAGS, lockGroup, readGroup, writeGroup } from './admin-settings.service';

const tags = ['admin'];

/**
 * Operator console (issue 15): the site settings the member app reads from static JSON, one
 * typed group per call. A PUT replaces the group (validated by its schema in
 * packages/shared/src/api/admin-settings.ts), writes the audit row with before/after in the same
 * transaction, then invalidates the static-JSON tags of the files built from it.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-api/admin/settings/:group',
    {
      schema: {
        tags,
        summary: '站点设置（按分组）',
        params: settingsGroupParams,
        response: { 200: envelopeSchema(z.record(z.string(), z.unknown())) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok(await readGroup(app.pool, await app.companyId(), request.params.group));
    },
  );

  app.put(
    '/app-api/admin/settings/:group',
    {
      schema: {
        tags,
        summary: '修改站点设置（整组替换，留审计，刷新会员端配置文件）',
        params: settingsGroupParams,
        // Each group has its own schema: the body is checked below, after the group is known.
        body: z.record(z.string(), z.unknown()),
        response: { 200: envelopeSchema(z.record(z.string(), z.unknown())) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const group: SettingsGroup = request.params.group;
      const parsed = SETTINGS_SCHEMAS[group].safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const path = issue?.path.length ? `${issue.path.join('.')}：` : '';
        throw badRequest(`${path}${issue?.message ?? '参数错误'}`);
      }
      const input = parsed.data as SettingsValues[typeof group];
      const companyId = await app.companyId();
      const after = await withTransaction(app.pool, async (db) => {
        await lockGroup(db, companyId, group);
        const before = await readGroup(db, companyId, group);
        await writeGroup(db, companyId, group, input);
        const next = await readGroup(db, companyId, group);
        await audit(db, {
          actor,
          action: 'settings.update',
          targetType: 'settings',
          targetId: group,
          detail: { before, after: next },
          ip: request.ip,
        });
        return next;
      });
      if (SETTINGS_GROUP_TAGS[group].length) await app.staticJson.invalidate(...SETTINGS_GROUP_TAGS[group]);
      if (group === 'chat') await app.modules.chat.invalidate(companyId, 'config');
      return ok(after);
    },
  );
};
