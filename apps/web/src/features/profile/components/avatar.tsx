import type { CSSProperties } from 'react';

/** Sixteen background colours, one per avatar id (1-16). */
const COLORS = [
  '#e00221', '#1677ff', '#00b578', '#ff8f1f', '#722ed1', '#eb2f96', '#13c2c2', '#fa541c',
  '#2f54eb', '#52c41a', '#faad14', '#9254de', '#f759ab', '#36cfc9', '#597ef7', '#a0d911',
];

export interface AvatarProps {
  /** 1-16; anything else draws the anonymous placeholder. */
  avatarId?: number | null;
  size?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * A generated avatar (no image assets): a coloured disc with a simple face. The colour tells
 * the sixteen apart; a printed id sat on the silhouette's shoulder and read as a glitch.
 */
export function Avatar({ avatarId, size = 64, className, style }: AvatarProps) {
  const valid = typeof avatarId === 'number' && avatarId >= 1 && avatarId <= 16;
  const fill = valid ? COLORS[avatarId - 1]! : '#c8c9cc';
  return (
    <svg
      className={className}
      style={style}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label={valid ? `头像${avatarId}` : '默认头像'}
    >
      <circle cx="32" cy="32" r="32" fill={fill} />
      <circle cx="32" cy="25" r="11" fill="#fff" opacity="0.92" />
      <path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#fff" opacity="0.92" />
    </svg>
  );
}
