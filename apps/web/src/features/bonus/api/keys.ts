/** Query keys of the bonus feature (constants, never retyped strings). */
export const BONUS_KEYS = {
  bettingBonus: 'betting-bonus',
  history: 'betting-bonus-history',
  vip: 'vip-progress',
  welfare: 'welfare',
  saferPlay: 'safer-play',
  reality: 'reality-check',
  bonusBills: 'bonus-bills',
} as const;
