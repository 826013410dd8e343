import { ProgressBar, Skeleton } from 'antd-mobile';
import { DATE_TIME_FORMAT, formatSystemTime } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import { useVipProgress } from '../api/get-vip-progress';
import '../bonus.css';

export const VIP_TEXT = {
  period: (name: string, from: string, to: string) => `${name}统计（${from} - ${to}）`,
  cycle: (v: string, target: string) => `周期有效投注 ${v} / ${target}`,
  top: '已达最高等级',
  next: (level: number) => `下一等级 VIP${level}`,
  keep: (v: string) => `本周期需有效投注 ${v} 元以保持当前等级`,
  rules: [
    '周期内有效投注达到下一等级要求后，立即自动升级，并可在福利中心领取晋级礼金。',
    '周期结束时，若有效投注未达到当前等级的保级要求，将下降一级；新周期从零开始统计。',
    '等级越高，洗码返水比例越高；每个等级每个周期可领取一次月度礼金。',
  ],
} as const;

/** VIP等级 (spec 1): real period turnover, progress to the next level, the level table with rates. */
export default function ProfileVipPage() {
  const { data, isLoading } = useVipProgress();
  return (
    <PageShell title={routes.profileVip.title}>
      {isLoading && <Skeleton.Paragraph lineCount={8} animated />}
      {data && (
        <>
          <section className="bonus-card" aria-label="VIP进度">
            <div className="vip-progress__head">
              <span className="vip-progress__level">VIP{data.vipLevel}</span>
              {data.nextLevel !== null && <span>{VIP_TEXT.next(data.nextLevel)}</span>}
            </div>
            <ProgressBar percent={data.percent} />
            <div className="vip-progress__foot">
              <div>{data.nextLevel !== null ? VIP_TEXT.cycle(formatMoney(data.cycleBetAmount), formatMoney(data.nextBetMoney)) : VIP_TEXT.top}</div>
              <div>{VIP_TEXT.period(data.periodName, formatSystemTime(data.periodStart, DATE_TIME_FORMAT), formatSystemTime(data.periodEnd, DATE_TIME_FORMAT))}</div>
              {data.keepMoney > 0 && <div>{VIP_TEXT.keep(formatMoney(data.keepMoney))}</div>}
            </div>
          </section>
          <section className="bonus-card">
            <table className="bonus-table">
              <thead>
                <tr>
                  <th>等级</th>
                  <th>升级要求</th>
                  <th>保级要求</th>
                  <th>晋级礼金</th>
                  <th>月度礼金</th>
                  <th>彩票返水</th>
                </tr>
              </thead>
              <tbody>
                {data.levels.map((l) => (
                  <tr key={l.vipLevel} className={l.vipLevel === data.vipLevel ? 'bonus-table__current' : undefined}>
                    <td>{l.name}</td>
                    <td>{formatMoney(l.betMoney)}</td>
                    <td>{formatMoney(l.keepMoney)}</td>
                    <td>{formatMoney(l.upgradeGift)}</td>
                    <td>{formatMoney(l.monthlyGift)}</td>
                    <td>{(l.rates.find((r) => r.category === 'lottery')?.rate ?? 0).toFixed(2)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className="bonus-note">
            {VIP_TEXT.rules.map((r) => (
              <p key={r}>{r}</p>
            ))}
          </section>
        </>
      )}
    </PageShell>
  );
}
