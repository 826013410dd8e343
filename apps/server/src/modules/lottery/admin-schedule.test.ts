import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { openPeriod } from '../../../test/bets';
import { DEMO_OPERATORS } from '../../db/seed/operators';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function tokenOf(name: string): Promise<Record<string, string>> {
  const password = DEMO_OPERATORS.find((o) => o.name === name)!.password;
  const res = await t.app.inject({ method: 'POST', url: '/app-api/admin/auth/sign-in', payload: { name, password } });
  return { 'x-operator-token': res.json().data.token };
}
const call = async (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

describe('draw schedules (admin/lottery/schedules, admin/lottery/:gameId/schedule)', () => {
  it('lists every game with its schedule, open period and next draws; an edit applies from the next period, audited', async () => {
    const turn = await openPeriod(t.app, 1);
    const ro = await tokenOf('readonly');
    const list = await call('GET', '/app-api/admin/lottery/schedules', ro);
    expect(list.status).toBe(200);
    const hk = list.body.data.find((r: { gameId: number }) => r.gameId === 1);
    expect(hk.openTurn.turnNum).toBe(turn);
    expect(hk.nextDraws).toHaveLength(5);
    expect([...hk.nextDraws].sort((a: number, b: number) => a - b)).toEqual(hk.nextDraws);
    expect(hk.nextDraws[0]).toBeGreaterThan(hk.openTurn.drawAt);

    const schedule = { kind: 'daily', times: ['12:00', '20:00'] };
    expect((await call('PUT', '/app-api/admin/lottery/1/schedule', ro, schedule)).status).toBe(403);
    const risk = await tokenOf('risk');
    const res = await call('PUT', '/app-api/admin/lottery/1/schedule', risk, schedule);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.schedule).toEqual(schedule);
    // The open period keeps its draw time; the following ones are at 12:00 / 20:00 Beijing time.
    expect(res.body.data.openTurn).toEqual(hk.openTurn);
    for (const at of res.body.data.nextDraws) {
      const local = new Date(at + 8 * 3600_000);
      expect(['12:00', '20:00']).toContain(`${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`);
    }
    const { rows } = await t.pool.query(`SELECT actor, detail FROM audit_log WHERE action = 'lottery.schedule.update' ORDER BY id DESC LIMIT 1`);
    expect(rows[0].actor).toMatch(/^operator:\d+:risk$/);
    expect(rows[0].detail.before).toEqual(hk.schedule);
    expect(rows[0].detail.after).toEqual(schedule);
  });

  it('refuses schedules out of bounds and an unknown game', async () => {
    const h = await tokenOf('admin');
    for (const bad of [
      { kind: 'daily', times: [] },
      { kind: 'daily', times: ['25:00'] },
      { kind: 'daily', times: ['12:00', '12:00'] },
      { kind: 'weekly', weekdays: [7], time: '21:30' },
      { kind: 'interval', minutes: 0 },
      { kind: 'interval', minutes: 1e9 },
      { kind: 'hourly' },
    ])
      expect((await call('PUT', '/app-api/admin/lottery/1/schedule', h, bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await call('PUT', '/app-api/admin/lottery/999999/schedule', h, { kind: 'interval', minutes: 5 })).status).toBe(404);
  });
});
