import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminChatRoomRowSchema, adminClassGroupRowSchema, adminMuteRowSchema, adminMutesQuerySchema, adminPageOf, envelopeSchema } from '@sixmark/shared';
import { requireAdmin } from '../../lib/admin';
import { ok } from '../../lib/reply';

const TAGS = ['admin'];
const security = [{ admin: [] }];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The console's chat lists (issue 15): rooms with their settings, class groups, mutes. Read only. */
export const chatConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-api/admin/chat/rooms',
    { schema: { tags: TAGS, summary: '聊天室列表（公开房间，含慢速模式与发言设置）', security, response: { 200: envelopeSchema(z.array(adminChatRoomRowSchema)) } } },
    async (request) => {
      requireAdmin(request);
      const { rows } = await app.pool.query(
        `SELECT r.id, r.kind, r.class_group_id, r.name, r.sec_per_mess, r.enable_chat, r.status, r.game_id,
                (SELECT count(*) FROM chat_room_members m WHERE m.room_id = r.id) AS members
           FROM chat_rooms r WHERE r.company_id = $1 AND r.kind = 'public' ORDER BY r.sort_order, r.id LIMIT 500`,
        [await app.companyId()],
      );
      return ok(
        rows.map((r) => ({
          room_id: r.id,
          kind: r.kind,
          class_group_id: r.class_group_id,
          name: r.name,
          sec_per_mess: r.sec_per_mess,
          enable_chat: r.enable_chat,
          status: r.status,
          game_id: r.game_id,
          members: Number(r.members),
        })),
      );
    },
  );

  app.get(
    '/app-api/admin/chat/class-groups',
    { schema: { tags: TAGS, summary: '聊天室分组列表', security, response: { 200: envelopeSchema(z.array(adminClassGroupRowSchema)) } } },
    async (request) => {
      requireAdmin(request);
      const { rows } = await app.pool.query(
        `SELECT g.id, g.name, g.sort_order, g.enabled, (SELECT count(*) FROM chat_rooms r WHERE r.class_group_id = g.id) AS rooms
           FROM chat_class_groups g WHERE g.company_id = $1 ORDER BY g.sort_order, g.id`,
        [await app.companyId()],
      );
      return ok(rows.map((r) => ({ id: r.id, name: r.name, sort_order: r.sort_order, enabled: r.enabled, rooms: Number(r.rooms) })));
    },
  );

  app.get(
    '/app-api/admin/chat/mutes',
    { schema: { tags: TAGS, summary: '禁言列表', security, querystring: adminMutesQuerySchema, response: { 200: envelopeSchema(adminPageOf(adminMuteRowSchema)) } } },
    async (request) => {
      requireAdmin(request);
      const { status, page, rows: size } = request.query;
      const where = `FROM chat_mutes m LEFT JOIN chat_rooms r ON r.id = m.room_id LEFT JOIN users u ON u.id = m.user_id
        WHERE m.company_id = $1 AND ($2::boolean = false OR (m.lifted_at IS NULL AND m.until > now()))`;
      const params = [await app.companyId(), status === 'active'];
      const [list, count] = await Promise.all([
        app.pool.query(
          `SELECT m.id, m.room_id, r.name AS room_name, m.user_id, m.guest_id, u.account, m.until, m.reason, m.created_by, m.created_at, m.lifted_at
           ${where} ORDER BY m.id DESC LIMIT $3 OFFSET $4`,
          [...params, size, (page - 1) * size],
        ),
        app.pool.query<{ n: string }>(`SELECT count(*) AS n ${where}`, params),
      ]);
      return ok({
        items: list.rows.map((m) => ({
          id: Number(m.id),
          room_id: m.room_id,
          room_name: m.room_name,
          user_id: m.user_id === null ? null : Number(m.user_id),
          guest_id: m.guest_id === null ? null : Number(m.guest_id),
          account: m.account,
          until: iso(m.until)!,
          reason: m.reason,
          created_by: m.created_by,
          created_at: iso(m.created_at)!,
          lifted_at: iso(m.lifted_at),
        })),
        total: Number(count.rows[0]!.n),
      });
    },
  );
};
