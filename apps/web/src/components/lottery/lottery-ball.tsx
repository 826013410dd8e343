import { WAVE_LABELS, waveColour, type WaveColour } from '@sixmark/shared/domain/wave-colour';

export interface LotteryBallProps {
  num: number;
  /** Zodiac label shown under the ball. */
  zodiac?: string;
  size?: 'small' | 'middle' | 'large';
  /** Drop-in animation when the ball appears (live draws). */
  animate?: boolean;
  className?: string;
}

const colourOf = (num: number): WaveColour | null => (Number.isInteger(num) && num >= 1 && num <= 49 ? waveColour(num) : null);

/** A numbered ball coloured by its wave (红/蓝/绿波), with the zodiac under it. */
export function LotteryBall({ num, zodiac, size = 'middle', animate, className }: LotteryBallProps) {
  const colour = colourOf(num);
  return (
    <span
      className={[
        'lottery-ball',
        `lottery-ball--${size}`,
        colour ? `lottery-ball--${colour}` : null,
        animate ? 'lottery-ball--drop' : null,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      data-num={num}
      data-colour={colour ?? undefined}
      aria-label={`${String(num).padStart(2, '0')}${colour ? ` ${WAVE_LABELS[colour]}波` : ''}${zodiac ? ` ${zodiac}` : ''}`}
    >
      <span className="lottery-ball__num">{String(num).padStart(2, '0')}</span>
      {zodiac ? <span className="lottery-ball__zodiac">{zodiac}</span> : null}
    </span>
  );
}

/** A ball not yet revealed during a live draw. */
export function PendingBall({ size = 'middle' }: { size?: LotteryBallProps['size'] }) {
  return (
    <span className={`lottery-ball lottery-ball--${size} lottery-ball--pending`} aria-label="待开">
      <span className="lottery-ball__num">?</span>
      <span className="lottery-ball__zodiac">&nbsp;</span>
    </span>
  );
}
