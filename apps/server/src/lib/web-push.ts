import { createCipheriv, createECDH, createHmac, createPrivateKey, randomBytes, sign, type KeyObject } from 'node:crypto';
import { publicAddressOf, type PushNetwork } from './push-network';

/**
 * Web Push with node:crypto only (docs/notifications.md, "Web Push"): the payload encryption of
 * RFC 8291 (aes128gcm, RFC 8188) and the VAPID authorization of RFC 8292 (ES256 JWT). The
 * `web-push` package would do the same in ~1,500 lines with its own dependencies; this is the
 * part of it a push service needs.
 */

const b64u = (buf: Uint8Array) => Buffer.from(buf).toString('base64url');
const fromB64u = (s: string) => Buffer.from(s, 'base64url');

/** Record size written in the header; one record holds the whole payload (max 4096). */
const RECORD_SIZE = 4096;
/** Room a push service guarantees for the encrypted body (RFC 8291 §4: 4096 with header). */
export const MAX_PLAINTEXT = 3993;

const hmac = (key: Uint8Array, ...data: Uint8Array[]) => {
  const h = createHmac('sha256', key);
  for (const d of data) h.update(d);
  return h.digest();
};
/** HKDF with one output block (≤ 32 bytes), as RFC 8291 writes it out. */
const hkdf = (salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number) =>
  hmac(hmac(salt, ikm), info, Buffer.from([1])).subarray(0, length);

/** A P-256 public key in uncompressed form (0x04 ‖ x ‖ y) that lies on the curve. */
export function isP256PublicKey(key: Uint8Array): boolean {
  if (key.length !== 65 || key[0] !== 4) return false;
  try {
    // computeSecret refuses a point that is not on the curve.
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}

export interface EncryptionKeys {
  /** The browser's `keys.p256dh` (uncompressed P-256 point). */
  p256dh: Uint8Array;
  /** The browser's `keys.auth` (16 bytes). */
  auth: Uint8Array;
}

export interface EncryptDetails {
  ecdhSecret: Buffer;
  cek: Buffer;
  nonce: Buffer;
}

/**
 * RFC 8291 §3-4: the body of one push message. `salt` and `senderPrivate` are random per
 * message; tests pass the RFC's fixed ones. `details` receives the intermediate values.
 */
export function encryptPayload(
  plaintext: Uint8Array,
  keys: EncryptionKeys,
  opts: { salt?: Uint8Array; senderPrivate?: Uint8Array; details?: (d: EncryptDetails) => void } = {},
): Buffer {
  if (plaintext.length > MAX_PLAINTEXT) throw new RangeError(`push payload of ${plaintext.length} bytes exceeds ${MAX_PLAINTEXT}`);
  if (keys.auth.length !== 16) throw new RangeError('auth secret must be 16 bytes');
  const salt = opts.salt ?? randomBytes(16);
  const sender = createECDH('prime256v1');
  if (opts.senderPrivate) sender.setPrivateKey(opts.senderPrivate);
  else sender.generateKeys();
  const asPublic = sender.getPublicKey();
  const ecdhSecret = sender.computeSecret(keys.p256dh);
  // Key derivation of §3.3 / §3.4.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.p256dh, asPublic]);
  const ikm = hkdf(keys.auth, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  opts.details?.({ ecdhSecret, cek, nonce });
  // One record: the plaintext, then the last-record delimiter 0x02 (no padding).
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  const sealed = Buffer.concat([cipher.update(plaintext), cipher.update(Buffer.from([2])), cipher.final(), cipher.getAuthTag()]);
  // RFC 8188 header: salt ‖ rs (uint32) ‖ idlen ‖ keyid (the sender's public key).
  const header = Buffer.alloc(21);
  Buffer.from(salt).copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, sealed]);
}

/* ---------------- VAPID (RFC 8292) ---------------- */

export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (the browser's `applicationServerKey`). */
  publicKey: string;
  /** The private scalar d (32 bytes), base64url. */
  privateKey: string;
}

/**
 * The pair of a private scalar, written as 32 bytes: node's getPrivateKey drops leading zero
 * bytes (one key in 256), which browsers' and push services' decoders refuse.
 */
export function vapidKeysOf(privateScalar: Uint8Array): VapidKeys {
  const d = Buffer.concat([Buffer.alloc(Math.max(0, 32 - privateScalar.length)), privateScalar]);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  return { publicKey: b64u(ecdh.getPublicKey()), privateKey: b64u(d) };
}

/** A fresh key pair for a deployment that set none. */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return vapidKeysOf(ecdh.getPrivateKey());
}

/**
 * Checks a configured pair: both decode to a P-256 key and the public one belongs to the
 * private one. Returns why not, in Chinese, or null.
 */
export function vapidKeysProblem(keys: VapidKeys): string | null {
  const pub = fromB64u(keys.publicKey);
  const priv = fromB64u(keys.privateKey);
  if (!isP256PublicKey(pub)) return 'VAPID_PUBLIC_KEY 应为 base64url 编码的 65 字节 P-256 公钥';
  if (priv.length !== 32) return 'VAPID_PRIVATE_KEY 应为 base64url 编码的 32 字节 P-256 私钥';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    if (!ecdh.getPublicKey().equals(pub)) return 'VAPID_PUBLIC_KEY 与 VAPID_PRIVATE_KEY 不是一对';
  } catch {
    return 'VAPID_PRIVATE_KEY 不是有效的 P-256 私钥';
  }
  return null;
}

const signingKey = (keys: VapidKeys): KeyObject => {
  const pub = fromB64u(keys.publicKey);
  return createPrivateKey({
    key: { kty: 'EC', crv: 'P-256', d: keys.privateKey, x: b64u(pub.subarray(1, 33)), y: b64u(pub.subarray(33, 65)) },
    format: 'jwk',
  });
};

/** JWT lifetime: RFC 8292 allows at most 24 hours; 12 leaves room for clock skew. */
const JWT_SECONDS = 12 * 3600;

/**
 * `Authorization: vapid t=<jwt>, k=<public key>` for one endpoint: the JWT names the push
 * service's origin (aud), an expiry and our contact (sub), signed ES256 (r ‖ s, not DER).
 */
export function vapidAuthorization(endpoint: string, keys: VapidKeys, subject: string, nowSec = Math.floor(Date.now() / 1000)): string {
  const header = b64u(Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));
  const claims = b64u(Buffer.from(JSON.stringify({ aud: new URL(endpoint).origin, exp: nowSec + JWT_SECONDS, sub: subject })));
  const input = `${header}.${claims}`;
  const signature = sign('sha256', Buffer.from(input), { key: signingKey(keys), dsaEncoding: 'ieee-p1363' });
  return `vapid t=${input}.${b64u(signature)}, k=${keys.publicKey}`;
}

/* ---------------- sending ---------------- */

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type SendOutcome = 'sent' | 'gone' | 'retry';

/**
 * Sends one encrypted message. `gone` (404/410): the browser dropped the subscription and it
 * must be deleted; also an endpoint that now resolves to a non-public address (push-network.ts):
 * it is never posted to. `retry`: anything else (resolution or network error, timeout, 429, 5xx,
 * other 4xx), which the caller retries a bounded number of times. Redirects are not followed.
 */
export async function sendPush(
  target: PushTarget,
  payload: Uint8Array,
  vapid: VapidKeys,
  subject: string,
  network: PushNetwork,
  opts: { ttlSec?: number; timeoutMs?: number } = {},
): Promise<{ outcome: SendOutcome; status: number }> {
  const body = encryptPayload(payload, { p256dh: fromB64u(target.p256dh), auth: fromB64u(target.auth) });
  let status = 0;
  try {
    const url = new URL(target.endpoint);
    const address = await publicAddressOf(url, network);
    if (address === null) return { outcome: 'gone', status: 0 };
    status = await network.post(url, address, {
      headers: {
        authorization: vapidAuthorization(target.endpoint, vapid, subject),
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: String(opts.ttlSec ?? 86_400),
        urgency: 'normal',
      },
      body: Uint8Array.from(body),
      timeoutMs: opts.timeoutMs ?? 10_000,
    });
  } catch {
    return { outcome: 'retry', status: 0 };
  }
  if (status >= 200 && status < 300) return { outcome: 'sent', status };
  if (status === 404 || status === 410) return { outcome: 'gone', status };
  return { outcome: 'retry', status };
}
