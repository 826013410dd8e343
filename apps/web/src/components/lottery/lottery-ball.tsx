export interface LotteryBallProps {
  num: number;
  /** Zodiac label shown under the ball. */
  zodiac?: string;
  size?: 'small' | 'middle' | 'large';
  className?: string;
}

/** A numbered ball coloured by its wave (interim look; the lottery work refines it). */
export function LotteryBall({ num, zodiac, className }: LotteryBallProps) {
  return (
    <span className={['lottery-ball', className].filter(Boolean).join(' ')} data-num={num}>
      <span className="lottery-ball__num">{String(num).padStart(2, '0')}</span>
      {zodiac ? <span className="lottery-ball__zodiac">{zodiac}</span> : null}
    </span>
  );
}
