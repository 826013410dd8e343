import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushNetwork } from '../src/lib/push-network';

/**
 * The browser's and the push service's half of Web Push, written independently of
 * lib/web-push.ts so the tests prove the sender against the RFCs, not against
 * itself: RFC 8291 decryption with the subscription's private key, and the RFC 8292 check of
 * the VAPID header.
 */

const hmac = (key: Uint8Array, ...data: Uint8Array[]) => {
  const h = createHmac('sha256', key);
  for (const d of data) h.update(d);
  return h.digest();
};

/** A browser's subscription keys: the private half stays here, the public half is posted. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    privateKey: ecdh.getPrivateKey(),
    publicKey: ecdh.getPublicKey(),
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** RFC 8291 / RFC 8188 decryption of one single-record aes128gcm body. */
export function decryptPush(body: Buffer, uaPrivate: Uint8Array, authSecret: Uint8Array): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (record.length > rs) throw new Error('more than one record');
  const ua = createECDH('prime256v1');
  ua.setPrivateKey(uaPrivate);
  const uaPublic = ua.getPublicKey();
  const ecdhSecret = ua.computeSecret(asPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const ikm = hmac(prkKey, Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // Strip the padding: trailing zeros, then the last-record delimiter 0x02.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end);
}

/**
 * Checks `Authorization: vapid t=…, k=…` as a push service does: ES256 signature over the JWT
 * with key k, aud = the endpoint's origin, exp in the future and ≤ 24 h, sub a contact.
 * Returns the claims and the key, or throws.
 */
export function checkVapid(header: string | undefined, endpointOrigin: string) {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`bad authorization header: ${header}`);
  const [h, c, s] = m[1]!.split('.') as [string, string, string];
  const k = Buffer.from(m[2]!, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: k.subarray(1, 33).toString('base64url'), y: k.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${h}.${c}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') throw new Error('alg is not ES256');
  const claims = JSON.parse(Buffer.from(c, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  const now = Date.now() / 1000;
  if (claims.aud !== endpointOrigin) throw new Error(`aud ${claims.aud} is not ${endpointOrigin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error('exp out of range');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub is not a contact');
  return { claims, publicKey: m[2]! };
}

export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** The public address the test DNS gives the double's host (a documentation-free public IP). */
export const PUSH_DOUBLE_ADDRESS = '93.184.216.34';

/**
 * A push service double on 127.0.0.1 that the server sees as `https://push.example.com`:
 * `network` is the server's PushNetwork for the test, a DNS table (`dns`, host → addresses,
 * changeable by a test) and a POST that goes to the double whatever address it was given, after
 * recording that address (`posts`). Nothing leaves the machine. The double records every
 * request; `answer` picks the status by path (201 unless set), so a test can make one
 * subscription gone (410) or failing (500).
 */
export async function startPushEndpoint(): Promise<{
  origin: string;
  url: (path: string) => string;
  received: ReceivedPush[];
  answer: Map<string, number>;
  dns: Map<string, string[]>;
  posts: { url: string; address: string }[];
  network: PushNetwork;
  close: () => Promise<void>;
}> {
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (d: Buffer) => chunks.push(d));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answer.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const origin = 'https://push.example.com';
  const dns = new Map<string, string[]>([
    ['push.example.com', [PUSH_DOUBLE_ADDRESS]],
    ['fcm.googleapis.com', ['142.250.72.10']],
  ]);
  const posts: { url: string; address: string }[] = [];
  const network: PushNetwork = {
    resolve: async (host) => {
      const found = dns.get(host);
      if (!found) throw Object.assign(new Error(`test DNS: ${host} not found`), { code: 'ENOTFOUND' });
      return found;
    },
    post: async (url, address, init) => {
      posts.push({ url: url.href, address });
      const res = await fetch(`${local}${url.pathname}${url.search}`, {
        method: 'POST',
        headers: init.headers,
        body: Buffer.from(init.body),
        signal: AbortSignal.timeout(init.timeoutMs),
      });
      await res.arrayBuffer();
      return res.status;
    },
  };
  return {
    origin,
    url: (path) => `${origin}${path}`,
    received,
    answer,
    dns,
    posts,
    network,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
