import type { AppSettings } from '@sixmark/shared';
import { routes, type RouteKey } from '@/config/paths';

export interface ShortcutTile {
  key: RouteKey;
  /** Shown only to agents (isDl). */
  agentOnly?: boolean;
  /** Carries the unread-notification badge. */
  unreadBadge?: boolean;
  /** Trial accounts are refused here (recharge, withdraw). */
  formalOnly?: boolean;
}

/** The shortcut grid of spec 1 §2, in its order; labels are the routes' titles. */
export const SHORTCUT_GRID: ShortcutTile[] = [
  { key: 'bills' },
  { key: 'betList' },
  { key: 'liveBetting' },
  { key: 'bettingBonus' },
  { key: 'myCollection' },
  { key: 'rechargeHistory' },
  { key: 'notifications', unreadBadge: true },
  { key: 'withdrawHistory' },
  { key: 'agent', agentOnly: true },
  { key: 'services' },
  { key: 'profileVip' },
  { key: 'bonusCenter' },
  { key: 'securityCenter' },
  { key: 'recharge', formalOnly: true },
  { key: 'withdrawMoney', formalOnly: true },
];

export type ProfileTabs = { subTab1: RouteKey[]; subTab2: RouteKey[] };

/**
 * The default link lists under the grid (spec 1 §2 profileTabs subTab1 and subTab2); an
 * operator overrides them with the `profile_tabs` setting (see `profileTabsFrom`).
 */
export const PROFILE_TABS: ProfileTabs = {
  subTab1: ['personalInfo', 'accountList', 'changePassword', 'passwordWithdrawMoney'],
  subTab2: ['settingChatColor', 'setting', 'about'],
};

/** The tiles a profile sees: the agent tile only for isDl. */
export const visibleTiles = (isDl: boolean): ShortcutTile[] => SHORTCUT_GRID.filter((t) => !t.agentOnly || isDl);

/**
 * The link lists from the `profile_tabs` setting of config.json — JSON
 * `{"subTab1": [routeKey…], "subTab2": [routeKey…]}` — keeping only known route keys; a missing,
 * malformed or empty list falls back to the default.
 */
export function profileTabsFrom(settings: AppSettings | undefined): ProfileTabs {
  const raw = settings?.system_config.find((c) => c.configKey === 'profile_tabs')?.configValue;
  if (!raw) return PROFILE_TABS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return PROFILE_TABS;
  }
  const pick = (list: unknown, fallback: RouteKey[]): RouteKey[] => {
    const keys = Array.isArray(list) ? list.filter((k): k is RouteKey => typeof k === 'string' && k in routes) : [];
    return keys.length > 0 ? keys : fallback;
  };
  const p = (parsed ?? {}) as Record<string, unknown>;
  return { subTab1: pick(p.subTab1, PROFILE_TABS.subTab1), subTab2: pick(p.subTab2, PROFILE_TABS.subTab2) };
}
