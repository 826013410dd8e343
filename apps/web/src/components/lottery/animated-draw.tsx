import { zodiacOf } from '@sixmark/shared/domain/zodiac';
import { DRAW_SIZE } from '@sixmark/shared/domain/draw-rng';
import { LotteryBall, PendingBall } from './lottery-ball';

export interface AnimatedDrawProps {
  numbers: number[];
  /** Lunar year (or an instant in it) that gives the zodiacs. */
  at: number;
  streaming: boolean;
}

/**
 * The draw machine of an `rng` game without video: balls tumble in the drum and drop into the
 * tray one by one as the socket reveals them.
 */
export function AnimatedDraw({ numbers, at, streaming }: AnimatedDrawProps) {
  return (
    <div className="animated-draw" data-streaming={streaming}>
      <div className={['animated-draw__drum', streaming ? 'animated-draw__drum--spin' : null].filter(Boolean).join(' ')} aria-hidden>
        {Array.from({ length: 12 }, (_, i) => (
          <span key={i} className="animated-draw__mix" style={{ transform: `rotate(${i * 30}deg) translateY(-38px)` }} />
        ))}
      </div>
      <div className="animated-draw__tray">
        {Array.from({ length: DRAW_SIZE }, (_, i) => {
          const n = numbers[i];
          return (
            <span key={i} className="animated-draw__slot">
              {i === DRAW_SIZE - 1 ? <span className="draw-panel__plus">+</span> : null}
              {n !== undefined ? <LotteryBall num={n} zodiac={zodiacOf(n, at)} animate /> : <PendingBall />}
            </span>
          );
        })}
      </div>
    </div>
  );
}
