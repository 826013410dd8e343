import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSocialMsg } from '@sixmark/shared';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mutedUntil } from './chat.repo';

// Lifting mutes by the mute's id (the console's list) or by the guest identity: guests have no member id.
let t: TestApp;
let companyId: number;
let room: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = await t.app.companyId();
  room = (await t.pool.query<{ id: number }>(`INSERT INTO chat_rooms (company_id, kind, name) VALUES ($1, 'public', '解禁测试') RETURNING id`, [companyId])).rows[0]!.id;
});
afterAll(async () => t.close());

const lift = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/app-api/admin/chat/mutes/lift', headers: { 'x-admin-token': t.app.config.adminToken, 'x-admin-name': 'ops' }, payload });
async function muteRow(who: { userId?: number; guestId?: number }, roomId: number | null): Promise<number> {
  const { rows } = await t.pool.query<{ id: string }>(
    `INSERT INTO chat_mutes (company_id, room_id, user_id, guest_id, until, reason, created_by) VALUES ($1, $2, $3, $4, now() + interval '1 hour', '刷屏', 'test') RETURNING id`,
    [companyId, roomId, who.userId ?? null, who.guestId ?? null],
  );
  return Number(rows[0]!.id);
}
const lastAudit = async () =>
  (await t.pool.query(`SELECT actor, action, target_type, target_id, detail FROM audit_log WHERE action = 'chat.unmute' ORDER BY id DESC LIMIT 1`)).rows[0];

describe('POST admin/chat/mutes/lift for guests', () => {
  it('lifts a guest mute by its id from the list; the guest can speak again; audited with the guest as target', async () => {
    const guest = await t.app.modules.chat.createGuest(companyId, '127.0.0.1');
    const id = await muteRow({ guestId: guest.id }, room);
    expect(await mutedUntil(t.pool, room, { guestId: guest.id })).not.toBeNull();
    const listed = await t.app.inject({ method: 'GET', url: '/app-api/admin/chat/mutes?status=active&rows=100', headers: { 'x-admin-token': t.app.config.adminToken } });
    expect(listed.json().data.items.find((m: { id: number }) => m.id === id)).toMatchObject({ guest_id: guest.id, user_id: null });

    const res = await lift({ muteId: id });
    expect(res.json()).toMatchObject({ success: true, data: { lifted: 1 } });
    expect(await mutedUntil(t.pool, room, { guestId: guest.id })).toBeNull();
    expect(await lastAudit()).toMatchObject({ action: 'chat.unmute', target_type: 'chat_guest', target_id: String(guest.id), detail: { muteId: id, roomId: room, lifted: 1 } });
    const after = await t.app.inject({ method: 'GET', url: '/app-api/admin/chat/mutes?status=active&rows=100', headers: { 'x-admin-token': t.app.config.adminToken } });
    expect(after.json().data.items.some((m: { id: number }) => m.id === id)).toBe(false);
    // Lifting it again changes nothing.
    expect((await lift({ muteId: id })).json().data).toEqual({ lifted: 0 });
  });

  it('lifts every live mute of a guest by the guest identity, optionally in one room only', async () => {
    const guest = await t.app.modules.chat.createGuest(companyId, '127.0.0.2');
    const other = await t.app.modules.chat.createGuest(companyId, '127.0.0.3');
    await muteRow({ guestId: guest.id }, room);
    await muteRow({ guestId: guest.id }, null);
    const keep = await muteRow({ guestId: other.id }, room);
    expect((await lift({ guestId: guest.id, room_id: room })).json().data).toEqual({ lifted: 1 });
    expect(await mutedUntil(t.pool, room, { guestId: guest.id })).not.toBeNull(); // the all-rooms mute is still live
    expect((await lift({ guestId: guest.id })).json().data).toEqual({ lifted: 1 });
    expect(await mutedUntil(t.pool, room, { guestId: guest.id })).toBeNull();
    expect(await lastAudit()).toMatchObject({ target_type: 'chat_guest', target_id: String(guest.id), detail: { roomId: null, lifted: 1 } });
    const { rows } = await t.pool.query('SELECT lifted_at FROM chat_mutes WHERE id = $1', [keep]);
    expect(rows[0].lifted_at).toBeNull();
  });

  it('a member mute lifted by its id only lifts that row; member ids keep working', async () => {
    const u = await createUser(t.app);
    const inRoom = await muteRow({ userId: u.id }, room);
    const everywhere = await muteRow({ userId: u.id }, null);
    expect((await lift({ muteId: inRoom })).json().data).toEqual({ lifted: 1 });
    expect(await lastAudit()).toMatchObject({ target_type: 'user', target_id: String(u.id), detail: { muteId: inRoom } });
    const { rows } = await t.pool.query('SELECT lifted_at FROM chat_mutes WHERE id = $1', [everywhere]);
    expect(rows[0].lifted_at).toBeNull();
    expect((await lift({ userId: u.id })).json().data).toEqual({ lifted: 1 });
  });

  it('refuses no target, two targets, an unknown mute or guest', async () => {
    const none = await lift({});
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toContain(chatSocialMsg.unmuteTarget);
    expect((await lift({ userId: 1, guestId: 1 })).statusCode).toBe(400);
    const unknownMute = await lift({ muteId: 999_999_999 });
    expect(unknownMute.statusCode).toBe(404);
    expect(unknownMute.json().msg).toBe(chatSocialMsg.muteNotFound);
    expect((await lift({ guestId: 999_999_999 })).statusCode).toBe(404);
  });
});
