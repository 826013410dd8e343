/**
 * The `rng` draw: 7 distinct numbers 1-49 derived from a secret 256-bit seed, so that anyone
 * holding the seed (published after the draw) can recompute the result, and the seed's SHA-256
 * (published when the turn opens) proves the seed was fixed before bets were seen.
 *
 * Stream: block i = HMAC-SHA256(key = seed, message = i as 4-byte big-endian), i = 0, 1, ...
 * Each byte b < 245 (= 5 × 49) gives the number b % 49 + 1; bytes ≥ 245 are rejected so every
 * number is equally likely (no modulo bias); a number already drawn is skipped. The 7th
 * number is the special number.
 */

export const DRAW_SIZE = 7;
export const MAX_NUMBER = 49;
const LIMIT = 245;

export type Hmac = (key: Uint8Array, message: Uint8Array) => Promise<Uint8Array>;
export type HmacSync = (key: Uint8Array, message: Uint8Array) => Uint8Array;

const counterBytes = (i: number): Uint8Array => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, i, false);
  return b;
};

/** Feeds one HMAC block into the draw; returns true once 7 numbers are drawn. */
function consume(block: Uint8Array, picked: number[]): boolean {
  for (const byte of block) {
    if (byte >= LIMIT) continue;
    const n = (byte % MAX_NUMBER) + 1;
    if (!picked.includes(n)) picked.push(n);
    if (picked.length === DRAW_SIZE) return true;
  }
  return false;
}

/** Derives the draw from a seed with an async HMAC-SHA256 (WebCrypto in the browser). */
export async function deriveNumbers(seed: Uint8Array, hmac: Hmac): Promise<number[]> {
  const picked: number[] = [];
  for (let i = 0; ; i++) if (consume(await hmac(seed, counterBytes(i)), picked)) return picked;
}

/** Same derivation with a synchronous HMAC (node:crypto), for the server and simulations. */
export function deriveNumbersSync(seed: Uint8Array, hmac: HmacSync): number[] {
  const picked: number[] = [];
  for (let i = 0; ; i++) if (consume(hmac(seed, counterBytes(i)), picked)) return picked;
}

export const hexToBytes = (hex: string): Uint8Array => {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new TypeError('not a hex string');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
};

export const bytesToHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** HMAC-SHA256 through WebCrypto (browsers, and Node 20+ where `crypto.subtle` is global). */
export const webCryptoHmac: Hmac = async (key, message) => {
  const k = await globalThis.crypto.subtle.importKey(
    'raw',
    key as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', k, message as Uint8Array<ArrayBuffer>));
};

/** SHA-256 hex of a seed through WebCrypto (the published seed hash). */
export const webCryptoSha256Hex = async (bytes: Uint8Array): Promise<string> =>
  bytesToHex(
    new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)),
  );

/** Recomputes a draw from its published seed (hex) in the browser. */
export async function verifyDraw(
  seedHex: string,
  seedHash: string,
  numbers: readonly number[],
): Promise<{ recomputed: number[]; hashMatches: boolean; numbersMatch: boolean }> {
  const seed = hexToBytes(seedHex);
  const recomputed = await deriveNumbers(seed, webCryptoHmac);
  const hashMatches = (await webCryptoSha256Hex(seed)) === seedHash.toLowerCase();
  return { recomputed, hashMatches, numbersMatch: recomputed.join(',') === numbers.join(',') };
}
