import { formatSystemTime as fmt, systemYmd } from '@sixmark/shared';

/** Spec 3 §3/§9: nickname and game name are shortened to 8 characters with an ellipsis. */
export const AWARD_NAME_MAX = 8;

/** Shortens to `max` characters (by code point) plus an ellipsis; an already shortened text stays. */
export function truncateName(text: string, max: number = AWARD_NAME_MAX): string {
  const chars = [...(text ?? '')];
  if (chars.length <= max) return text ?? '';
  if (chars.length === max + 1 && chars[max] === '…') return text;
  return `${chars.slice(0, max).join('')}…`;
}

/** The win popup's line: 恭喜 nickname 在 gameName 中奖 reward 元. */
export function awardText(n: { nickname: string; gameName: string; reward: number | string }): string {
  const reward = typeof n.reward === 'number' ? n.reward.toLocaleString('zh-CN', { maximumFractionDigits: 2 }) : n.reward;
  return `恭喜 ${truncateName(n.nickname)} 在 ${truncateName(n.gameName)} 中奖 ${reward} 元`;
}

/** A message time in the system time zone: HH:mm today, MM/DD HH:mm before. */
export function formatSystemTime(at: string, now: number = Date.now()): string {
  const t = Date.parse(at);
  if (!Number.isFinite(t)) return '';
  const same = systemYmd(t).join('-') === systemYmd(now).join('-');
  return fmt(t, same ? 'HH:mm' : 'MM/DD HH:mm');
}
