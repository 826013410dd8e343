import {
  decryptEnvelopeWeb,
  ENCRYPT_API_PREFIX,
  ENCRYPT_KEY_FILE,
  ENCRYPT_KID_HEADER,
  encryptedPath,
  isEncryptedEnvelope,
  readEncryptKeyFile,
  type EncryptKeyFile,
} from '@sixmark/shared';
import { takeSeed } from './first-load-seed';

/**
 * Encrypted transport, client side (docs/encryption.md): the flag and keys come from the plain
 * key file (spec 1: "the key is read from a static JSON file"); when the flag is on, API calls
 * go to `/app-api/encrypt/*` and static files to their `*_encrypt.json` twins, and answers are
 * opened with WebCrypto AES-GCM. Obfuscation against scraping only; TLS is the protection.
 */
const OFF: EncryptKeyFile = { encrypt: 0, kid: null, keys: {} };
/** The key file is read again after this long (a rotation's grace period is longer). */
export const KEY_FILE_TTL_MS = 5 * 60 * 1000;

let loaded: { at: number; file: Promise<EncryptKeyFile> } | null = null;

async function fetchKeyFile(): Promise<EncryptKeyFile> {
  // The page's HTML carries the key file when encryption is off (lib/first-load-seed.ts).
  const seed = takeSeed(ENCRYPT_KEY_FILE);
  if (seed) return readEncryptKeyFile(seed.value) ?? OFF;
  try {
    const res = await fetch(`${ENCRYPT_KEY_FILE}?_t=${Date.now()}`, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (!res.ok) return OFF;
    return readEncryptKeyFile(await res.json()) ?? OFF;
  } catch {
    // No key file (an old server, a network error): plain calls still work.
    return OFF;
  }
}

/** The key file, read once per KEY_FILE_TTL_MS (or now, when `force`). */
export function encryptKeys(force = false): Promise<EncryptKeyFile> {
  if (force || !loaded || Date.now() - loaded.at > KEY_FILE_TTL_MS) loaded = { at: Date.now(), file: fetchKeyFile() };
  return loaded.file;
}

/** Forgets the key file (tests; a sign-out need not). */
export const resetEncryptKeys = () => {
  loaded = null;
};

/**
 * Takes this key file as read now and for `ttlMs` (unit tests of other features start with
 * encryption off, so their fetch doubles see only their own calls).
 */
export const primeEncryptKeys = (file: EncryptKeyFile, ttlMs = KEY_FILE_TTL_MS) => {
  loaded = { at: Date.now() + ttlMs - KEY_FILE_TTL_MS, file: Promise.resolve(file) };
};
export const ENCRYPT_OFF = OFF;

/**
 * The encrypted address of a call when encryption is on and the call has one: same-origin
 * `/app-api/*` (not already encrypted) and static `*.json` files (not the key file). Chat and
 * other origins stay plain.
 */
export function encryptedUrl(url: string): string | null {
  if (url.startsWith('/app-api/')) return url.startsWith(ENCRYPT_API_PREFIX) ? null : `${ENCRYPT_API_PREFIX}${url.slice('/app-api/'.length)}`;
  if (!/^\/(sys-upload|data)\//.test(url)) return null;
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (path === ENCRYPT_KEY_FILE) return null;
  const twin = encryptedPath(path);
  return twin ? twin + (q === -1 ? '' : url.slice(q)) : null;
}

export const kidHeader = ENCRYPT_KID_HEADER;

/**
 * Opens an answer if it is an envelope (plain JSON passes through). An unknown key id means
 * the key was rotated since the key file was read: it is read again once.
 */
export async function openAnswer(json: unknown): Promise<unknown> {
  if (!isEncryptedEnvelope(json)) return json;
  let key = (await encryptKeys()).keys[json.kid];
  if (!key) key = (await encryptKeys(true)).keys[json.kid];
  if (!key) throw new Error('unknown key');
  return decryptEnvelopeWeb(json, key);
}
