import { routes, type RouteKey } from './paths';
import { env, type ThemeName } from './env';
import { navHans, type ZhHans } from '@sixmark/shared';
import { sectionText } from '@/lib/i18n';

/** Bottom bar texts (table section `nav`), in the chosen language when read. */
export const NAV_TEXT = sectionText('nav', navHans);

/** Icon names the bottom bar knows (mapped to antd-mobile-icons in components/bottom-nav). */
export type TabIcon = 'home' | 'database' | 'game' | 'gallery' | 'mine' | 'promotion' | 'bets';

export interface TabItem {
  key: RouteKey;
  title: string;
  icon: TabIcon;
}

export interface ThemeConfig {
  name: ThemeName;
  /** Bottom bar items, left to right (spec 1 §2 Bottom navigation). */
  tabs: TabItem[];
  labels: { gameCenter: string };
  /** Profile blocks (spec 1 §1: theme3 hides VIP, the grid, security and welfare). */
  profile: { showVip: boolean; showGrid: boolean; showSecurity: boolean; showWelfare: boolean };
  /** Whether the route exists in this theme. */
  hasRoute: (key: RouteKey) => boolean;
  /** Paths this theme registers instead of the route map's (spec 1 §2: theme2's recharge steps carry no order id). */
  pathOverrides: Partial<Record<RouteKey, string>>;
}

/** theme3 is a content-only site (spec 1 §1). */
const THEME3_ROUTES = new Set<RouteKey>([
  'home',
  'macauLottery',
  'recommend',
  'databases',
  'gallery',
  'galleryByGroup',
  'galleryDetail',
  'promotional',
  'promotionalDetail',
  'template',
]);
/** Routes only theme2 has: the /report section and reset password (spec 1 §2). */
const THEME2_ONLY = new Set<RouteKey>(['reportBetList', 'reportLiveBetting', 'resetPassword']);

/** theme2's recharge steps take the order from `?orderNo=` (or session storage) instead of a path segment. */
const THEME2_PATHS: Partial<Record<RouteKey, string>> = {
  rechargeThirdParty: '/recharge/third-party',
  rechargeProcessing: '/recharge/processing',
};

/**
 * A bottom bar item whose title is read from the message table when shown (a language switch
 * shows at once): its page's title, or a shorter `nav` text where the bar has one.
 */
const tab = (key: RouteKey, icon: TabIcon, nav?: keyof ZhHans['nav']): TabItem => ({
  key,
  get title() {
    return nav ? NAV_TEXT[nav] : routes[key].title;
  },
  icon,
});

const fullProfile = { showVip: true, showGrid: true, showSecurity: true, showWelfare: true };

/** The theme's menus, labels, routes and profile blocks. */
export function getThemeConfig(name: ThemeName): ThemeConfig {
  const gameNav = name === 'theme4' ? 'markSix' : undefined;
  const labels = {
    get gameCenter() {
      return gameNav ? NAV_TEXT[gameNav] : routes.gameCenter.title;
    },
  };
  switch (name) {
    case 'theme2':
      return {
        name,
        tabs: [
          tab('home', 'home'),
          tab('promotional', 'promotion', 'promotional'),
          tab('gameCenter', 'game', gameNav),
          tab('reportBetList', 'bets', 'bets'),
          tab('profile', 'mine'),
        ],
        labels,
        profile: fullProfile,
        hasRoute: () => true,
        pathOverrides: THEME2_PATHS,
      };
    case 'theme3':
      return {
        name,
        tabs: [
          tab('home', 'home'),
          tab('databases', 'database'),
          tab('gallery', 'gallery'),
          tab('promotional', 'promotion', 'promotional'),
        ],
        labels,
        profile: { showVip: false, showGrid: false, showSecurity: false, showWelfare: false },
        hasRoute: (key) => THEME3_ROUTES.has(key),
        pathOverrides: {},
      };
    default:
      return {
        name,
        tabs: [
          tab('home', 'home'),
          tab('databases', 'database'),
          tab('gameCenter', 'game', gameNav),
          tab('gallery', 'gallery'),
          tab('profile', 'mine'),
        ],
        labels,
        profile: fullProfile,
        hasRoute: (key) => !THEME2_ONLY.has(key),
        pathOverrides: {},
      };
  }
}

/** The theme this build is fixed to (`VITE_THEME`, theme1 by default). */
export const theme = getThemeConfig(env.theme);

/** The path `key` is registered under in `config`'s build. */
export const themePath = (key: RouteKey, config: ThemeConfig = theme): string =>
  config.pathOverrides[key] ?? routes[key].path;

/** Home counts as one tab under three paths (spec 1 §2). */
export const HOME_ALIASES: readonly RouteKey[] = ['home', 'macauLottery', 'recommend'];

export const DEFAULT_THEME_COLOR = '#e00221';
/** Browser and status-bar colour per route (spec 3 §2); routes not listed use the brand red. */
export const routeThemeColors: Partial<Record<RouteKey, string>> = {
  login: '#ffffff',
  register: '#ffffff',
  resetPassword: '#ffffff',
  chatRooms: '#ffffff',
  roomChat: '#ffffff',
  individualChat: '#ffffff',
  gameChat: '#1f1f1f',
  game: '#1f1f1f',
  sandboxDragonTiger: '#0a2e24',
  services: '#ffffff',
  talk: '#ffffff',
};

export const themeColorFor = (key: RouteKey | undefined): string =>
  (key && routeThemeColors[key]) || DEFAULT_THEME_COLOR;

/** Profile blocks of this build, for the profile page. */
export const { showVip, showGrid, showSecurity, showWelfare } = theme.profile;
