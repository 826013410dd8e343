import { ProgressBar } from 'antd-mobile';
import { formatMoney } from '@sixmark/shared/domain/money';
import { VIP_RULES, vipProgress } from '@sixmark/shared/domain/vip';

export interface VipCardProps {
  vipLevel: number;
  cycleBetAmount: number;
  rules?: readonly { vipLevel: number; betMoney: number }[];
  onClick?: () => void;
}

/** VIP level, progress of the cycle bet amount to the next level's betMoney; no next label at 9. */
export function VipCard({ vipLevel, cycleBetAmount, rules = VIP_RULES, onClick }: VipCardProps) {
  const progress = vipProgress(rules, vipLevel, cycleBetAmount);
  return (
    <section className="vip-card" onClick={onClick} aria-label="VIP等级">
      <div className="vip-card__head">
        <span className="vip-card__level">VIP{vipLevel}</span>
        {progress.next !== null && <span className="vip-card__next">下一等级 VIP{progress.next}</span>}
      </div>
      <ProgressBar percent={progress.percent} aria-label="VIP进度" aria-valuenow={Math.round(progress.percent)} />
      <div className="vip-card__foot">
        {progress.next !== null ? (
          <span>
            周期投注 {formatMoney(cycleBetAmount)} / {formatMoney(progress.target)}
          </span>
        ) : (
          <span>已达最高等级</span>
        )}
      </div>
    </section>
  );
}
