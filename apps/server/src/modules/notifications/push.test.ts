import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { drawPeriod, openPeriod, slipKey } from '../../../test/bets';
import { PUSH_DOUBLE_ADDRESS, browserKeys, checkVapid, decryptPush, startPushEndpoint, type ReceivedPush } from '../../../test/push-endpoint';
import { secondApp } from '../../../test/second-app';
import { waitFor } from '../../../test/wait';
import { settleTurn } from '../bets';
import { withTransaction } from '../../lib/tx';
import { notifyMany } from './notifications.service';
import { generateVapidKeys, vapidKeysProblem } from '../../lib/web-push';
import { checkSubscription, loadVapidKeys, MAX_SUBSCRIPTIONS } from './push.service';

// Issue 18, Web Push: notifications reach a subscribed browser through a local push service
// double that decrypts them (RFC 8291) and checks the VAPID token (RFC 8292), exactly once,
// also with two server processes on one database; a gone subscription is removed; failures retry.
let t: TestApp;
let push: Awaited<ReturnType<typeof startPushEndpoint>>;
const ADMIN = { 'x-admin-token': 'sixmark-admin-demo-token' };
const GAME = 70;

beforeAll(async () => {
  push = await startPushEndpoint();
  t = await createTestApp({}, { poolSize: 10, pushNetwork: push.network });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));
const vapidKey = async (u: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/app-api/notifications/preferences', headers: u.headers })).json().data.vapidPublicKey as string;

let paths = 0;
/** Subscribes a fresh browser of `u` at its own path of the double. */
async function browser(u: TestUser) {
  const keys = browserKeys();
  const path = `/push/${++paths}`;
  const res = await post('/app-api/notifications/push/subscribe', u.headers, { endpoint: push.url(path), keys: keys.json });
  expect(res).toMatchObject({ status: 200, body: { data: { subscribed: true } } });
  const got = () => push.received.filter((r) => r.path === path);
  return { keys, path, got, open: (r: ReceivedPush) => JSON.parse(decryptPush(r.body, keys.privateKey, keys.auth).toString()) as Record<string, string> };
}
const unpushed = async (userId: number) =>
  (await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM push_messages WHERE user_id = $1 AND pushed_at IS NULL', [userId])).rows[0]!.n;
const sendOperator = (u: TestUser, title: string, content: string) =>
  post('/app-api/admin/notifications', ADMIN, { userId: u.id, title, content });

describe('VAPID keys and subscriptions', () => {
  it('answers the deployment public key, generated once and shared by processes on one database', async () => {
    const u = await createUser(t.app);
    const key = await vapidKey(u);
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const { rows } = await t.pool.query<{ public_key: string }>('SELECT public_key FROM vapid_keys');
    expect(rows).toEqual([{ public_key: key }]);
    const other = await secondApp(t, 4);
    try {
      const answer = await other.app.inject({ method: 'GET', url: '/app-api/notifications/preferences', headers: u.headers });
      expect(answer.json().data.vapidPublicKey).toBe(key);
    } finally {
      await other.close();
    }
  });

  it('concurrent first starts agree on one generated pair; configured keys win', async () => {
    const saved = (await t.pool.query('SELECT public_key, private_key FROM vapid_keys')).rows[0];
    await t.pool.query('DELETE FROM vapid_keys');
    try {
      const none = { vapidPublicKey: '', vapidPrivateKey: '' };
      const pairs = await Promise.all(Array.from({ length: 6 }, () => loadVapidKeys(t.pool, none)));
      expect(new Set(pairs.map((p) => `${p.publicKey}.${p.privateKey}`)).size).toBe(1);
      expect(vapidKeysProblem(pairs[0]!)).toBeNull();
      const configured = generateVapidKeys();
      expect(await loadVapidKeys(t.pool, { vapidPublicKey: configured.publicKey, vapidPrivateKey: configured.privateKey })).toEqual(configured);
    } finally {
      await t.pool.query('DELETE FROM vapid_keys');
      await t.pool.query('INSERT INTO vapid_keys (id, public_key, private_key) VALUES (1, $1, $2)', [saved.public_key, saved.private_key]);
    }
  });

  it('refuses bad endpoints and keys, caps browsers per member, moves an endpoint to the member who subscribes it, unsubscribes', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const keys = browserKeys().json;
    const subscribe = (u: TestUser, body: object) => post('/app-api/notifications/push/subscribe', u.headers, body);
    expect((await subscribe(a, { endpoint: 'http://push.example.com/x', keys })).body.msg).toBe('推送地址无效，须为公网上的 https 地址');
    expect((await subscribe(a, { endpoint: 'https://user:pw@push.example.com/x', keys })).status).toBe(400);
    expect((await subscribe(a, { endpoint: `https://push.example.com/${'x'.repeat(1000)}`, keys })).status).toBe(400);
    const offCurve = Buffer.from(keys.p256dh, 'base64url');
    offCurve[64] = offCurve[64]! ^ 1;
    expect((await subscribe(a, { endpoint: 'https://push.example.com/x', keys: { ...keys, p256dh: offCurve.toString('base64url') } })).body.msg).toBe('推送密钥无效');
    expect((await subscribe(a, { endpoint: 'https://push.example.com/x', keys: { ...keys, auth: 'AAAAAAAAAAAAAAAAAAAAAAAAAA' } })).body.msg).toBe('推送密钥无效');
    expect((await t.app.inject({ method: 'POST', url: '/app-api/notifications/push/subscribe', payload: { endpoint: 'https://push.example.com/x', keys } })).statusCode).toBe(401);
    const subs = async (u: TestUser) =>
      (await t.pool.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY id', [u.id])).rows.map((r) => r.endpoint);
    for (let i = 1; i <= MAX_SUBSCRIPTIONS + 2; i++) expect((await subscribe(a, { endpoint: `https://push.example.com/a${i}`, keys })).status).toBe(200);
    const kept = await subs(a);
    expect(kept).toHaveLength(MAX_SUBSCRIPTIONS);
    expect(kept).not.toContain('https://push.example.com/a1');
    expect(kept).toContain(`https://push.example.com/a${MAX_SUBSCRIPTIONS + 2}`);
    // The same browser (it sends the keys stored for the endpoint), now logged in as b.
    expect((await subscribe(b, { endpoint: 'https://push.example.com/a5', keys })).status).toBe(200);
    expect(await subs(b)).toEqual(['https://push.example.com/a5']);
    expect(await subs(a)).not.toContain('https://push.example.com/a5');
    // a cannot remove b's browser; b can.
    await post('/app-api/notifications/push/unsubscribe', a.headers, { endpoint: 'https://push.example.com/a5' });
    expect(await subs(b)).toHaveLength(1);
    const off = await post('/app-api/notifications/push/unsubscribe', b.headers, { endpoint: 'https://push.example.com/a5' });
    expect(off).toMatchObject({ status: 200, body: { data: { subscribed: false } } });
    expect(await subs(b)).toEqual([]);
  });

  it('accepts only https endpoints on hosts whose every address is public, in every mode', async () => {
    const keys = browserKeys().json;
    const check = (endpoint: string) => checkSubscription({ endpoint, keys }, push.network);
    expect((await check('https://fcm.googleapis.com/fcm/send/abc')).endpoint).toBe('https://fcm.googleapis.com/fcm/send/abc');
    push.dns.set('internal.example.com', ['93.184.216.35', '10.1.2.3']);
    push.dns.set('v6.example.com', ['fd00::5']);
    for (const endpoint of [
      'http://127.0.0.1:9000/p',
      'http://localhost/p',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.1/p',
      'https://127.0.0.1:6379/p',
      'https://[::1]:5432/p',
      'https://[::ffff:127.0.0.1]/p',
      'https://[fe80::1]/p',
      'https://0.0.0.0/p',
      'https://localhost/p',
      'https://push.localhost/p',
      'https://intranet/p',
      'https://internal.example.com/p', // one of its addresses is private
      'https://v6.example.com/p',
      'https://unknown.example.com/p', // does not resolve
    ]) {
      await expect(check(endpoint), endpoint).rejects.toThrow('推送地址无效，须为公网上的 https 地址');
    }
    const a = await createUser(t.app);
    const res = await post('/app-api/notifications/push/subscribe', a.headers, { endpoint: 'https://169.254.169.254/x', keys });
    expect(res).toMatchObject({ status: 400, body: { msg: '推送地址无效，须为公网上的 https 地址' } });
    expect((await t.pool.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [a.id])).rowCount).toBe(0);
  });

  it('checks the address again when it sends: a name now resolving to a private address is never posted to and is dropped', async () => {
    const u = await createUser(t.app);
    push.dns.set('rebind.example.com', ['93.184.216.36']);
    const keys = browserKeys().json;
    expect((await post('/app-api/notifications/push/subscribe', u.headers, { endpoint: 'https://rebind.example.com/r1', keys })).status).toBe(200);
    const good = await browser(u);
    push.dns.set('rebind.example.com', ['169.254.169.254']);
    await sendOperator(u, '重新解析', '内容');
    await waitFor(() => good.got().length === 1, { what: 'the message at the good endpoint' });
    await waitFor(async () => (await t.pool.query(`SELECT 1 FROM push_subscriptions WHERE endpoint = 'https://rebind.example.com/r1'`)).rowCount === 0, {
      what: 'the rebinding subscription dropped',
    });
    expect(push.posts.filter((p) => p.url.startsWith('https://rebind.example.com'))).toEqual([]);
    // What was posted went to the address that was checked.
    expect(push.posts.filter((p) => p.url.startsWith(push.origin)).every((p) => p.address === PUSH_DOUBLE_ADDRESS)).toBe(true);
  });
});

describe('delivery', () => {
  it('an operator message reaches the subscribed browser once, encrypted and VAPID-signed', async () => {
    const u = await createUser(t.app);
    const key = await vapidKey(u);
    const b = await browser(u);
    expect((await sendOperator(u, '维护通知', '今晚 23:00 系统维护')).status).toBe(200);
    const [first] = await waitFor(() => (b.got().length ? b.got() : null), { what: 'the push' });
    expect(b.open(first!)).toEqual({ title: '维护通知', body: '今晚 23:00 系统维护', url: '/notifications', tag: expect.stringMatching(/^msg-\d+$/) });
    expect(first!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(first!.headers.ttl)).toBeGreaterThan(0);
    expect(checkVapid(first!.headers.authorization, push.origin).publicKey).toBe(key);
    await waitFor(async () => (await unpushed(u.id)) === 0, { what: 'the message marked pushed' });
    // Another message: only it is sent, the first one is not sent again.
    await sendOperator(u, '第二条', '内容');
    await waitFor(() => b.got().length === 2, { what: 'the second push' });
    await waitFor(async () => (await unpushed(u.id)) === 0, { what: 'the second marked pushed' });
    expect(b.got().map((r) => b.open(r).title)).toEqual(['维护通知', '第二条']);
  });

  it('a settled bet reaches every browser of the winner once; a member without one gets nothing sent', async () => {
    const turn = await openPeriod(t.app, GAME);
    const winner = await createUser(t.app, { money: 1_000_000 });
    const quiet = await createUser(t.app, { money: 1_000_000 });
    const phone = await browser(winner);
    const laptop = await browser(winner);
    const before = push.received.length;
    for (const u of [winner, quiet]) {
      const res = await post('/app-api/api/cp/bet', u.headers, {
        gameId: GAME,
        turnNum: turn,
        idempotencyKey: slipKey('wp'),
        items: [{ selection: { play: 'TM_NUM', numbers: [7] }, unitAmount: 10 }],
      });
      expect(res.status).toBe(200);
    }
    await drawPeriod(t.pool, GAME, turn, [1, 2, 3, 4, 5, 6, 7]);
    expect(await settleTurn({ pool: t.pool }, GAME, turn)).toBe(2);
    await waitFor(async () => (await unpushed(winner.id)) === 0 && (await unpushed(quiet.id)) === 0, { what: 'both settled messages done' });
    for (const b of [phone, laptop]) {
      expect(b.got()).toHaveLength(1);
      const shown = b.open(b.got()[0]!);
      expect(shown.title).toBe('恭喜中奖');
      expect(shown.body).toMatch(/中奖 [\d,.]+ 元/);
    }
    expect(push.received.length - before).toBe(2);
  });

  it('410 from the push service removes the subscription; a failure is retried later', async () => {
    const gone = await createUser(t.app);
    const g = await browser(gone);
    push.answer.set(g.path, 410);
    await sendOperator(gone, '标题', '内容');
    await waitFor(async () => (await t.pool.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [gone.id])).rowCount === 0, {
      what: 'the gone subscription removed',
    });
    expect(g.got()).toHaveLength(1);
    await waitFor(async () => (await unpushed(gone.id)) === 0, { what: 'the message done' });

    const flaky = await createUser(t.app);
    const f = await browser(flaky);
    push.answer.set(f.path, 500);
    await sendOperator(flaky, '重试', '内容');
    const row = async () =>
      (
        await t.pool.query<{ pushed_at: Date | null; push_attempts: number; due: boolean }>(
          // The retry is due in about 30 s (the claim's lease, 120 s, is over once it is set).
          "SELECT pushed_at, push_attempts, push_after BETWEEN now() + interval '10 s' AND now() + interval '60 s' AS due FROM push_messages WHERE user_id = $1",
          [flaky.id],
        )
      ).rows[0]!;
    await waitFor(async () => (await row()).push_attempts === 1 && f.got().length === 1, { what: 'the first attempt' });
    await waitFor(async () => (await row()).due, { what: 'the retry scheduled' });
    expect((await row()).pushed_at).toBeNull();
    // The service is back; the retry comes due and any wake-up (here another member's message) sends it.
    push.answer.delete(f.path);
    await t.pool.query("UPDATE push_messages SET push_after = now() - interval '1 second' WHERE user_id = $1", [flaky.id]);
    await sendOperator(gone, '唤醒', '内容');
    await waitFor(async () => (await row()).pushed_at !== null, { what: 'the retried message pushed' });
    expect(f.got()).toHaveLength(2);
    expect(f.open(f.got()[1]!).title).toBe('重试');
    expect(await t.pool.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [flaky.id])).toHaveProperty('rowCount', 1);
  });

  it('two server processes on one database push each message once', async () => {
    const other = await secondApp(t, 6);
    try {
      const members = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
      const browsers = await Promise.all(members.map(browser));
      const per = 40;
      // Several commits, each waking both processes.
      for (let round = 0; round < 4; round++)
        await withTransaction(t.pool, (tx) =>
          notifyMany(
            tx,
            members.flatMap((m) => Array.from({ length: per / 4 }, (_, i) => ({ userId: m.id, kind: 'operator' as const, title: `R${round}-${i}`, content: '内容' }))),
          ),
        );
      await waitFor(async () => (await Promise.all(members.map((m) => unpushed(m.id)))).every((n) => n === 0), {
        timeout: 20_000,
        what: 'every message pushed',
      });
      for (const b of browsers) {
        const tags = b.got().map((r) => b.open(r).tag);
        expect(tags).toHaveLength(per);
        expect(new Set(tags).size).toBe(per);
      }
    } finally {
      await other.close();
    }
  });
});

describe('who may subscribe, and for how long', () => {
  const subscribe = (headers: Record<string, string>, body: object) => post('/app-api/notifications/push/subscribe', headers, body);
  const rowsOf = async (u: TestUser) =>
    (await t.pool.query<{ endpoint: string; p256dh: string }>('SELECT endpoint, p256dh FROM push_subscriptions WHERE user_id = $1 ORDER BY id', [u.id])).rows;

  it('50 subscribes at once for one member keep at most the cap (the per-member lock)', async () => {
    const u = await createUser(t.app);
    const keys = browserKeys().json;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => subscribe(u.headers, { endpoint: `https://push.example.com/burst-${u.id}-${i}`, keys })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(await rowsOf(u)).toHaveLength(MAX_SUBSCRIPTIONS);
  });

  it('refuses a trial account and a guest in Chinese', async () => {
    const keys = browserKeys().json;
    const trial = await createUser(t.app, { type: 'TEST' });
    const refused = await subscribe(trial.headers, { endpoint: 'https://push.example.com/trial', keys });
    expect(refused).toMatchObject({ status: 403, body: { code: 'UC/TRIAL_FORBIDDEN', msg: '试玩账户无法进行该操作，请注册正式账户!' } });
    expect(await rowsOf(trial)).toEqual([]);
    const guest = await subscribe({}, { endpoint: 'https://push.example.com/guest', keys });
    expect(guest).toMatchObject({ status: 401, body: { msg: '请先登录' } });
    expect((await t.pool.query("SELECT 1 FROM push_subscriptions WHERE endpoint LIKE 'https://push.example.com/guest%'")).rowCount).toBe(0);
  });

  it("one member cannot take over, change or remove another member's browser by its endpoint", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const mine = browserKeys().json;
    const endpoint = `https://push.example.com/owned-${owner.id}`;
    expect((await subscribe(owner.headers, { endpoint, keys: mine })).status).toBe(200);
    const stored = await rowsOf(owner);
    // The endpoint with other keys (it was seen, the browser's auth secret was not).
    const taken = await subscribe(other.headers, { endpoint, keys: browserKeys().json });
    expect(taken).toMatchObject({ status: 403, body: { msg: '该推送地址已由其他账号登记，无法更改' } });
    expect(await rowsOf(other)).toEqual([]);
    expect(await rowsOf(owner)).toEqual(stored);
    const removed = await post('/app-api/notifications/push/unsubscribe', other.headers, { endpoint });
    expect(removed.status).toBe(200);
    expect(await rowsOf(owner)).toEqual(stored);
    // Nothing a member can read names a subscription, its own or another's.
    const prefs = await t.app.inject({ method: 'GET', url: '/app-api/notifications/preferences', headers: other.headers });
    expect(prefs.body).not.toContain('push.example.com');
    // The owner itself may re-key its browser.
    const rekeyed = browserKeys().json;
    expect((await subscribe(owner.headers, { endpoint, keys: rekeyed })).status).toBe(200);
    expect(await rowsOf(owner)).toEqual([{ endpoint, p256dh: rekeyed.p256dh }]);
  });

  /** A member whose browser is subscribed from its session, with the way that session ends. */
  const endings: [string, (u: TestUser) => Promise<unknown>][] = [
    [
      'password change',
      (u) =>
        t.app.inject({
          method: 'POST',
          url: '/app-api/api/user/updatePassword',
          headers: u.headers,
          payload: { oldPassword: u.password, newPassword: 'Fresh1234', confirmPassword: 'Fresh1234' },
        }),
    ],
    ['operator kick', (u) => post(`/app-api/admin/users/${u.id}/kick`, { ...ADMIN, 'x-admin-name': 'ops' }, {})],
    [
      'login elsewhere',
      (u) =>
        t.app.inject({
          method: 'POST',
          url: '/app-api/v/user/login',
          payload: new URLSearchParams({ account: u.account, password: u.password }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          remoteAddress: `10.9.${u.id % 250}.${(u.id % 7) + 1}`,
        }),
    ],
    ['expiry', (u) => t.pool.query("UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [u.id])],
  ];
  it.each(endings)('after the session ends by %s, nothing more is pushed to its browser and the subscription goes', async (_, end) => {
    const u = await createUser(t.app);
    const b = await browser(u);
    await sendOperator(u, '会话内', '内容');
    await waitFor(() => b.got().length === 1, { what: 'the push while the session is live' });
    await end(u);
    const live = await t.pool.query('SELECT 1 FROM user_tokens WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()', [u.id]);
    // Login elsewhere leaves the new session live, but not the one that subscribed.
    expect(live.rowCount).toBe(_ === 'login elsewhere' ? 1 : 0);
    await sendOperator(u, '会话结束后', '内容');
    await waitFor(async () => (await unpushed(u.id)) === 0, { what: 'the message done' });
    expect(b.got().map((r) => b.open(r).title)).toEqual(['会话内']);
    expect(await rowsOf(u)).toEqual([]);
  });
});
