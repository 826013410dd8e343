import { GAME_ID } from '@sixmark/shared';

export interface GamePosterProps {
  gameId: number;
  className?: string;
  /** Write the game name across the poster (off where the poster sits behind text). */
  named?: boolean;
}

interface PosterLook {
  name: string;
  from: string;
  to: string;
  accent: string;
  motif: 'lotus' | 'mountain' | 'play' | 'ring';
}

// Spec 2 §1: games 70, 90 and 110 have different posters; drawn in SVG so no image ships.
const LOOKS: Record<number, PosterLook> = {
  [GAME_ID.macau]: { name: '澳门六合彩', from: '#8b0012', to: '#e00221', accent: '#ffd666', motif: 'lotus' },
  [GAME_ID.taiwan]: { name: '台湾六合彩', from: '#002c8c', to: '#1677ff', accent: '#91caff', motif: 'mountain' },
  [GAME_ID.liveStream]: { name: '直播六合彩', from: '#391085', to: '#9254de', accent: '#ffadd2', motif: 'play' },
};
const DEFAULT_LOOK: PosterLook = { name: '六合彩', from: '#135200', to: '#00b578', accent: '#d9f7be', motif: 'ring' };

/** Poster of a game, shown behind the draw panel and the video player. */
export function GamePoster({ gameId, className, named = true }: GamePosterProps) {
  const look = LOOKS[gameId] ?? DEFAULT_LOOK;
  const id = `poster-${gameId}`;
  return (
    <svg
      className={['game-poster', className].filter(Boolean).join(' ')}
      viewBox="0 0 390 220"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={`${look.name}海报`}
      data-poster={gameId}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={look.from} />
          <stop offset="1" stopColor={look.to} />
        </linearGradient>
      </defs>
      <rect width="390" height="220" fill={`url(#${id})`} />
      {look.motif === 'lotus' &&
        [0, 1, 2, 3, 4].map((i) => (
          <ellipse key={i} cx="320" cy="150" rx="22" ry="70" fill={look.accent} opacity="0.18" transform={`rotate(${i * 36 - 72} 320 150)`} />
        ))}
      {look.motif === 'mountain' && (
        <path d="M0 220 L90 120 L150 170 L230 80 L310 160 L390 110 L390 220 Z" fill={look.accent} opacity="0.22" />
      )}
      {look.motif === 'play' && (
        <g opacity="0.25">
          <circle cx="320" cy="110" r="60" fill="none" stroke={look.accent} strokeWidth="8" />
          <path d="M300 80 L350 110 L300 140 Z" fill={look.accent} />
        </g>
      )}
      {look.motif === 'ring' && <circle cx="320" cy="110" r="60" fill="none" stroke={look.accent} strokeWidth="10" opacity="0.2" />}
      {named ? (
        <text x="24" y="200" fill={look.accent} opacity="0.35" fontSize="36" fontWeight="700">
          {look.name}
        </text>
      ) : null}
    </svg>
  );
}
