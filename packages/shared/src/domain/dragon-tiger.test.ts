import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, type HmacSync } from './draw-rng';
import { webCryptoHmac as webCryptoHmacForTest } from './draw-rng';
import { cardOf, outcomeOfDeck, settleDtBet, shuffleDeck, shuffleDeckSync, verifyDtRound } from './dragon-tiger';

const nodeHmac: HmacSync = (key, msg) => new Uint8Array(createHmac('sha256', key).update(msg).digest());
const seedHex = 'a3f1c2d4e5b60718293a4b5c6d7e8f901122334455667788990aabbccddeeff0';

describe('dragon-tiger provably fair shuffle', () => {
  it('derives a permutation of the 52 cards, the same from the sync and WebCrypto paths', async () => {
    const seed = hexToBytes(seedHex);
    const deck = shuffleDeckSync(seed, nodeHmac);
    expect([...deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(await shuffleDeck(seed, webCryptoHmacForTest)).toEqual(deck);
  });

  it('recomputes the hash and the outcome from the published seed', async () => {
    const seed = hexToBytes(seedHex);
    const hash = createHash('sha256').update(seed).digest('hex');
    const deck = shuffleDeckSync(seed, nodeHmac);
    const v = await verifyDtRound(seedHex, hash);
    expect(v.hashMatches).toBe(true);
    expect(v.deck).toEqual(deck);
    expect(v.outcome).toEqual(outcomeOfDeck(deck));
    // A different seed does not match the committed hash.
    expect((await verifyDtRound(seedHex.replace(/^a/, 'b'), hash)).hashMatches).toBe(false);
  });

  it('is deterministic per seed and differs between seeds', () => {
    const a = shuffleDeckSync(hexToBytes(seedHex), nodeHmac);
    expect(shuffleDeckSync(hexToBytes(seedHex), nodeHmac)).toEqual(a);
    const other = bytesToHex(new Uint8Array(32).fill(7));
    expect(shuffleDeckSync(hexToBytes(other), nodeHmac)).not.toEqual(a);
  });

  it('deals each card first about equally often over many seeds (no gross bias)', () => {
    const counts = new Array<number>(52).fill(0);
    const n = 5200;
    for (let i = 0; i < n; i++) {
      const seed = createHash('sha256').update(`seed-${i}`).digest();
      counts[shuffleDeckSync(new Uint8Array(seed), nodeHmac)[0]!]!++;
    }
    // Expected 100 each; a chi-square over 51 degrees of freedom stays far below 120 for a fair shuffle.
    const chi = counts.reduce((s, c) => s + (c - 100) ** 2 / 100, 0);
    expect(chi).toBeLessThan(120);
  });

  it('names cards and decides the winner by rank', () => {
    expect(cardOf(0)).toMatchObject({ suit: '♠', rank: 1, label: '♠A' });
    expect(cardOf(51)).toMatchObject({ suit: '♦', rank: 13, label: '♦K' });
    expect(outcomeOfDeck([12, 0]).winner).toBe('dragon');
    expect(outcomeOfDeck([0, 25]).winner).toBe('tiger');
    expect(outcomeOfDeck([13, 0]).winner).toBe('tie');
  });

  it('pays 1:1 on 龙/虎, 8:1 on 和, half back to 龙/虎 on a tie', () => {
    expect(settleDtBet('dragon', 10_000, 'dragon')).toEqual({ payout: 20_000, validBet: 10_000 });
    expect(settleDtBet('tiger', 10_000, 'dragon')).toEqual({ payout: 0, validBet: 10_000 });
    expect(settleDtBet('tie', 10_000, 'tie')).toEqual({ payout: 90_000, validBet: 10_000 });
    expect(settleDtBet('dragon', 10_010, 'tie')).toEqual({ payout: 5_005, validBet: 5_005 });
    expect(settleDtBet('tie', 10_000, 'tiger')).toEqual({ payout: 0, validBet: 10_000 });
  });
});
