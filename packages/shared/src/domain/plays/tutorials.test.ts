import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLAY_CATALOGUE } from './catalogue';
import { defaultOdds } from './fair-odds';
import { selectionProblem } from './selection';
import {
  PLAY_TUTORIALS,
  TUTORIAL_DRAWS,
  playTutorial,
  runTutorialExample,
  type PlayTutorial,
  type TutorialDrawId,
} from './tutorials';
import { tablesForLunarYear } from './year-tables';

const catalogueCodes = PLAY_CATALOGUE.flatMap((c) => c.plays.map((p) => p.code));
const STAKE = 10_000; // 10 yuan in thousandths

// The real results: the repo's seed copy, or the shared data folder it was copied from.
const DATA_FILES = [
  new URL('../../../../../apps/server/src/db/seed/data/hk-mark-six-draws.json', import.meta.url),
  new URL('file:///work/shared/data/hk-mark-six-draws.json'),
];

interface HkRow {
  id: string;
  date: string;
  no: string[];
  sno: string;
}

const outcomesOf = (t: PlayTutorial) =>
  t.examples.flatMap((e) => runTutorialExample(e, STAKE).lines.map((l) => l.result.outcome));

describe('play tutorials', () => {
  it('has exactly one tutorial for every play of the catalogue', () => {
    const tutorialCodes = PLAY_TUTORIALS.map((t) => t.play);
    for (const code of catalogueCodes) expect(tutorialCodes, `play ${code} has no tutorial`).toContain(code);
    expect(new Set(tutorialCodes).size).toBe(tutorialCodes.length);
    expect([...tutorialCodes].sort()).toEqual([...catalogueCodes].sort());
  });

  it('gives every play Chinese texts and at least one valid example of its own play', () => {
    for (const t of PLAY_TUTORIALS) {
      for (const text of [t.pick, t.win, t.tie, t.odds]) expect(text, t.play).toMatch(/[\u4e00-\u9fff]/);
      expect(t.examples.length, t.play).toBeGreaterThan(0);
      for (const e of t.examples) {
        expect(e.selection.play).toBe(t.play);
        expect(selectionProblem(e.selection), `${t.play} example`).toBeNull();
        expect(e.note).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('takes every example draw from the real Hong Kong results', () => {
    const file = DATA_FILES.find((f) => existsSync(f));
    expect(file, 'hk-mark-six-draws.json not found').toBeDefined();
    const rows = JSON.parse(readFileSync(file!, 'utf8')) as HkRow[];
    for (const [id, draw] of Object.entries(TUTORIAL_DRAWS)) {
      const row = rows.find((r) => r.id === id);
      expect(row, id).toBeDefined();
      expect(row!.date).toBe(draw.date);
      expect(row!.no.map(Number)).toEqual(draw.regular);
      expect(Number(row!.sno)).toBe(draw.special);
    }
  });

  it('shows a winning 注 for every play, and a refunded one exactly for the plays that can tie', () => {
    for (const t of PLAY_TUTORIALS) {
      const outcomes = outcomesOf(t);
      expect(outcomes, `${t.play} has no winning example`).toContain('win');
      if (t.hasTie) expect(outcomes, `${t.play} shows no tie`).toContain('tie');
      else expect(outcomes, `${t.play} cannot tie`).not.toContain('tie');
    }
  });

  it('settles the examples on the draw date’s tables: 2025 draws use 蛇年 (蛇 01 13 25 37 49)', () => {
    const t = playTutorial('TM_ZODIAC')!;
    const { tables } = runTutorialExample(t.examples[0]!, STAKE);
    expect(tables.yearZodiac).toBe('蛇');
    expect(tables.zodiacNumbers['蛇']).toEqual([1, 13, 25, 37, 49]);
    expect(tables).toEqual(tablesForLunarYear(2025));
  });

  // Outcomes stated by 4-mark-six-plays.md for the shapes of these real draws (§2, §3, §4, §6, §11).
  const result = (play: string, drawId: TutorialDrawId) => {
    const example = playTutorial(play)!.examples.find((e) => e.drawId === drawId)!;
    const out = runTutorialExample(example, STAKE);
    return Object.fromEntries(out.lines.map((l) => [l.line.key, l]));
  };

  it('special 49 (25/119): two-sided 特码 options refund the stake, 绿波 and 本命 蛇 win', () => {
    expect(result('TM_LM', '25/119')['大']!.result.outcome).toBe('tie');
    expect(result('TM_LM', '25/119')['大']!.payoutMilli).toBe(STAKE);
    expect(result('TM_HALF', '25/119')['绿单']!.result.outcome).toBe('tie');
    expect(result('TM_COLOR', '25/119')['绿']!.result.outcome).toBe('win');
    const benming = result('TM_ZODIAC', '25/119')['蛇']!;
    expect(benming.result).toMatchObject({ outcome: 'win', tier: 'TM_ZODIAC:本命' });
    // 2025 五行 (§1.4): 土 05 06 19 20 27 28 35 36 49.
    expect(result('TM_WX', '25/119')['土']!.result.outcome).toBe('win');
  });

  it('49 at 正码6 (25/129): 大 ties, 绿 wins, and a parlay counts that leg at 1', () => {
    const pos = result('ZM_POS', '25/129');
    expect(pos['正码6:大']!.result.outcome).toBe('tie');
    expect(pos['正码6:绿']!.result.outcome).toBe('win');
    const parlay = Object.values(result('ZM_PARLAY', '25/129'))[0]!;
    const odds = defaultOdds(tablesForLunarYear(2025));
    // 正码1 双 alone on balls 1-48 (24 of 48): the same 1.97 as the single 双.
    expect(parlay.result).toEqual({ outcome: 'win', tier: 'ZM_PARLAY:正码6=49', multiplier: String(odds['ZM_PARLAY:双']) });
  });

  it('七色波 3:3 with a green special (25/114) is 和局; sum 175 (25/101) ties 大 but 单 wins', () => {
    const qsb = result('QSB', '25/114');
    expect(qsb['和局']!.result.outcome).toBe('win');
    expect(qsb['红']!.result.outcome).toBe('tie');
    const sum = result('SUM', '25/101');
    expect(sum['大']!.result.outcome).toBe('tie');
    expect(sum['单']!.result.outcome).toBe('win');
  });

  it('连码 ignores the special (25/134: 07 10 11 19 25 30 + 45)', () => {
    const z2 = result('LM_3Z2', '25/134');
    expect(z2['07,10,11']!.result.tier).toBe('LM_3Z2:中三');
    expect(z2['07,10,45']!.result.tier).toBe('LM_3Z2:中二');
    const tc = result('LM_TC', '25/134');
    expect(tc['07,10']!.result.outcome).toBe('lose');
    expect(tc['07,45']!.result.outcome).toBe('win');
    expect(result('ZM_ANY', '25/134')['45']!.result.outcome).toBe('lose');
    expect(result('TM_NUM', '25/134')['07']!.result.outcome).toBe('lose');
  });

  it('pays stake × odds for a win, the stake for a tie and nothing for a loss', () => {
    const lm = result('TM_LM', '25/134');
    const odds = defaultOdds(tablesForLunarYear(2025));
    expect(lm['大']!.payoutMilli).toBe(Math.round(STAKE * odds['TM_LM:大']!));
    expect(lm['双']!.payoutMilli).toBe(0);
  });

  it('answers undefined for an unknown play code', () => {
    expect(playTutorial('NOPE')).toBeUndefined();
  });
});
