import { VIP_RULES } from '@sixmark/shared/domain/vip';
import { formatMoney } from '@sixmark/shared/domain/money';
import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import { useProfile } from '@/lib/profile';
import { useVipRules } from '../api/get-vip-rules';
import { VipCard } from '../components/vip-card';
import '../profile.css';

/** VIP等级: the member's level and progress, and the bet amount each level needs. */
export default function ProfileVipPage() {
  const { data: profile } = useProfile();
  const { data: rules = VIP_RULES } = useVipRules();
  const level = profile?.userInfo.vipLevel ?? 1;
  return (
    <PageShell title={routes.profileVip.title}>
      {profile && <VipCard vipLevel={level} cycleBetAmount={profile.userInfo.cycleBetAmount} rules={rules} />}
      <section className="profile-card">
        <table className="vip-table">
          <thead>
            <tr>
              <th>等级</th>
              <th>周期投注要求（元）</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((r) => (
              <tr key={r.vipLevel} className={r.vipLevel === level ? 'vip-table__current' : undefined}>
                <td>VIP{r.vipLevel}</td>
                <td>{formatMoney(r.betMoney)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="about-text">
        <p>VIP等级按周期内的有效投注金额计算，达到下一等级所需的投注金额后自动升级。</p>
        <p>等级越高，可享受的返水、聊天室权限与专属福利越多。</p>
      </section>
    </PageShell>
  );
}
