import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminNotificationBodySchema,
  adminNotificationResultSchema,
  envelopeSchema,
  notificationPreferencesBodySchema,
  notificationPreferencesResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionResultSchema,
  pushUnsubscribeBodySchema,
} from '@sixmark/shared';
import { audit, requireAdmin } from '../../lib/admin';
import { ok } from '../../lib/reply';
import { withTransaction } from '../../lib/tx';
import { requireFormalMember, requireLogin } from '../../plugins/auth';
import { registerNotifyHub } from './notifications.live';
import * as service from './notifications.service';
import * as push from './push.service';

const tags = ['notifications'];
/** The outbox sender's name in the job runner. */
export const PUSH_JOB = 'push';

/**
 * Notifications (issue 18, docs/notifications.md): member preferences, the member socket
 * `/ws-notify`, Web Push subscriptions and sender, and the operator's messages
 * (`admin/notifications`, audited).
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = await registerNotifyHub(app, { allowedOrigins: app.config.corsOrigins });

  // Web Push: every committed notification asks every process for a drain of the outbox (they
  // share the rows through SKIP LOCKED claims, so one of them sends each message); the
  // schedule picks up retries that came due and leases that expired.
  const vapid = await push.loadVapidKeys(app.pool, app.config);
  const sender = push.createPushSender(app.pool, { vapid, subject: app.config.vapidSubject, log: app.log, network: app.pushNetwork });
  app.jobs.register({
    name: PUSH_JOB,
    schedule: { everyMs: 30_000, firstAfterMs: 0 },
    singleton: false,
    retry: { baseMs: 5_000, maxMs: 5 * 60_000 },
    run: ({ stopping }) => sender.drain(stopping),
  });
  hub.onCommitted(() => app.jobs.trigger(PUSH_JOB));

  const preferences = async (userId: number) => ({
    enabled: await service.preferencesOf(app.pool, userId),
    vapidPublicKey: vapid.publicKey,
  });

  app.get(
    '/app-api/notifications/preferences',
    { schema: { tags, summary: '通知设置', response: { 200: envelopeSchema(notificationPreferencesResponseSchema) } } },
    async (request) => ok(await preferences((await requireLogin(request)).id)),
  );

  app.put(
    '/app-api/notifications/preferences',
    {
      schema: {
        tags,
        summary: '保存通知设置',
        body: notificationPreferencesBodySchema,
        response: { 200: envelopeSchema(notificationPreferencesResponseSchema) },
      },
    },
    async (request) => {
      const user = await requireLogin(request);
      await service.savePreferences(app.pool, user.id, request.body.enabled);
      return ok(await preferences(user.id));
    },
  );

  app.post(
    '/app-api/notifications/push/subscribe',
    {
      schema: {
        tags,
        summary: '开启浏览器推送（登记本浏览器的推送订阅）',
        body: pushSubscriptionBodySchema,
        response: { 200: envelopeSchema(pushSubscriptionResultSchema) },
      },
    },
    async (request) => {
      // A trial account hears 试玩账户无法进行该操作 (browsers of throwaway accounts are not kept).
      const user = await requireFormalMember(request);
      await push.subscribe(app.pool, user, await push.checkSubscription(request.body, app.pushNetwork));
      return ok({ subscribed: true });
    },
  );

  app.post(
    '/app-api/notifications/push/unsubscribe',
    {
      schema: {
        tags,
        summary: '关闭浏览器推送',
        body: pushUnsubscribeBodySchema,
        response: { 200: envelopeSchema(pushSubscriptionResultSchema) },
      },
    },
    async (request) => {
      const user = await requireLogin(request);
      await push.unsubscribe(app.pool, user.id, request.body.endpoint);
      return ok({ subscribed: false });
    },
  );

  app.post(
    '/app-api/admin/notifications',
    {
      schema: {
        tags: ['admin'],
        summary: '发送平台消息（指定会员或全部会员）',
        body: adminNotificationBodySchema,
        response: { 200: envelopeSchema(adminNotificationResultSchema) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const companyId = await app.companyId();
      const { userId, title, content } = request.body;
      const sent = await withTransaction(app.pool, async (tx) => {
        const n =
          userId === undefined
            ? await service.notifyCompany(tx, companyId, { kind: 'operator', title, content })
            : (await tx.query('SELECT 1 FROM users WHERE id = $1 AND company_id = $2', [userId, companyId])).rowCount
              ? await service.notifyMany(tx, [{ userId, kind: 'operator', title, content }])
              : 0;
        await audit(tx, {
          actor,
          action: 'notifications.send',
          targetType: userId === undefined ? 'company' : 'user',
          targetId: userId ?? companyId,
          detail: { title, content, sent: n },
          ip: request.ip,
        });
        return n;
      });
      return ok({ sent });
    },
  );
};
