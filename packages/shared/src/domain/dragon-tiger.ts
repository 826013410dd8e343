import { bytesToHex, hexToBytes, webCryptoHmac, webCryptoSha256Hex, type Hmac, type HmacSync } from './draw-rng';

/**
 * The sandbox provider's game, 龙虎 (dragon-tiger), with a provably fair shuffle that mirrors
 * our draws (draw-rng.ts): a secret 256-bit seed per round, its SHA-256 published when betting
 * opens, the seed published after the round. Anyone with the seed recomputes the deck.
 *
 * Stream: block i = HMAC-SHA256(key = seed, message = i as 4-byte big-endian), i = 0, 1, ...,
 * read as 32-bit big-endian words. Shuffle: Fisher-Yates over the 52 cards 0..51 from the top
 * (i = 51 down to 1, swap i with j = word mod (i + 1)); a word ≥ the largest multiple of (i + 1)
 * below 2^32 is rejected, so every order is equally likely. Card c: suit ⌊c / 13⌋ (♠♥♣♦),
 * rank c mod 13 + 1 (A = 1 … K = 13). Dragon gets deck[0], tiger deck[1]; the higher rank wins,
 * equal ranks are a tie (和).
 *
 * Pays (stake included): 龙 or 虎 1:1 → 2×; 和 8:1 → 9×; on a tie a 龙/虎 bet gets half its stake
 * back. Valid turnover is what was at risk and lost or won: the full stake, except half on a
 * 龙/虎 bet refunded by a tie.
 */

export const DT_SIDES = ['dragon', 'tiger', 'tie'] as const;
export type DtSide = (typeof DT_SIDES)[number];
export const DT_SIDE_LABELS: Record<DtSide, string> = { dragon: '龙', tiger: '虎', tie: '和' };
export const DT_SUITS = ['♠', '♥', '♣', '♦'] as const;
export const DT_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
/** Pay multiples of a winning side (stake included), and the share a tie returns to 龙/虎. */
export const DT_PAYOUT = { dragon: 2, tiger: 2, tie: 9 } as const;
export const DT_DECK_SIZE = 52;

export interface DtCard {
  code: number;
  suit: (typeof DT_SUITS)[number];
  rank: number;
  label: string;
}

export interface DtOutcome {
  dragon: DtCard;
  tiger: DtCard;
  winner: DtSide;
}

export const cardOf = (code: number): DtCard => {
  const suit = DT_SUITS[Math.floor(code / 13)]!;
  const rank = (code % 13) + 1;
  return { code, suit, rank, label: `${suit}${DT_RANKS[rank - 1]}` };
};

const counterBytes = (i: number): Uint8Array => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, i, false);
  return b;
};

class StreamExhausted extends Error {}

/** Fisher-Yates over 0..51 driven by the words of `blocks` (throws StreamExhausted if short). */
function shuffleWith(blocks: readonly Uint8Array[]): number[] {
  const deck = Array.from({ length: DT_DECK_SIZE }, (_, i) => i);
  let block = 0;
  let offset = 0;
  const nextWord = (): number => {
    for (;;) {
      const b = blocks[block];
      if (!b) throw new StreamExhausted();
      if (offset + 4 <= b.length) {
        const w = new DataView(b.buffer, b.byteOffset + offset, 4).getUint32(0, false);
        offset += 4;
        return w;
      }
      block++;
      offset = 0;
    }
  };
  for (let i = DT_DECK_SIZE - 1; i >= 1; i--) {
    const n = i + 1;
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    let w = nextWord();
    while (w >= limit) w = nextWord();
    const j = w % n;
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

// 52 words of 4 bytes fit in 7 blocks of 32; rejections are rare, 8 blocks almost always do.
const FIRST_BLOCKS = 8;

/** The shuffled deck of a seed, with a synchronous HMAC (node:crypto on the server). */
export function shuffleDeckSync(seed: Uint8Array, hmac: HmacSync): number[] {
  const blocks: Uint8Array[] = [];
  for (let want = FIRST_BLOCKS; ; want *= 2) {
    while (blocks.length < want) blocks.push(hmac(seed, counterBytes(blocks.length)));
    try {
      return shuffleWith(blocks);
    } catch (err) {
      if (!(err instanceof StreamExhausted)) throw err;
    }
  }
}

/** The shuffled deck of a seed with an async HMAC (WebCrypto in the browser). */
export async function shuffleDeck(seed: Uint8Array, hmac: Hmac): Promise<number[]> {
  const blocks: Uint8Array[] = [];
  for (let want = FIRST_BLOCKS; ; want *= 2) {
    while (blocks.length < want) blocks.push(await hmac(seed, counterBytes(blocks.length)));
    try {
      return shuffleWith(blocks);
    } catch (err) {
      if (!(err instanceof StreamExhausted)) throw err;
    }
  }
}

/** The round's outcome from its shuffled deck. */
export function outcomeOfDeck(deck: readonly number[]): DtOutcome {
  const dragon = cardOf(deck[0]!);
  const tiger = cardOf(deck[1]!);
  const winner: DtSide = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
  return { dragon, tiger, winner };
}

/**
 * What a bet of `amount` (thousandths) on `side` returns (stake included) and counts as valid
 * turnover, for a round won by `winner`. Amounts are whole cents (multiples of 10), so half a
 * stake is exact.
 */
export function settleDtBet(side: DtSide, amount: number, winner: DtSide): { payout: number; validBet: number } {
  if (side === winner) return { payout: amount * DT_PAYOUT[side], validBet: amount };
  if (winner === 'tie') {
    const half = Math.floor(amount / 2);
    return { payout: half, validBet: amount - half };
  }
  return { payout: 0, validBet: amount };
}

/** Recomputes a published round in the browser: hash check and the two cards. */
export async function verifyDtRound(
  seedHex: string,
  seedHash: string,
): Promise<{ hashMatches: boolean; outcome: DtOutcome; deck: number[] }> {
  const seed = hexToBytes(seedHex);
  const deck = await shuffleDeck(seed, webCryptoHmac);
  const hashMatches = (await webCryptoSha256Hex(seed)) === seedHash.toLowerCase();
  return { hashMatches, outcome: outcomeOfDeck(deck), deck };
}

export { bytesToHex, hexToBytes };

/** Stake limits of one 龙虎 bet, thousandths (1 to 50,000 yuan). */
export const DT_BET_LIMITS = { min: 1_000, max: 50_000_000 } as const;
export const dtBetRangeMessage = '单注金额需在1-50000元之间';
