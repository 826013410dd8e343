import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, msg } from '@sixmark/shared';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { DEMO_GAME_LAUNCH_SECRET } from '../../config';
import { LAUNCH_SECRET_FILE } from './games.module';
import { launchSecretOf, signLaunchToken, verifyLaunchToken } from './launch-token';

let t: TestApp;
const ADMIN = { 'x-admin-token': 'sixmark-admin-demo-token' };

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await assertLedgerBalanced(t.pool);
});
afterAll(async () => {
  await t.close();
});

const get = (u: TestUser | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(u?.headers ?? {}), ...headers } });
const send = (method: 'POST' | 'PUT' | 'DELETE', u: TestUser | null, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(u?.headers ?? {}), ...headers }, ...(payload ? { payload } : {}) });

/** Wall-clock `YYYY-MM-DD HH:mm` in Shanghai (the seed's time zone) of an instant. */
const shanghai = (ms: number) => {
  const d = new Date(ms + 8 * 3600_000);
  return d.toISOString().slice(0, 16).replace('T', ' ');
};

describe('catalogue', () => {
  it('serves game_center.json from memory with an ETag, every tab in spec order, hot sorted descending', async () => {
    const res = await get(null, '/sys-upload/data/json/game_center.json?_t=1');
    expect(res.statusCode).toBe(200);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const body = res.json();
    expect(body.groups.map((g: { category: string }) => g.category)).toEqual([...GAME_CATEGORIES]);
    const hot = body.groups[0].games as { hot: number; gameId: number }[];
    expect(hot.length).toBeGreaterThan(3);
    expect(hot.every((g, i) => i === 0 || hot[i - 1]!.hot >= g.hot)).toBe(true);
    expect(hot.every((g) => g.hot > 0)).toBe(true);
    // Every category has games, lottery games map to our own lottery (type LOTTERY).
    for (const g of body.groups) expect(g.games.length).toBeGreaterThan(0);
    const lottery = body.groups.find((g: { category: string }) => g.category === 'LOTTERY').games;
    expect(lottery.map((g: { gameId: number }) => g.gameId)).toContain(70);
    expect(lottery.every((g: { type: string }) => g.type === 'LOTTERY')).toBe(true);
    expect(body.providers[0]).toEqual({ providerName: '全部平台', liveCode: 'all_provider', providerUrl: '', isSelect: 1 });
    const again = await get(null, '/sys-upload/data/json/game_center.json?_t=2', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('lists a tab filtered by provider and name, paged by 30', async () => {
    const card = await get(null, '/app-api/game/list-all?groupType=card');
    expect(card.json().data.totalCount).toBe(4);
    const ky = await get(null, '/app-api/game/list-all?groupType=card&liveCode=KY');
    expect(ky.json().data.data.map((g: { gameName: string }) => g.gameName)).toEqual(['抢庄牛牛', '斗地主']);
    const both = await get(null, '/app-api/game/list-all?groupType=card&liveCode=KY,LY&gameName=%20斗%20');
    expect(both.json().data.data.map((g: { gameName: string }) => g.gameName)).toEqual(['斗地主']);
    const all = await get(null, '/app-api/game/list-all?groupType=card&liveCode=all_provider');
    expect(all.json().data.totalCount).toBe(4);
    const page2 = await get(null, '/app-api/game/list-all?groupType=card&rows=3&page=2');
    expect(page2.json().data).toMatchObject({ totalCount: 4, data: [{ gameName: '德州扑克' }] });
    const bad = await get(null, '/app-api/game/list-all?groupType=nope');
    expect(bad.statusCode).toBe(400);
  });

  it('offers the providers of a tab after the all entry', async () => {
    const res = await get(null, '/app-api/game/group-type?groupType=fish');
    expect(res.json().data.map((p: { liveCode: string }) => p.liveCode)).toEqual(['all_provider', 'JDB', 'FG']);
  });

  it('lists third-party game codes for the reports', async () => {
    const res = await get(null, '/app-api/api/live/allLiveGames');
    const codes = res.json().data.map((g: { code: string }) => g.code);
    expect(codes).toContain('SBX_DT');
    expect(codes).not.toContain('');
  });
});

describe('OpenAPI', () => {
  it('documents every games route (so the fuzz test reaches them)', async () => {
    const doc = (await get(null, '/app-api/docs/json')).json() as { paths: Record<string, unknown> };
    for (const p of [
      '/app-api/game/group',
      '/app-api/game/group-type',
      '/app-api/game/list-all',
      '/app-api/game/toggle-like',
      '/app-api/api/live/allLiveGames',
      '/app-api/live/play',
      '/app-api/api/live/transfer',
      '/app-api/api/live/balance',
      '/app-api/live/callback/{liveCode}',
      '/app-api/api/live/gameReportList',
      '/app-api/api/live/br',
      '/app-api/sandbox-game/launch',
      '/app-api/sandbox-game/dragon-tiger/state',
      '/app-api/sandbox-game/dragon-tiger/bet',
      '/app-api/admin/games',
      '/app-api/admin/games/{gameId}',
      '/app-api/admin/games/{gameId}/maintain',
      '/app-api/admin/games-hot',
      '/app-api/admin/game-providers',
      '/app-api/admin/game-providers/{liveCode}',
      '/app-api/admin/game-providers/{liveCode}/enabled',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
  });
});

describe('follows', () => {
  it('sets and clears a follow per member; guests are refused; unknown games 404', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    expect((await send('POST', null, '/app-api/game/toggle-like', { gameId: 3301, like: 1 })).statusCode).toBe(401);
    expect((await send('POST', a, '/app-api/game/toggle-like', { gameId: 999999, like: 1 })).statusCode).toBe(404);
    expect((await send('POST', a, '/app-api/game/toggle-like', { gameId: 3301, like: 2 })).statusCode).toBe(400);
    const on = await send('POST', a, '/app-api/game/toggle-like', { gameId: 3301, like: 1 });
    expect(on.json().data).toEqual({ gameId: 3301, isFollow: 1 });
    const isFollow = async (u: TestUser | null) =>
      (await get(u, '/app-api/game/list-all?groupType=card&liveCode=KY')).json().data.data.find((g: { gameId: number }) => g.gameId === 3301).isFollow;
    expect(await isFollow(a)).toBe(1);
    expect(await isFollow(b)).toBe(0);
    expect(await isFollow(null)).toBe(0);
    // Form-encoded, as the spec's client sends it; set twice at once stays one follow.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/app-api/game/toggle-like', headers: { ...a.headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'gameId=3302&like=1' }),
      ),
    );
    expect((await t.pool.query('SELECT 1 FROM game_follows WHERE user_id = $1', [a.id])).rowCount).toBe(2);
    await send('POST', a, '/app-api/game/toggle-like', { gameId: 3301, like: 0 });
    expect(await isFollow(a)).toBe(0);
  });
});

describe('launch (/live/play)', () => {
  const play = (u: TestUser | null, q = 'liveCode=SANDBOX&gameType=SBX_DT&isMobile=1') => get(u, `/app-api/live/play?${q}`);

  it('refuses guests (login) and trial accounts (the trial text)', async () => {
    expect((await play(null)).statusCode).toBe(401);
    const trial = await createUser(t.app, { type: 'TEST', money: 10_000 });
    const res = await play(trial);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'UC/TRIAL_FORBIDDEN', msg: msg.trialForbidden });
    expect(msg.trialForbidden).toBe('试玩账户无法进行该操作，请注册正式账户!');
  });

  it('gives a formal member a short-lived signed link that only the sandbox page accepts', async () => {
    const u = await createUser(t.app);
    const res = await play(u);
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json().data;
    expect(url).toMatch(/^\/sandbox\/dragon-tiger\?t=/);
    const token = decodeURIComponent(url.split('t=')[1]);
    const now = Date.now();
    expect(Date.parse(expiresAt) - now).toBeGreaterThan(290_000);
    expect(Date.parse(expiresAt) - now).toBeLessThanOrEqual(300_000);
    expect(verifyLaunchToken(t.app.modules.games.launchSecret, token, now)).toMatchObject({ userId: u.id, gameId: 200 });
    expect(verifyLaunchToken(t.app.modules.games.launchSecret, token, Date.parse(expiresAt) + 1)).toBeNull();
    const ok = await get(u, `/app-api/sandbox-game/launch?t=${encodeURIComponent(token)}`);
    expect(ok.json().data).toMatchObject({ gameId: 200, gameCode: 'SBX_DT', account: u.account });
    // A guest holding the link learns which game, never whose link it is.
    const guest = await get(null, `/app-api/sandbox-game/launch?t=${encodeURIComponent(token)}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toMatchObject({ gameId: 200, account: null });
    expect(JSON.stringify(guest.json())).not.toContain(u.account);
    // The demo GAME_LAUNCH_SECRET is not what signs links here: a token forged with it is refused.
    const demoForged = signLaunchToken(launchSecretOf(DEMO_GAME_LAUNCH_SECRET), { userId: u.id, gameId: 200, expiresAt: now + 60_000 });
    expect((await get(null, `/app-api/sandbox-game/launch?t=${encodeURIComponent(demoForged)}`)).json().code).toBe('GAME/LAUNCH_EXPIRED');
    // The secret is the data folder's own (outside production without GAME_LAUNCH_SECRET).
    const folder = readFileSync(join(t.app.config.dataDir, LAUNCH_SECRET_FILE), 'utf8').trim();
    expect(folder).toMatch(/^[\w-]{32}$/);
    expect(t.app.modules.games.launchSecret).toBe(launchSecretOf(folder));
    // Forged, another member's, or expired: refused.
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await get(u, `/app-api/sandbox-game/launch?t=${encodeURIComponent(forged)}`)).json().code).toBe('GAME/LAUNCH_EXPIRED');
    const other = await createUser(t.app);
    expect((await get(other, `/app-api/sandbox-game/launch?t=${encodeURIComponent(token)}`)).statusCode).toBe(401);
    const clock = t.app.modules.games.clock;
    t.app.modules.games.clock = () => Date.parse(expiresAt) + 1;
    try {
      expect((await get(u, `/app-api/sandbox-game/launch?t=${encodeURIComponent(token)}`)).json().code).toBe('GAME/LAUNCH_EXPIRED');
    } finally {
      t.app.modules.games.clock = clock;
    }
  });

  it('refuses a game in its maintenance window (system time zone, both ends inclusive)', async () => {
    const u = await createUser(t.app);
    const res = await play(u, 'liveCode=MG&gameType=MG_WHEEL');
    expect(res.json()).toMatchObject({ code: 'LIVE/maintenance' });

    // Window on the sandbox game from now to one minute later, set by the operator.
    const mod = t.app.modules.games;
    const start = Date.UTC(2026, 10, 23, 4, 0, 0); // 12:00 in Shanghai
    const window = `${shanghai(start)}~${shanghai(start + 60_000)}`;
    expect(window).toBe('2026-11-23 12:00~2026-11-23 12:01');
    const set = await send('PUT', null, '/app-api/admin/games/200/maintain', { maintain: window }, ADMIN);
    expect(set.json().data.maintain).toBe(window);
    const clock = mod.clock;
    try {
      for (const [at, refused] of [
        [start - 1, false],
        [start, true],
        [start + 120_000 - 1, true],
        [start + 120_000, false],
      ] as const) {
        mod.clock = () => at;
        const r = await play(u);
        expect(r.json().code, new Date(at).toISOString()).toBe(refused ? 'LIVE/maintenance' : 'OK');
      }
      // The static file shows the same window to the web.
      const center = (await get(null, '/sys-upload/data/json/game_center.json')).json();
      expect(center.groups.find((g: { category: string }) => g.category === 'live').games.find((g: { gameId: number }) => g.gameId === 200).maintain).toBe(window);
    } finally {
      mod.clock = clock;
      await send('PUT', null, '/app-api/admin/games/200/maintain', { maintain: '' }, ADMIN);
    }
    const bad = await send('PUT', null, '/app-api/admin/games/200/maintain', { maintain: '2026-11-23 13:00~2026-11-23 12:00' }, ADMIN);
    expect(bad.json().code).toBe('GAME/MAINTAIN_INVALID');
  });

  it('reads the window in the time_zone setting, not a fixed offset', async () => {
    const u = await createUser(t.app);
    const mod = t.app.modules.games;
    const companyId = await t.app.companyId();
    await send('PUT', null, '/app-api/admin/games/200/maintain', { maintain: '2026-11-23 12:00~2026-11-23 12:00' }, ADMIN);
    const before = await t.pool.query<{ config_value: string }>(`SELECT config_value FROM system_config WHERE company_id = $1 AND config_key = 'time_zone'`, [companyId]);
    await t.pool.query(
      `INSERT INTO system_config (company_id, config_key, config_value) VALUES ($1, 'time_zone', 'America/New_York')
       ON CONFLICT (company_id, config_key) DO UPDATE SET config_value = EXCLUDED.config_value`,
      [companyId],
    );
    const clock = mod.clock;
    try {
      // 12:00 in New York on 23 November (EST, UTC-5) is 17:00 UTC; in Shanghai it would be 04:00 UTC.
      mod.clock = () => Date.parse('2026-11-23T17:00:30Z');
      expect((await play(u)).json().code).toBe('LIVE/maintenance');
      mod.clock = () => Date.parse('2026-11-23T04:00:30Z');
      expect((await play(u)).json().code).toBe('OK');
    } finally {
      mod.clock = clock;
      if (before.rows[0]) {
        await t.pool.query(`UPDATE system_config SET config_value = $2 WHERE company_id = $1 AND config_key = 'time_zone'`, [companyId, before.rows[0].config_value]);
      } else {
        await t.pool.query(`DELETE FROM system_config WHERE company_id = $1 AND config_key = 'time_zone'`, [companyId]);
      }
      await send('PUT', null, '/app-api/admin/games/200/maintain', { maintain: '' }, ADMIN);
    }
  });

  it('refuses lottery games, unknown games, unconnected and switched-off providers', async () => {
    const u = await createUser(t.app);
    expect((await play(u, 'liveCode=SANDBOX&gameId=70')).json().code).toBe('GAME/NOT_FOUND');
    expect((await play(u, 'liveCode=&gameId=70')).statusCode).toBe(400);
    expect((await play(u, 'liveCode=NOPE&gameType=X')).json().code).toBe('GAME/NOT_FOUND');
    expect((await play(u, 'liveCode=KY&gameType=KY_QZNN')).json().code).toBe('GAME/PROVIDER_UNAVAILABLE');
    await send('PUT', null, '/app-api/admin/game-providers/SANDBOX/enabled', { enabled: false }, ADMIN);
    try {
      expect((await play(u, 'liveCode=SANDBOX&gameId=200')).json().code).toBe('GAME/PROVIDER_DISABLED');
      // Hidden from the catalogue while off.
      const list = (await get(null, '/app-api/game/list-all?groupType=live')).json().data.data;
      expect(list.some((g: { gameId: number }) => g.gameId === 200)).toBe(false);
    } finally {
      await send('PUT', null, '/app-api/admin/game-providers/SANDBOX/enabled', { enabled: true }, ADMIN);
    }
    expect((await play(u, 'liveCode=SANDBOX&gameId=200')).statusCode).toBe(200);
  });

  it('moves the whole main balance in on launch when asked', async () => {
    const u = await createUser(t.app, { money: 123_450 });
    const res = await play(u, 'liveCode=SANDBOX&gameType=SBX_DT&autoTransfer=1');
    expect(res.json().data).toMatchObject({ transferred: 123.45, money: 0, liveMoney: 123.45 });
    const again = await play(u, 'liveCode=SANDBOX&gameType=SBX_DT&autoTransfer=1');
    expect(again.json().data).toMatchObject({ transferred: 0, money: 0, liveMoney: 123.45 });
    const rows = await t.pool.query('SELECT bill_type FROM wallet_ledger WHERE user_id = $1 AND bill_type = 21', [u.id]);
    expect(rows.rowCount).toBe(2);
  });
});

describe('operator API', () => {
  it('needs the admin token', async () => {
    expect((await get(null, '/app-api/admin/games')).statusCode).toBe(401);
    const u = await createUser(t.app);
    expect((await send('POST', u, '/app-api/admin/game-providers', { liveCode: 'ZZ', name: 'x' })).statusCode).toBe(401);
  });

  it('creates, edits, orders and deletes games and providers, audited, and the static file follows', async () => {
    const etag0 = (await get(null, '/sys-upload/data/json/game_center.json')).headers.etag;
    const p = await send('POST', null, '/app-api/admin/game-providers', { liveCode: 'NEWP', name: '新平台' }, ADMIN);
    expect(p.json().data).toMatchObject({ liveCode: 'NEWP', enabled: true });
    expect((await send('POST', null, '/app-api/admin/game-providers', { liveCode: 'NEWP', name: '新平台' }, ADMIN)).statusCode).toBe(409);
    const g = await send('POST', null, '/app-api/admin/games', { gameId: 9001, gameName: '新游戏', category: 'card', type: 'CARD', liveCode: 'NEWP', gameCode: 'NP_1' }, ADMIN);
    expect(g.json().data).toMatchObject({ gameId: 9001, providerName: '新平台' });
    expect((await send('POST', null, '/app-api/admin/games', { gameId: 9001, gameName: 'x', category: 'card' }, ADMIN)).statusCode).toBe(409);
    // The same new game sent 20 times at once is created once.
    const same = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', null, '/app-api/admin/games', { gameId: 9002, gameName: '并发游戏', category: 'fish', liveCode: 'NEWP' }, ADMIN)),
    );
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect((await send('DELETE', null, '/app-api/admin/games/9002', undefined, ADMIN)).statusCode).toBe(200);
    const center = await get(null, '/sys-upload/data/json/game_center.json');
    expect(center.headers.etag).not.toBe(etag0);
    const card = center.json().groups.find((x: { category: string }) => x.category === 'card').games;
    expect(card.some((x: { gameId: number }) => x.gameId === 9001)).toBe(true);

    await send('PUT', null, '/app-api/admin/games/9001', { gameName: '改名游戏' }, ADMIN);
    expect((await get(null, '/app-api/game/list-all?groupType=card&liveCode=NEWP')).json().data.data[0].gameName).toBe('改名游戏');

    // Hot order: listed first to last, the rest leave the hot tab.
    await send('PUT', null, '/app-api/admin/games-hot', { order: [9001, 3302, 200] }, ADMIN);
    const hot = (await get(null, '/app-api/game/list-all?groupType=hot')).json().data.data.map((x: { gameId: number }) => x.gameId);
    expect(hot).toEqual([9001, 3302, 200]);
    expect((await send('PUT', null, '/app-api/admin/games-hot', { order: [424242] }, ADMIN)).statusCode).toBe(404);

    expect((await send('DELETE', null, '/app-api/admin/game-providers/NEWP', undefined, ADMIN)).json().code).toBe('GAME/CONFLICT');
    expect((await send('DELETE', null, '/app-api/admin/games/70', undefined, ADMIN)).json().code).toBe('GAME/CONFLICT');
    expect((await send('DELETE', null, '/app-api/admin/games/9001', undefined, ADMIN)).statusCode).toBe(200);
    expect((await send('DELETE', null, '/app-api/admin/game-providers/NEWP', undefined, ADMIN)).statusCode).toBe(200);
    const audits = await t.pool.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE action LIKE 'game%' ORDER BY id`,
    );
    expect(audits.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['game_providers.create', 'games.create', 'games.update', 'games.hot_order', 'games.delete', 'game_providers.delete']),
    );
  });
});
