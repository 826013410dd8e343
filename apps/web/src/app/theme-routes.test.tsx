import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getThemeConfig, type ThemeConfig } from '@/config/theme';
import { buildRouteObjects } from './router';

/** The route key a theme's router opens `path` with; undefined for the not-found page. */
function keyAt(config: ThemeConfig, path: string): string | undefined {
  const matches = matchRoutes(buildRouteObjects(config) as RouteObject[], path) ?? [];
  return (matches.at(-1)?.route.handle as { key?: string } | undefined)?.key;
}

const theme1 = getThemeConfig('theme1');
const theme2 = getThemeConfig('theme2');
const theme3 = getThemeConfig('theme3');
const theme4 = getThemeConfig('theme4');

describe('route set per theme (spec 1 §1/§2)', () => {
  it('theme2 opens the third-party and processing recharge steps without an order id', () => {
    expect(keyAt(theme2, '/recharge/third-party')).toBe('rechargeThirdParty');
    expect(keyAt(theme2, '/recharge/processing')).toBe('rechargeProcessing');
    // Links that still carry the id keep working.
    expect(keyAt(theme2, '/recharge/processing/R9')).toBe('rechargeProcessing');
  });

  it('theme1 and theme4 need the order id on those steps', () => {
    for (const t of [theme1, theme4]) {
      expect(keyAt(t, '/recharge/third-party')).toBeUndefined();
      expect(keyAt(t, '/recharge/processing')).toBeUndefined();
      expect(keyAt(t, '/recharge/third-party/R9')).toBe('rechargeThirdParty');
      expect(keyAt(t, '/recharge/processing/R9')).toBe('rechargeProcessing');
    }
  });

  it('only theme2 has the /report section and /reset-password', () => {
    expect(keyAt(theme2, '/report/bet-list')).toBe('reportBetList');
    expect(keyAt(theme2, '/report/live-betting')).toBe('reportLiveBetting');
    expect(keyAt(theme2, '/reset-password')).toBe('resetPassword');
    for (const t of [theme1, theme3, theme4]) {
      expect(keyAt(t, '/report/bet-list')).toBeUndefined();
      expect(keyAt(t, '/reset-password')).toBeUndefined();
    }
  });

  it('theme3 has only home, databases, gallery, promotional and template routes', () => {
    for (const path of ['/', '/macau-lottery', '/recommend', '/databases', '/gallery', '/gallery/3', '/gallery-detail/70/3', '/promotional', '/promotional/1/2', '/template/70/5']) {
      expect(keyAt(theme3, path), path).toBeDefined();
    }
    for (const path of ['/game-center', '/profile', '/recharge', '/auth/login', '/bills', '/services']) {
      expect(keyAt(theme3, path), path).toBeUndefined();
    }
  });

  it('theme4 has the same routes as theme1', () => {
    for (const path of ['/game-center', '/profile', '/recharge', '/bills', '/databases', '/auth/login']) {
      expect(keyAt(theme4, path)).toBe(keyAt(theme1, path));
      expect(keyAt(theme4, path), path).toBeDefined();
    }
  });
});

describe('bottom bar per theme (spec 1 §2)', () => {
  const titles = (t: ThemeConfig) => t.tabs.map((x) => x.title);
  it('default: home, database, game center, gallery, mine; theme4 calls the game center 六合彩', () => {
    expect(titles(theme1)).toEqual(['首页', '资料库', '游戏大厅', '图库', '我的']);
    expect(titles(theme4)).toEqual(['首页', '资料库', '六合彩', '图库', '我的']);
  });
  it('theme2: home, promotion, game hall, bets, mine', () => {
    expect(titles(theme2)).toEqual(['首页', '优惠', '游戏大厅', '投注', '我的']);
  });
  it('every tab of every theme opens a route of that theme', () => {
    for (const t of [theme1, theme2, theme3, theme4]) {
      for (const tab of t.tabs) expect(t.hasRoute(tab.key), `${t.name} ${tab.key}`).toBe(true);
    }
  });
});
