import { bytesToHex, hexToBytes, webCryptoHmac, webCryptoSha256Hex, type HmacSync } from './draw-rng';
import { DT_RANKS, DT_SUITS, shuffleDeck, shuffleDeckSync } from './dragon-tiger';

/**
 * 幸运牛牛 (lucky niu-niu, game 95): an in-house card game settled like a lottery period.
 *
 * Deal: the period's secret 256-bit seed (its SHA-256 published when betting opens, the seed
 * after the draw) shuffles a 52-card deck exactly like the sandbox 龙虎 (dragon-tiger.ts:
 * Fisher-Yates driven by HMAC-SHA256(seed, counter) words, rejection sampling). Card c: suit
 * ⌊c / 13⌋ (♠♥♣♦), rank c mod 13 + 1 (A = 1 … K = 13). Hands of five cards from the top:
 * 庄 = deck[0..4], 闲一 = deck[5..9], …, 闲五 = deck[25..29] (6 hands, 30 cards).
 *
 * Hand: A counts 1, 2-9 their face, 10/J/Q/K count 10. 有牛 when three cards sum to a multiple
 * of 10; the points are then the sum of the other two mod 10 (0 = 牛牛) — which is the total of
 * the five mod 10 whichever three are picked. Special hands, highest first:
 *   五小牛 (every card below 5 and the five sum to at most 10) > 炸弹 (four of one rank) >
 *   五花牛 (five J/Q/K) > 牛牛 > 牛9 > … > 牛1 > 无牛.
 * Equal levels: the hand with the highest single card wins (rank K high … A low, then suit
 * ♠ > ♥ > ♣ > ♦). All 52 cards are distinct, so two hands are never equal: there is no 和.
 *
 * Pay: a bet on 闲N wins when 闲N beats 庄 and is paid by 闲N's hand tier (NIUNIU_TIERS, decimal
 * odds including the stake; operator-configurable through the odds tables as NN_WIN:<tier>);
 * a lost bet loses only its stake (a credit-play bet never owes more than it staked).
 */

export const NIUNIU_GAME_ID = 95;
export const NIUNIU_PLAYERS = ['闲一', '闲二', '闲三', '闲四', '闲五'] as const;
export type NiuniuPlayer = (typeof NIUNIU_PLAYERS)[number];
export const NIUNIU_HAND_SIZE = 5;
export const NIUNIU_DEALT = NIUNIU_HAND_SIZE * (NIUNIU_PLAYERS.length + 1);

/** Hand levels: 0 无牛, 1-9 牛1-牛9, 10 牛牛, 11 五花牛, 12 炸弹, 13 五小牛. */
export const NN_LEVEL = { none: 0, niuniu: 10, wuhua: 11, bomb: 12, wuxiao: 13 } as const;

export const handName = (level: number): string =>
  level === 0
    ? '无牛'
    : level < 10
      ? `牛${level}`
      : (['牛牛', '五花牛', '炸弹', '五小牛'] as const)[level - 10]!;

/** Pay tiers (price keys NN_WIN:<tier>), the conventional multiples and the shipped odds. */
export const NIUNIU_TIERS = ['无牛至牛6', '牛7至牛9', '牛牛', '五花牛', '炸弹', '五小牛'] as const;
export type NiuniuTier = (typeof NIUNIU_TIERS)[number];
/** Multiple of the stake won by a hand of the tier (×1, ×2, ×3, ×4, ×5, ×5). */
export const NIUNIU_MULTIPLES: Record<NiuniuTier, number> = {
  无牛至牛6: 1,
  牛7至牛9: 2,
  牛牛: 3,
  五花牛: 4,
  炸弹: 5,
  五小牛: 5,
};
/** Shipped decimal odds (stake included): 1 + multiple × 0.95 (5% house commission). */
export const NIUNIU_DEFAULT_ODDS: Record<NiuniuTier, number> = Object.fromEntries(
  NIUNIU_TIERS.map((t) => [t, Math.round((1 + NIUNIU_MULTIPLES[t] * 0.95) * 1000) / 1000]),
) as Record<NiuniuTier, number>;

export const tierOfLevel = (level: number): NiuniuTier =>
  level <= 6 ? '无牛至牛6' : level <= 9 ? '牛7至牛9' : NIUNIU_TIERS[level - 8]!;

export interface NnCard {
  code: number;
  suit: (typeof DT_SUITS)[number];
  rank: number;
  label: string;
}

export const nnCard = (code: number): NnCard => {
  if (!Number.isInteger(code) || code < 0 || code > 51) throw new RangeError(`not a card: ${code}`);
  const suit = DT_SUITS[Math.floor(code / 13)]!;
  const rank = (code % 13) + 1;
  return { code, suit, rank, label: `${suit}${DT_RANKS[rank - 1]}` };
};

const pointOf = (code: number): number => Math.min(10, (code % 13) + 1);
/** Order of a single card: rank first (K high, A low), then suit ♠ > ♥ > ♣ > ♦. */
const cardOrder = (code: number): number => ((code % 13) + 1) * 4 + (3 - Math.floor(code / 13));

export interface NnHand {
  cards: number[];
  level: number;
  name: string;
  /** Indexes (in `cards`) of the three cards making the 牛, when there is one. */
  niu: [number, number, number] | null;
  /** The highest single card (rank then suit). */
  top: number;
}

/** Evaluates five distinct cards (codes 0-51). */
export function evaluateHand(cards: readonly number[]): NnHand {
  if (cards.length !== NIUNIU_HAND_SIZE || new Set(cards).size !== NIUNIU_HAND_SIZE)
    throw new RangeError('a niu-niu hand is five distinct cards');
  const codes = cards.map((c) => nnCard(c).code);
  const points = codes.map(pointOf);
  const ranks = codes.map((c) => (c % 13) + 1);
  const total = points.reduce((a, b) => a + b, 0);
  const top = codes.reduce((a, b) => (cardOrder(b) > cardOrder(a) ? b : a));
  let niu: NnHand['niu'] = null;
  for (let i = 0; i < 5 && !niu; i++)
    for (let j = i + 1; j < 5 && !niu; j++)
      for (let k = j + 1; k < 5 && !niu; k++)
        if ((points[i]! + points[j]! + points[k]!) % 10 === 0) niu = [i, j, k];
  const byRank = new Map<number, number>();
  for (const r of ranks) byRank.set(r, (byRank.get(r) ?? 0) + 1);
  let level: number;
  if (ranks.every((r) => r < 5) && total <= 10) level = NN_LEVEL.wuxiao;
  else if ([...byRank.values()].some((n) => n === 4)) level = NN_LEVEL.bomb;
  else if (ranks.every((r) => r > 10)) level = NN_LEVEL.wuhua;
  else if (!niu) level = NN_LEVEL.none;
  else level = total % 10 === 0 ? NN_LEVEL.niuniu : total % 10;
  return { cards: codes, level, name: handName(level), niu, top };
}

/** > 0 when `a` beats `b`, < 0 when `b` wins (never 0 for hands from one deck). */
export const compareHands = (a: NnHand, b: NnHand): number =>
  a.level - b.level || cardOrder(a.top) - cardOrder(b.top);

export interface NiuniuResult {
  banker: NnHand;
  players: { name: NiuniuPlayer; hand: NnHand; win: boolean; tier: NiuniuTier }[];
}

/** The period's hands and which 闲 beat the 庄, from a shuffled deck (≥ 30 cards). */
export function resultOfDeck(deck: readonly number[]): NiuniuResult {
  if (deck.length < NIUNIU_DEALT) throw new RangeError('a niu-niu deal needs 30 cards');
  const banker = evaluateHand(deck.slice(0, 5));
  return {
    banker,
    players: NIUNIU_PLAYERS.map((name, i) => {
      const hand = evaluateHand(deck.slice(5 * (i + 1), 5 * (i + 2)));
      return { name, hand, win: compareHands(hand, banker) > 0, tier: tierOfLevel(hand.level) };
    }),
  };
}

/** The 30 dealt cards of a seed (server, node:crypto HMAC). */
export const dealOfSeedSync = (seedHex: string, hmac: HmacSync): number[] =>
  shuffleDeckSync(hexToBytes(seedHex), hmac).slice(0, NIUNIU_DEALT);

/** Recomputes a published round in the browser: hash check, the deal and the result. */
export async function verifyNiuniuRound(
  seedHex: string,
  seedHash: string,
): Promise<{ hashMatches: boolean; deal: number[]; result: NiuniuResult }> {
  const seed = hexToBytes(seedHex);
  const deal = (await shuffleDeck(seed, webCryptoHmac)).slice(0, NIUNIU_DEALT);
  const hashMatches = (await webCryptoSha256Hex(seed)) === seedHash.toLowerCase();
  return { hashMatches, deal, result: resultOfDeck(deal) };
}

/** Compact per-period summary stored and listed (heat map, results): levels and winners. */
export interface NiuniuSummary {
  bankerLevel: number;
  playerLevels: number[];
  winners: boolean[];
}

export const summaryOf = (r: NiuniuResult): NiuniuSummary => ({
  bankerLevel: r.banker.level,
  playerLevels: r.players.map((p) => p.hand.level),
  winners: r.players.map((p) => p.win),
});

export { bytesToHex, hexToBytes };
