import { describe, expect, it } from 'vitest';
import { parseTheme } from './env';
import { routes } from './paths';
import { getThemeConfig, themeColorFor, theme } from './theme';

const tabs = (name: Parameters<typeof getThemeConfig>[0]) =>
  getThemeConfig(name).tabs.map((t) => [t.title, routes[t.key].path]);

describe('theme config', () => {
  it('defaults to theme1 for a missing or unknown VITE_THEME', () => {
    expect(parseTheme(undefined)).toBe('theme1');
    expect(parseTheme('theme9')).toBe('theme1');
    expect(parseTheme('theme3')).toBe('theme3');
    expect(theme.name).toBe('theme1');
  });

  it('theme1: 首页, 资料库, 游戏大厅, 图库, 我的', () => {
    expect(tabs('theme1')).toEqual([
      ['首页', '/'],
      ['资料库', '/databases'],
      ['游戏大厅', '/game-center'],
      ['图库', '/gallery'],
      ['我的', '/profile'],
    ]);
  });

  it('theme2: 首页, 优惠, 游戏大厅, 投注, 我的 with the /report section', () => {
    expect(tabs('theme2')).toEqual([
      ['首页', '/'],
      ['优惠', '/promotional'],
      ['游戏大厅', '/game-center'],
      ['投注', '/report/bet-list'],
      ['我的', '/profile'],
    ]);
    const t2 = getThemeConfig('theme2');
    expect(
      t2.hasRoute('reportBetList') && t2.hasRoute('reportLiveBetting') && t2.hasRoute('resetPassword'),
    ).toBe(true);
    expect(getThemeConfig('theme1').hasRoute('reportBetList')).toBe(false);
    expect(getThemeConfig('theme1').hasRoute('resetPassword')).toBe(false);
  });

  it('theme4 titles the game center 六合彩 and keeps the theme1 routes', () => {
    const t4 = getThemeConfig('theme4');
    expect(t4.labels.gameCenter).toBe('六合彩');
    expect(t4.tabs[2]).toMatchObject({ key: 'gameCenter', title: '六合彩' });
    for (const key of Object.keys(routes) as (keyof typeof routes)[])
      expect(t4.hasRoute(key)).toBe(getThemeConfig('theme1').hasRoute(key));
  });

  it('theme3 has only home, databases, gallery, promotional and template routes and hides the profile blocks', () => {
    const t3 = getThemeConfig('theme3');
    const kept = (Object.keys(routes) as (keyof typeof routes)[])
      .filter((k) => t3.hasRoute(k))
      .map((k) => routes[k].path.split('/')[1]);
    expect(new Set(kept)).toEqual(
      new Set([
        '',
        'macau-lottery',
        'recommend',
        'databases',
        'gallery',
        'gallery-detail',
        'promotional',
        'template',
      ]),
    );
    expect(t3.profile).toEqual({ showVip: false, showGrid: false, showSecurity: false, showWelfare: false });
    for (const name of ['theme1', 'theme2', 'theme4'] as const)
      expect(getThemeConfig(name).profile.showVip).toBe(true);
  });

  it('colours the browser bar per route, brand red by default', () => {
    expect(themeColorFor('home')).toBe('#e00221');
    expect(themeColorFor(undefined)).toBe('#e00221');
    expect(themeColorFor('login')).toBe('#ffffff');
    // The game (betting with the live draw) pages are dark, so the browser bar matches them.
    expect(themeColorFor('game')).toBe('#1f1f1f');
    expect(themeColorFor('gameChat')).toBe('#1f1f1f');
    expect(themeColorFor('lotteryHistory')).toBe('#e00221');
  });
});
