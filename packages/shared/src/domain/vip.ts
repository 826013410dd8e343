/**
 * VIP levels 1-9 and the cycle bet amount (yuan) each one needs (spec 1 §3 "VIP rules").
 * The spec names the fields but not the numbers, so the table is ours.
 */
export const VIP_RULES = [
  { vipLevel: 1, betMoney: 0, name: 'VIP1' },
  { vipLevel: 2, betMoney: 1_000, name: 'VIP2' },
  { vipLevel: 3, betMoney: 5_000, name: 'VIP3' },
  { vipLevel: 4, betMoney: 20_000, name: 'VIP4' },
  { vipLevel: 5, betMoney: 50_000, name: 'VIP5' },
  { vipLevel: 6, betMoney: 100_000, name: 'VIP6' },
  { vipLevel: 7, betMoney: 300_000, name: 'VIP7' },
  { vipLevel: 8, betMoney: 800_000, name: 'VIP8' },
  { vipLevel: 9, betMoney: 2_000_000, name: 'VIP9' },
] as const;

export const VIP_MIN = 1;
export const VIP_MAX = 9;

/** The level a cycle bet amount (yuan) reaches. */
export function vipLevelFor(cycleBetAmount: number): number {
  let level = VIP_MIN;
  for (const rule of VIP_RULES) if (cycleBetAmount >= rule.betMoney) level = rule.vipLevel;
  return level;
}

/**
 * Progress towards the next level: percent 0-100 of cycleBetAmount over the next level's
 * betMoney; `next` is null at level 9 (the card hides the next-level label there).
 */
export function vipProgress(
  rules: readonly { vipLevel: number; betMoney: number }[],
  vipLevel: number,
  cycleBetAmount: number,
): { next: number | null; target: number; percent: number } {
  const next = rules.find((r) => r.vipLevel === vipLevel + 1);
  if (!next || vipLevel >= VIP_MAX) return { next: null, target: 0, percent: 100 };
  const percent = next.betMoney <= 0 ? 100 : Math.max(0, Math.min(100, (cycleBetAmount / next.betMoney) * 100));
  return { next: next.vipLevel, target: next.betMoney, percent };
}

/** The eight chat theme colours (/setting-chat-color); `red` is the spec's #e00221. */
export const CHAT_THEME_COLORS = [
  { id: 'red', name: '中国红', color: '#e00221' },
  { id: 'blue', name: '天空蓝', color: '#1677ff' },
  { id: 'green', name: '翡翠绿', color: '#00b578' },
  { id: 'orange', name: '活力橙', color: '#ff8f1f' },
  { id: 'purple', name: '典雅紫', color: '#722ed1' },
  { id: 'pink', name: '樱花粉', color: '#eb2f96' },
  { id: 'cyan', name: '青碧色', color: '#13c2c2' },
  { id: 'black', name: '经典黑', color: '#333333' },
] as const;

export type ChatThemeColor = (typeof CHAT_THEME_COLORS)[number]['color'];
export const DEFAULT_CHAT_THEME_COLOR: ChatThemeColor = '#e00221';
