import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

const KEYLEN = 32;
const R = 8;
const P = 1;

/** Hashes with scrypt (N = 2^logN, r = 8, p = 1) and a fresh 16-byte salt: `scrypt$logN$r$p$salt$hash`. */
export async function hashPassword(password: string, logN = 17): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** logN;
  const key = await scrypt(password, salt, KEYLEN, { N, r: R, p: P, maxmem: 256 * N * R + 1024 * 1024 });
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password in constant time; `needsRehash` when the hash is weaker than `logN`. */
export async function verifyPassword(
  password: string,
  stored: string,
  logN = 17,
): Promise<{ ok: boolean; needsRehash: boolean }> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return { ok: false, needsRehash: false };
  const N = 2 ** Number(n);
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * N * Number(r) + 1024 * 1024,
  });
  const ok = key.length === expected.length && timingSafeEqual(key, expected);
  return { ok, needsRehash: ok && (Number(n) < logN || Number(r) < R || Number(p) < P) };
}
