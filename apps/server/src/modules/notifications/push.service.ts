import type pg from 'pg';
import { ErrorCode } from '@sixmark/shared';
import { AppError, forbidden } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import { publicAddressOf, type PushNetwork } from '../../lib/push-network';
import { generateVapidKeys, isP256PublicKey, sendPush, type PushTarget, type VapidKeys } from '../../lib/web-push';

/**
 * Web Push (docs/notifications.md "Web Push"): the deployment's VAPID keys, members'
 * browser subscriptions, and the worker that drains the outbox (`push_messages` rows with
 * `pushed_at IS NULL`) to the subscribed browsers.
 */

/** Browsers per member; subscribing one more drops the oldest (browsers that were reset leave theirs). */
export const MAX_SUBSCRIPTIONS = 10;

/**
 * The configured pair, else the one stored in `vapid_keys`, else a new one stored there.
 * Processes starting together on an empty table both insert; the second insert does nothing
 * (it waits for the first to commit), and both then read the same row.
 */
export async function loadVapidKeys(pool: pg.Pool, configured: { vapidPublicKey: string; vapidPrivateKey: string }): Promise<VapidKeys> {
  if (configured.vapidPublicKey && configured.vapidPrivateKey)
    return { publicKey: configured.vapidPublicKey, privateKey: configured.vapidPrivateKey };
  const fresh = generateVapidKeys();
  await pool.query('INSERT INTO vapid_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING', [
    fresh.publicKey,
    fresh.privateKey,
  ]);
  const { rows } = await pool.query<{ public_key: string; private_key: string }>('SELECT public_key, private_key FROM vapid_keys WHERE id = 1');
  return { publicKey: rows[0]!.public_key, privateKey: rows[0]!.private_key };
}

const ENDPOINT_REFUSED = '推送地址无效，须为公网上的 https 地址';

/**
 * A browser's subscription as the server keeps it, or a Chinese error: the endpoint must be
 * https on a host whose every address is public (push-network.ts; in every mode), without
 * credentials; p256dh a P-256 point, auth 16 bytes. The sender checks the address again.
 */
export async function checkSubscription(body: { endpoint: string; keys: { p256dh: string; auth: string } }, network: PushNetwork): Promise<PushTarget> {
  let url: URL;
  try {
    url = new URL(body.endpoint);
  } catch {
    throw new AppError(ErrorCode.BAD_REQUEST, { message: '推送地址无效' });
  }
  if ((await publicAddressOf(url, network).catch(() => null)) === null) throw new AppError(ErrorCode.BAD_REQUEST, { message: ENDPOINT_REFUSED });
  const p256dh = Buffer.from(body.keys.p256dh, 'base64url');
  const auth = Buffer.from(body.keys.auth, 'base64url');
  if (!isP256PublicKey(p256dh) || auth.length !== 16) throw new AppError(ErrorCode.BAD_REQUEST, { message: '推送密钥无效' });
  // Stored in one spelling (unpadded base64url) whatever the browser sent.
  return { endpoint: url.href, p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') };
}

/** A session (`user_tokens` row) that has not ended: not revoked, not expired. */
const LIVE_SESSION = (alias: string) => `${alias}.revoked_at IS NULL AND ${alias}.expires_at > now()`;

/**
 * Stores a member's browser for the session that subscribes it (a subscription must not outlive
 * its session: see the sender). An endpoint belongs to one member: the same browser subscribing
 * for another member (after a change of login) moves to that member, but only when it sends the
 * keys already stored for the endpoint: the endpoint alone (which another member might have
 * seen) does not prove the browser, its `auth` secret does.
 */
export async function subscribe(pool: pg.Pool, user: { id: number; tokenId: number }, sub: PushTarget): Promise<void> {
  await withTransaction(pool, async (tx) => {
    // Serialises one member's subscribes, so the cap holds under parallel requests.
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('push_subscriptions:' || $1::text, 0))", [user.id]);
    // Browsers of ended sessions do not count towards the cap.
    await tx.query(
      `DELETE FROM push_subscriptions s USING user_tokens t WHERE s.user_id = $1 AND t.id = s.token_id AND NOT (${LIVE_SESSION('t')})`,
      [user.id],
    );
    const { rowCount } = await tx.query(
      `INSERT INTO push_subscriptions AS s (user_id, token_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE
         SET user_id = EXCLUDED.user_id, token_id = EXCLUDED.token_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, created_at = now()
         WHERE s.user_id = EXCLUDED.user_id OR (s.p256dh = EXCLUDED.p256dh AND s.auth = EXCLUDED.auth)`,
      [user.id, user.tokenId, sub.endpoint, sub.p256dh, sub.auth],
    );
    if (!rowCount) throw forbidden('该推送地址已由其他账号登记，无法更改');
    await tx.query(
      `DELETE FROM push_subscriptions WHERE id IN (
         SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2)`,
      [user.id, MAX_SUBSCRIPTIONS],
    );
  });
}

/** Removes a member's browser (nothing when the endpoint is unknown or another member's). */
export async function unsubscribe(pool: pg.Pool, userId: number, endpoint: string): Promise<boolean> {
  let href = endpoint;
  try {
    href = new URL(endpoint).href;
  } catch {
    return false;
  }
  const { rowCount } = await pool.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, href]);
  return (rowCount ?? 0) > 0;
}

/* ---------------- the outbox worker ---------------- */

/** The part of the app's (pino) logger the worker writes to. */
interface PushLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PushWorkerOptions {
  vapid: VapidKeys;
  subject: string;
  log: PushLog;
  /** DNS and the POST (tests inject one that never leaves the machine). */
  network: PushNetwork;
  /** Messages claimed per round. */
  batch?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** How long a claim holds a row before another process may take it (a crashed sender). */
  leaseMs?: number;
  /** First retry delay; each further attempt waits 4 times longer. */
  retryBaseMs?: number;
  /** Attempts before a message is given up. */
  maxAttempts?: number;
  /** Messages older than this are not pushed any more (after an outage they are stale). */
  maxAgeMs?: number;
}

/** The outbox sender; the job runner calls drain on a committed notification and every 30 s. */
export interface PushSender {
  batch: number;
  /** Rounds until one claims less than a full batch (or the app is closing). */
  drain(stopping?: () => boolean): Promise<void>;
}

interface Claimed {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  content: string;
  push_attempts: number;
  pushed_to: string[];
}

/** What the service worker shows (apps/web/public/push-sw.js reads these fields). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
const BODY_MAX = 200;
export const pushPayloadOf = (m: { id: string; title: string; content: string }): PushPayload => ({
  title: m.title,
  body: m.content.length > BODY_MAX ? `${m.content.slice(0, BODY_MAX - 1)}…` : m.content,
  url: '/notifications',
  tag: `msg-${m.id}`,
});

/** Runs `fn` over `items` with at most `limit` at once. */
async function pooled<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  });
  await Promise.all(lanes);
}

/**
 * Drains the outbox. Several server processes may run it on one database: a round first marks
 * rows nobody can receive (no subscription, read, removed, too old), then claims due rows with
 * `FOR UPDATE SKIP LOCKED` and leases them (`push_after`), so each row is sent by one process.
 * 404/410 deletes the subscription; other failures retry with backoff up to `maxAttempts`.
 */
export function createPushSender(pool: pg.Pool, opts: PushWorkerOptions): PushSender {
  const batch = opts.batch ?? 100;
  const concurrency = opts.concurrency ?? 8;
  const leaseMs = opts.leaseMs ?? 120_000;
  const retryBaseMs = opts.retryBaseMs ?? 30_000;
  const maxAttempts = opts.maxAttempts ?? 5;
  const maxAgeMs = opts.maxAgeMs ?? 3_600_000;

  // Sessions end in many places (logout, password change, kick, freeze, login elsewhere) and by
  // expiry, which no statement marks: the sender checks the session when it sends, and drops
  // the browsers of ended sessions of members with messages waiting.
  const dropEnded = () =>
    pool.query(
      `DELETE FROM push_subscriptions s USING user_tokens t
        WHERE t.id = s.token_id AND NOT (${LIVE_SESSION('t')})
          AND s.user_id IN (SELECT user_id FROM push_messages WHERE pushed_at IS NULL)`,
    );

  const skipUnreachable = () =>
    pool.query(
      `UPDATE push_messages SET pushed_at = now() WHERE id IN (
         SELECT m.id FROM push_messages m
          WHERE m.pushed_at IS NULL
            AND (m.is_read OR m.deleted_at IS NOT NULL OR m.created_at < now() - make_interval(secs => $1)
                 OR NOT EXISTS (SELECT 1 FROM push_subscriptions s JOIN user_tokens t ON t.id = s.token_id
                                 WHERE s.user_id = m.user_id AND ${LIVE_SESSION('t')}))
          ORDER BY m.id LIMIT 5000 FOR UPDATE SKIP LOCKED)`,
      [maxAgeMs / 1000],
    );

  const claim = async () =>
    (
      await pool.query<Claimed>(
        `WITH c AS (
           SELECT id FROM push_messages
            WHERE pushed_at IS NULL AND (push_after IS NULL OR push_after <= now())
            ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
         UPDATE push_messages m SET push_after = now() + make_interval(secs => $2), push_attempts = m.push_attempts + 1
           FROM c WHERE m.id = c.id
         RETURNING m.id, m.user_id, m.kind, m.title, m.content, m.push_attempts, m.pushed_to`,
        [batch, leaseMs / 1000],
      )
    ).rows;

  /** One round; answers how many rows it claimed. */
  const round = async (): Promise<number> => {
    await dropEnded();
    await skipUnreachable();
    const rows = await claim();
    if (rows.length === 0) return 0;
    const userIds = [...new Set(rows.map((r) => r.user_id))];
    const subs = (
      await pool.query<PushTarget & { id: string; user_id: string }>(
        `SELECT s.id, s.user_id, s.endpoint, s.p256dh, s.auth FROM push_subscriptions s JOIN user_tokens t ON t.id = s.token_id
          WHERE s.user_id = ANY($1::bigint[]) AND ${LIVE_SESSION('t')}`,
        [userIds],
      )
    ).rows;
    const gone = new Set<string>();
    const sends = rows.flatMap((m) =>
      subs.filter((s) => s.user_id === m.user_id && !m.pushed_to.includes(s.id)).map((s) => ({ m, s })),
    );
    const done = new Map<string, Set<string>>(rows.map((m) => [m.id, new Set(m.pushed_to)]));
    const failed = new Set<string>();
    await pooled(sends, concurrency, async ({ m, s }) => {
      if (gone.has(s.id)) return;
      const payload = Buffer.from(JSON.stringify(pushPayloadOf(m)));
      const { outcome, status } = await sendPush(s, payload, opts.vapid, opts.subject, opts.network);
      if (outcome === 'sent') done.get(m.id)!.add(s.id);
      else if (outcome === 'gone') gone.add(s.id);
      else {
        failed.add(m.id);
        opts.log.warn({ messageId: m.id, subscriptionId: s.id, status }, 'web push failed; will retry');
      }
    });
    if (gone.size > 0) await pool.query('DELETE FROM push_subscriptions WHERE id = ANY($1::bigint[])', [[...gone]]);
    const finished = rows.filter((m) => !failed.has(m.id) || m.push_attempts >= maxAttempts);
    const retried = rows.filter((m) => failed.has(m.id) && m.push_attempts < maxAttempts);
    for (const m of rows) if (failed.has(m.id) && m.push_attempts >= maxAttempts) opts.log.warn({ messageId: m.id }, 'web push given up');
    if (finished.length > 0)
      await pool.query(
        `UPDATE push_messages m SET pushed_at = now(), push_after = NULL, pushed_to = x.done::bigint[]
           FROM unnest($1::bigint[], $2::text[]) AS x(id, done) WHERE m.id = x.id`,
        [finished.map((m) => m.id), finished.map((m) => `{${[...done.get(m.id)!].join(',')}}`)],
      );
    for (const m of retried)
      await pool.query('UPDATE push_messages SET push_after = now() + make_interval(secs => $2), pushed_to = $3::bigint[] WHERE id = $1', [
        m.id,
        (retryBaseMs * 4 ** (m.push_attempts - 1)) / 1000,
        [...done.get(m.id)!],
      ]);
    return rows.length;
  };

  return {
    batch,
    async drain(stopping = () => false) {
      // A full batch means more may be waiting.
      while (!stopping() && (await round()) >= batch);
    },
  };
}
