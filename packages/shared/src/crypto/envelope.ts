import { z } from 'zod';

/**
 * Encrypted transport (issue 18): the envelope `/app-api/encrypt/*` and the `*_encrypt.json`
 * static twins answer instead of the plain JSON. AES-256-GCM, a fresh 12-byte IV per envelope,
 * the 16-byte tag appended to the ciphertext (WebCrypto's layout), everything base64.
 *
 * This is obfuscation against casual scraping, not a security boundary: the key is published in
 * a static JSON file every client reads. TLS protects the traffic. See docs/encryption.md.
 *
 * This file uses WebCrypto only (browser and Node 20's `globalThis.crypto`); the server encrypts
 * with node:crypto (apps/server/src/lib/envelope.ts) in the same format, tested to interoperate.
 */
export const ENCRYPT_ALG = 'A256GCM';
export const ENCRYPT_IV_BYTES = 12;
export const ENCRYPT_KEY_BYTES = 32;
/** The encrypted API prefix: `/app-api/encrypt/x` answers `/app-api/x` encrypted. */
export const ENCRYPT_API_PREFIX = '/app-api/encrypt/';
/** The static JSON the clients read the flag and the valid keys from (always plain). */
export const ENCRYPT_KEY_FILE = '/sys-upload/data/json/encrypt_key.json';
/** Request header naming the key an API answer should use (a key still in its grace period). */
export const ENCRYPT_KID_HEADER = 'x-encrypt-kid';
/** How long a rotated-out key still answers, by default (seconds); operators choose 0..7 days. */
export const ENCRYPT_DEFAULT_GRACE_SECONDS = 3600;
export const ENCRYPT_MAX_GRACE_SECONDS = 7 * 24 * 3600;

const b64 = z.string().max(20_000_000).regex(/^[A-Za-z0-9+/]*={0,2}$/);
export const kidSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

export const encryptedEnvelopeSchema = z.object({
  alg: z.literal(ENCRYPT_ALG),
  kid: kidSchema,
  iv: b64.length(16),
  data: b64,
});
export type EncryptedEnvelope = z.infer<typeof encryptedEnvelopeSchema>;

/** The key file (ENCRYPT_KEY_FILE): the flag, the current key id and every key still valid. */
export const encryptKeyFileSchema = z.object({
  encrypt: z.union([z.literal(0), z.literal(1)]),
  kid: kidSchema.nullable(),
  keys: z.record(kidSchema, b64.length(44)).refine((k) => Object.keys(k).length <= 16, '密钥过多'),
});
export type EncryptKeyFile = z.infer<typeof encryptKeyFileSchema>;

// The web reads the key file and envelopes on every call from its entry chunk, where zod must not
// be (one safeParse pulls all of zod in: docs/performance.md). These plain guards accept exactly what
// the schemas above accept (tested against them); the server keeps the schemas.
const B64 = /^[A-Za-z0-9+/]*={0,2}$/;
const KID = /^[A-Za-z0-9_-]{1,32}$/;
const isB64 = (v: unknown, length?: number): v is string =>
  typeof v === 'string' && v.length <= 20_000_000 && (length === undefined || v.length === length) && B64.test(v);
const isKid = (v: unknown): v is string => typeof v === 'string' && KID.test(v);
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const isEncryptedEnvelope = (value: unknown): value is EncryptedEnvelope =>
  isPlainObject(value) && value.alg === ENCRYPT_ALG && isKid(value.kid) && isB64(value.iv, 16) && isB64(value.data);

/** The key file as `encryptKeyFileSchema` reads it (unknown keys dropped), or null. */
export function readEncryptKeyFile(value: unknown): EncryptKeyFile | null {
  if (!isPlainObject(value) || (value.encrypt !== 0 && value.encrypt !== 1)) return null;
  if (value.kid !== null && !isKid(value.kid)) return null;
  if (!isPlainObject(value.keys)) return null;
  const entries = Object.entries(value.keys);
  if (entries.length > 16 || !entries.every(([k, v]) => isKid(k) && isB64(v, 44))) return null;
  return { encrypt: value.encrypt, kid: value.kid, keys: Object.fromEntries(entries) as Record<string, string> };
}

/** `/a/config.json` → `/a/config_encrypt.json`; null for a path that is not a `.json` file. */
export function encryptedPath(path: string): string | null {
  return /\.json$/.test(path) && !/_encrypt\.json$/.test(path) ? path.replace(/\.json$/, '_encrypt.json') : null;
}
/** `/a/config_encrypt.json` → `/a/config.json`; null when the path is not an encrypted twin. */
export function plainPathOf(path: string): string | null {
  return /[^/]_encrypt\.json$/.test(path) ? path.replace(/_encrypt\.json$/, '.json') : null;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let s = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) s += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(s);
}
export function base64ToBytes(value: string): Uint8Array<ArrayBuffer> {
  const s = atob(value);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

// CryptoKey is a DOM type; this spelling works under the DOM and the Node typings alike.
type WebKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;
const keyCache = new Map<string, Promise<WebKey>>();
function importKey(keyB64: string): Promise<WebKey> {
  let k = keyCache.get(keyB64);
  if (!k) {
    const raw = base64ToBytes(keyB64);
    if (raw.length !== ENCRYPT_KEY_BYTES) return Promise.reject(new Error('密钥长度错误'));
    k = globalThis.crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
    if (keyCache.size > 16) keyCache.clear();
    keyCache.set(keyB64, k);
  }
  return k;
}

/** Encrypts a JSON value with WebCrypto (tests and tools; the server uses node:crypto). */
export async function encryptJsonWeb(value: unknown, kid: string, keyB64: string): Promise<EncryptedEnvelope> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(ENCRYPT_IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const sealed = await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await importKey(keyB64), plain);
  return { alg: ENCRYPT_ALG, kid, iv: bytesToBase64(iv), data: bytesToBase64(new Uint8Array(sealed)) };
}

/** Decrypts an envelope with WebCrypto and parses the JSON inside; throws on a wrong key or tampering. */
export async function decryptEnvelopeWeb<T = unknown>(envelope: EncryptedEnvelope, keyB64: string): Promise<T> {
  const plain = await globalThis.crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: base64ToBytes(envelope.iv) },
    await importKey(keyB64),
    base64ToBytes(envelope.data),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}

/** Operator console: the flag and the grace period of a rotated-out key. */
export const encryptSettingsInputSchema = z.object({
  enabled: z.boolean(),
  graceSeconds: z.number().int().min(0).max(ENCRYPT_MAX_GRACE_SECONDS),
});
export type EncryptSettingsInput = z.infer<typeof encryptSettingsInputSchema>;

export const encryptKeyInfoSchema = z.object({
  kid: kidSchema,
  createdAt: z.string(),
  retiredAt: z.string().nullable(),
  /** Still answering (current, or retired within the grace period). */
  valid: z.boolean(),
});
export const encryptSettingsSchema = z.object({
  enabled: z.boolean(),
  graceSeconds: z.number().int(),
  currentKid: kidSchema.nullable(),
  keys: z.array(encryptKeyInfoSchema),
});
export type EncryptSettings = z.infer<typeof encryptSettingsSchema>;
