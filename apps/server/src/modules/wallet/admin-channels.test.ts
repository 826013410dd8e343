import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const admin = () => ({ 'x-admin-token': t.app.config.adminToken, 'x-admin-name': 'chan-tester' });

describe('recharge channel settings', () => {
  it('lists channels, saves an edit with its audit row, and the member list shows it at once', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/app-api/admin/recharge/channels', headers: admin() });
    expect(list.statusCode).toBe(200);
    const bank = list.json().data.find((c: { type: string }) => c.type === 'bank');
    expect(bank).toBeTruthy();
    const u = await createUser(t.app);
    const memberList = async () =>
      (await t.app.inject({ method: 'GET', url: '/app-api/api/recharge/channels', headers: u.headers })).json().data as { id: number; name: string; minAmount: number; maxAmount: number }[];
    expect((await memberList()).some((c) => c.id === bank.id)).toBe(true);

    const body = { ...bank, name: '工行转账（新）', minAmount: 50, maxAmount: 8000, sort: 3, accountName: '新收款人' };
    const put = await t.app.inject({ method: 'PUT', url: `/app-api/admin/recharge/channels/${bank.id}`, headers: admin(), payload: body });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ id: bank.id, name: '工行转账（新）', minAmount: 50, maxAmount: 8000, sort: 3, accountName: '新收款人', enabled: true });
    expect((await memberList()).find((c) => c.id === bank.id)).toMatchObject({ name: '工行转账（新）', minAmount: 50, maxAmount: 8000 });

    const { rows } = await t.pool.query(`SELECT actor, detail FROM audit_log WHERE action = 'recharge.channel.update' AND target_id = $1`, [String(bank.id)]);
    expect(rows).toHaveLength(1);
    expect(rows[0].detail.before).toMatchObject({ name: bank.name, minAmount: bank.minAmount });
    expect(rows[0].detail.after).toMatchObject({ name: '工行转账（新）', minAmount: 50 });

    // Disabled: gone from the member list, and an order on it is refused.
    const off = await t.app.inject({ method: 'PUT', url: `/app-api/admin/recharge/channels/${bank.id}`, headers: admin(), payload: { ...body, enabled: false } });
    expect(off.statusCode).toBe(200);
    expect((await memberList()).some((c) => c.id === bank.id)).toBe(false);
    const order = await t.app.inject({ method: 'POST', url: '/app-api/api/recharge/create', headers: u.headers, payload: { channelId: bank.id, amount: 100 } });
    expect(order.json().success).toBe(false);
  });

  it('refuses min above max, unbounded text, and an unknown channel, changing nothing', async () => {
    const [c] = (await t.app.inject({ method: 'GET', url: '/app-api/admin/recharge/channels', headers: admin() })).json().data;
    const put = (payload: object, id = c.id) => t.app.inject({ method: 'PUT', url: `/app-api/admin/recharge/channels/${id}`, headers: admin(), payload });
    const bad = await put({ ...c, minAmount: 900, maxAmount: 100 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('最低金额不能大于最高金额');
    expect((await put({ ...c, name: 'x'.repeat(41) })).statusCode).toBe(400);
    expect((await put({ ...c, sort: 10_000 })).statusCode).toBe(400);
    expect((await put({ ...c }, 999_999)).statusCode).toBe(404);
    const after = (await t.pool.query('SELECT min_amount, max_amount FROM recharge_channels WHERE id = $1', [c.id])).rows[0];
    expect(Number(after.min_amount)).toBe(c.minAmount * 1000);
  });
});
