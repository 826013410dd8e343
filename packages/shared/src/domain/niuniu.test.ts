import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { HmacSync } from './draw-rng';
import { catalogueOfGame, isPlayOfGame } from './plays/catalogue';
import { expandSelection } from './plays/expand';
import { defaultOdds } from './plays/fair-odds';
import { payoutOf } from './plays/payout';
import { selectionProblem } from './plays/selection';
import { settleLine } from './plays/settle';
import { tablesForLunarYear } from './plays/year-tables';
import {
  NIUNIU_PLAYERS,
  NIUNIU_DEFAULT_ODDS,
  NIUNIU_MULTIPLES,
  compareHands,
  dealOfSeedSync,
  evaluateHand,
  handName,
  nnCard,
  resultOfDeck,
  tierOfLevel,
  verifyNiuniuRound,
} from './niuniu';

const SUITS = ['♠', '♥', '♣', '♦'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** '♠K' → card code. */
const c = (label: string): number => {
  const suit = SUITS.indexOf(label[0]!);
  const rank = RANKS.indexOf(label.slice(1));
  if (suit < 0 || rank < 0) throw new Error(`bad label ${label}`);
  return suit * 13 + rank;
};
const hand = (s: string) => evaluateHand(s.split(' ').map(c));

describe('niu-niu hands (table)', () => {
  const table: [string, string, string][] = [
    // cards, name, tier
    ['♠A ♥2 ♣3 ♦4 ♠8', '无牛', '无牛至牛6'],
    ['♠A ♥3 ♣5 ♦7 ♠9', '无牛', '无牛至牛6'],
    ['♠2 ♥3 ♣5 ♦A ♠K', '牛1', '无牛至牛6'],
    ['♠2 ♥8 ♣K ♦A ♠A', '牛2', '无牛至牛6'],
    ['♠3 ♥7 ♣10 ♦A ♠2', '牛3', '无牛至牛6'],
    ['♠4 ♥6 ♣J ♦2 ♠2', '牛4', '无牛至牛6'],
    ['♠5 ♥5 ♣Q ♦2 ♠3', '牛5', '无牛至牛6'],
    ['♠9 ♥A ♣K ♦3 ♠3', '牛6', '无牛至牛6'],
    ['♠K ♥Q ♣J ♦3 ♠4', '牛7', '牛7至牛9'],
    ['♠8 ♥2 ♣10 ♦4 ♠4', '牛8', '牛7至牛9'],
    ['♠7 ♥3 ♣10 ♦9 ♠K', '牛9', '牛7至牛9'],
    ['♠10 ♥J ♣Q ♦K ♥10', '牛牛', '牛牛'],
    ['♠6 ♥4 ♣K ♦3 ♠7', '牛牛', '牛牛'],
    ['♠J ♥Q ♣K ♦J ♠Q', '五花牛', '五花牛'],
    ['♠K ♥K ♣Q ♦J ♥J', '五花牛', '五花牛'],
    ['♠7 ♥7 ♣7 ♦7 ♠K', '炸弹', '炸弹'],
    ['♠K ♥K ♣K ♦K ♠Q', '炸弹', '炸弹'],
    ['♠A ♥A ♣2 ♦2 ♠3', '五小牛', '五小牛'],
    ['♠A ♥A ♣A ♦A ♠2', '五小牛', '五小牛'], // also four of a kind: 五小牛 ranks higher
    ['♠A ♥2 ♣2 ♦2 ♠3', '五小牛', '五小牛'],
    ['♠A ♥2 ♣3 ♦A ♠2', '五小牛', '五小牛'],
    ['♠A ♥2 ♣3 ♦4 ♠2', '无牛', '无牛至牛6'], // all below 5 but total 12 > 10: not 五小牛, no three make 10
    ['♠10 ♥J ♣Q ♦K ♠9', '牛9', '牛7至牛9'], // a 10 breaks 五花牛
    ['♠5 ♥5 ♣5 ♦5 ♠A', '炸弹', '炸弹'],
    ['♠9 ♥9 ♣9 ♦2 ♠4', '牛3', '无牛至牛6'], // 9+9+2 = 20, 9+4 = 13
    ['♠9 ♥9 ♣9 ♦3 ♠4', '无牛', '无牛至牛6'],
  ];
  it.each(table)('%s is %s', (cards, name, tier) => {
    const h = hand(cards);
    expect(h.name).toBe(name);
    expect(tierOfLevel(h.level)).toBe(tier);
    if (h.niu && h.level > 0 && h.level <= 10) {
      const pts = h.niu.map((i) => Math.min(10, (h.cards[i]! % 13) + 1));
      expect(pts.reduce((a, b) => a + b, 0) % 10).toBe(0);
    }
  });

  it('rejects hands that are not five distinct cards', () => {
    expect(() => evaluateHand([1, 2, 3, 4])).toThrow(RangeError);
    expect(() => evaluateHand([1, 1, 2, 3, 4])).toThrow(RangeError);
    expect(() => evaluateHand([1, 2, 3, 4, 52])).toThrow(RangeError);
  });

  it('ranks levels: 五小牛 > 炸弹 > 五花牛 > 牛牛 > 牛9 > 牛1 > 无牛', () => {
    const order = [
      '♠A ♥A ♣2 ♦2 ♠3',
      '♠7 ♥7 ♣7 ♦7 ♠K',
      '♠J ♥Q ♣K ♦J ♠Q',
      '♠10 ♥J ♣Q ♦K ♥10',
      '♠7 ♥3 ♣10 ♦9 ♠K',
      '♠2 ♥3 ♣5 ♦A ♠K',
      '♠A ♥2 ♣3 ♦4 ♠8',
    ].map(hand);
    for (let i = 0; i + 1 < order.length; i++) expect(compareHands(order[i]!, order[i + 1]!)).toBeGreaterThan(0);
  });

  it('breaks equal levels by the highest card, then suit ♠ > ♥ > ♣ > ♦', () => {
    // both 牛牛; K beats Q
    expect(compareHands(hand('♥K ♥6 ♥4 ♥3 ♥7'), hand('♠Q ♠6 ♠4 ♠3 ♠7'))).toBeGreaterThan(0);
    // both 牛8 with top ♠K vs ♥K: spade wins
    const a = hand('♠K ♠8 ♠2 ♠J ♠10');
    const b = hand('♥K ♥8 ♥2 ♥J ♥10');
    expect(a.name).toBe('牛牛');
    expect(a.level).toBe(b.level);
    expect(compareHands(a, b)).toBeGreaterThan(0);
    expect(compareHands(b, a)).toBeLessThan(0);
    // ♣ beats ♦ on the same top rank
    expect(compareHands(hand('♣9 ♣A ♣K ♣3 ♣2'), hand('♦9 ♦A ♦K ♦3 ♦2'))).toBeGreaterThan(0);
  });

  it('pays the conventional table: ×1 ×2 ×3 ×4 ×5 ×5 less 5%', () => {
    expect(NIUNIU_MULTIPLES).toEqual({ 无牛至牛6: 1, 牛7至牛9: 2, 牛牛: 3, 五花牛: 4, 炸弹: 5, 五小牛: 5 });
    expect(NIUNIU_DEFAULT_ODDS).toEqual({ 无牛至牛6: 1.95, 牛7至牛9: 2.9, 牛牛: 3.85, 五花牛: 4.8, 炸弹: 5.75, 五小牛: 5.75 });
    expect([0, 1, 6, 7, 9, 10, 11, 12, 13].map(handName)).toEqual([
      '无牛', '牛1', '牛6', '牛7', '牛9', '牛牛', '五花牛', '炸弹', '五小牛',
    ]);
  });
});

describe('niu-niu deal', () => {
  const nodeHmac: HmacSync = (key, message) => createHmac('sha256', key).update(message).digest();
  const seed = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

  it('is deterministic and deals 30 distinct cards', () => {
    const a = dealOfSeedSync(seed, nodeHmac);
    expect(a).toEqual(dealOfSeedSync(seed, nodeHmac));
    expect(a).toHaveLength(30);
    expect(new Set(a).size).toBe(30);
    expect(a.every((x) => x >= 0 && x < 52)).toBe(true);
    expect(dealOfSeedSync(seed.replace(/^00/, '01'), nodeHmac)).not.toEqual(a);
  });

  it('verifies in the browser path (WebCrypto) to the same deal and result', async () => {
    const hash = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
    const v = await verifyNiuniuRound(seed, hash);
    expect(v.hashMatches).toBe(true);
    expect(v.deal).toEqual(dealOfSeedSync(seed, nodeHmac));
    const r = resultOfDeck(v.deal);
    expect(v.result.players.map((p) => p.win)).toEqual(r.players.map((p) => p.win));
    expect(r.players.every((p) => p.win === compareHands(p.hand, r.banker) > 0)).toBe(true);
    expect((await verifyNiuniuRound(seed, '00'.repeat(32))).hashMatches).toBe(false);
  });

  it('labels cards', () => {
    expect(nnCard(c('♦K')).label).toBe('♦K');
    expect(nnCard(0).label).toBe('♠A');
  });
});

describe('NN_WIN plays (catalogue, expand, settle)', () => {
  const T = tablesForLunarYear(2026);
  const odds = defaultOdds(T);
  // 庄 牛5; 闲一 牛牛 (wins ×3 tier); 闲二 无牛 (loses); 闲三 五花牛; 闲四 牛5 with a higher top card
  // (♠K vs the banker's ♥Q: wins at 无牛至牛6); 闲五 牛5 with a lower top card (loses).
  const deal = [
    '♥5', '♣5', '♥Q', '♦2', '♠3', // banker: 5+5+Q = 20, 2+3 = 5 → 牛5, top ♥Q
    '♠10', '♥J', '♣Q', '♦K', '♥10',
    '♠A', '♥3', '♣5', '♦7', '♠9',
    '♠J', '♥Q', '♣K', '♦J', '♠Q',
    '♠K', '♦5', '♠5', '♣2', '♣3',
    '♦10', '♦6', '♦4', '♥2', '♥3',
  ].map(c);
  it('is a game-95-only option play priced per tier', () => {
    expect(isPlayOfGame('NN_WIN', 95)).toBe(true);
    expect(isPlayOfGame('NN_WIN', 70)).toBe(false);
    expect(isPlayOfGame('TM_NUM', 95)).toBe(false);
    expect(catalogueOfGame(95).flatMap((x) => x.plays.map((p) => p.code))).toEqual(['NN_WIN']);
    const lines = expandSelection({ play: 'NN_WIN', options: ['闲三', '闲一'] }, T, odds).lines;
    expect(lines.map((l) => l.key)).toEqual(['闲一', '闲三']);
    expect(lines[0]!.odds).toEqual({
      'NN_WIN:无牛至牛6': 1.95,
      'NN_WIN:牛7至牛9': 2.9,
      'NN_WIN:牛牛': 3.85,
      'NN_WIN:五花牛': 4.8,
      'NN_WIN:炸弹': 5.75,
      'NN_WIN:五小牛': 5.75,
    });
    expect(selectionProblem({ play: 'NN_WIN', options: ['闲六'] })).toBe('无效的选项');
    expect(selectionProblem({ play: 'NN_WIN', numbers: [1] })).not.toBeNull();
  });
  it('settles each 闲 by its hand against the banker', () => {
    const r = resultOfDeck(deal);
    expect(r.banker.name).toBe('牛5');
    expect(r.players.map((p) => p.hand.name)).toEqual(['牛牛', '无牛', '五花牛', '牛5', '牛5']);
    const draw = { regular: [1, 2, 3, 4, 5, 6], special: 7, niuniu: deal };
    const lines = expandSelection({ play: 'NN_WIN', options: [...NIUNIU_PLAYERS] }, T, odds).lines;
    const out = lines.map((l) => settleLine(l, draw, T));
    expect(out.map((o) => o.outcome)).toEqual(['win', 'lose', 'win', 'win', 'lose']);
    expect(out.map((o) => o.multiplier)).toEqual(['3.85', '0', '4.8', '1.95', '0']);
    expect(payoutOf(10_000, out[0]!.multiplier)).toBe(38_500);
    expect(() => settleLine(lines[0]!, { regular: [1, 2, 3, 4, 5, 6], special: 7 }, T)).toThrow(RangeError);
  });
});
