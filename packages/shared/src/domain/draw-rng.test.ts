import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bytesToHex,
  deriveNumbers,
  deriveNumbersSync,
  hexToBytes,
  verifyDraw,
  webCryptoHmac,
  type HmacSync,
} from './draw-rng';

const nodeHmac: HmacSync = (key, msg) => createHmac('sha256', key).update(msg).digest();

/** Chi-square critical value for 48 degrees of freedom at 99% (statistical tables). */
const CHI2_48_99 = 73.683;

describe('rng draw', () => {
  it('derives 7 distinct numbers 1-49, the same with node:crypto and WebCrypto', async () => {
    const seed = hexToBytes('00'.repeat(31) + '01');
    const a = deriveNumbersSync(seed, nodeHmac);
    const b = await deriveNumbers(seed, webCryptoHmac);
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(7);
    expect(a.every((n) => n >= 1 && n <= 49)).toBe(true);
  });

  it('follows the documented stream: HMAC(seed, counter) bytes below 245 → byte % 49 + 1', () => {
    const seed = hexToBytes('ab'.repeat(32));
    const block = nodeHmac(seed, new Uint8Array([0, 0, 0, 0]));
    const expected: number[] = [];
    for (const byte of block) {
      if (byte >= 245) continue;
      const n = (byte % 49) + 1;
      if (!expected.includes(n)) expected.push(n);
      if (expected.length === 7) break;
    }
    expect(deriveNumbersSync(seed, nodeHmac)).toEqual(expected);
  });

  it('verifies a published seed against its hash and numbers', async () => {
    const seed = hexToBytes('5e'.repeat(32));
    const hash = createHash('sha256').update(seed).digest('hex');
    const numbers = deriveNumbersSync(seed, nodeHmac);
    expect(await verifyDraw(bytesToHex(seed), hash, numbers)).toEqual({
      recomputed: numbers,
      hashMatches: true,
      numbersMatch: true,
    });
    expect((await verifyDraw(bytesToHex(seed), hash, [...numbers].reverse())).numbersMatch).toBe(false);
  });

  it('favours no number over 10^6 draws (chi-square, 99%)', () => {
    const draws = 1_000_000;
    const all = new Array<number>(50).fill(0);
    const special = new Array<number>(50).fill(0);
    const seed = new Uint8Array(32);
    const view = new DataView(seed.buffer);
    view.setUint32(0, 0x5eed5eed);
    for (let i = 0; i < draws; i++) {
      view.setUint32(28, i); // distinct seed per draw
      const nums = deriveNumbersSync(seed, nodeHmac);
      for (const n of nums) all[n]!++;
      special[nums[6]!]!++;
    }
    const chi2 = (counts: number[], total: number) => {
      const e = total / 49;
      let s = 0;
      for (let n = 1; n <= 49; n++) s += (counts[n]! - e) ** 2 / e;
      return s;
    };
    // Balls within one draw are drawn without replacement, which only lowers the variance,
    // so the test on all 7 balls is conservative; the special ball alone is a plain multinomial.
    expect(chi2(all, draws * 7)).toBeLessThan(CHI2_48_99);
    expect(chi2(special, draws)).toBeLessThan(CHI2_48_99);
  }, 60_000);
});
