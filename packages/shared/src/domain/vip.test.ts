import { describe, expect, it } from 'vitest';
import { CHAT_THEME_COLORS, VIP_RULES, vipLevelFor, vipProgress } from './vip';

describe('VIP rules', () => {
  it('has levels 1-9 with rising betMoney', () => {
    expect(VIP_RULES.map((r) => r.vipLevel)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (let i = 1; i < VIP_RULES.length; i++) expect(VIP_RULES[i]!.betMoney).toBeGreaterThan(VIP_RULES[i - 1]!.betMoney);
  });

  it('finds the level of a cycle bet amount', () => {
    expect(vipLevelFor(0)).toBe(1);
    expect(vipLevelFor(999.99)).toBe(1);
    expect(vipLevelFor(1000)).toBe(2);
    expect(vipLevelFor(10_000_000)).toBe(9);
  });

  it('measures progress to the next level and hides it at level 9', () => {
    expect(vipProgress(VIP_RULES, 1, 500)).toEqual({ next: 2, target: 1000, percent: 50 });
    expect(vipProgress(VIP_RULES, 1, 5000).percent).toBe(100);
    expect(vipProgress(VIP_RULES, 9, 5_000_000)).toEqual({ next: null, target: 0, percent: 100 });
  });
});

describe('chat theme colours', () => {
  it('offers eight colours including red #e00221', () => {
    expect(CHAT_THEME_COLORS).toHaveLength(8);
    expect(CHAT_THEME_COLORS.find((c) => c.id === 'red')?.color).toBe('#e00221');
    expect(new Set(CHAT_THEME_COLORS.map((c) => c.color)).size).toBe(8);
  });
});
