import type { RouteKey } from '@/config/paths';

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

/**
 * The configurable link lists under the grid (spec 1 §2 profileTabs subTab1 and subTab2).
 * The spec does not say where their content comes from; a build edits them here.
 */
export const PROFILE_TABS: { subTab1: RouteKey[]; subTab2: RouteKey[] } = {
  subTab1: ['personalInfo', 'accountList', 'changePassword', 'passwordWithdrawMoney'],
  subTab2: ['settingChatColor', 'setting', 'about'],
};

/** The tiles a profile sees: the agent tile only for isDl. */
export const visibleTiles = (isDl: boolean): ShortcutTile[] => SHORTCUT_GRID.filter((t) => !t.agentOnly || isDl);
