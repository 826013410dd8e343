import { Button, List } from 'antd-mobile';
import { useNavigate } from '@/lib/use-navigate';
import { msg, profileHans } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { paths, routes, type RouteKey } from '@/config/paths';
import { copyWithToast } from '@/lib/clipboard';
import { sectionText } from '@/lib/i18n';
import { isLoggedIn, isTrial, useProfile } from '@/lib/profile';
import { useAppSettings } from '@/lib/startup-config';
import { toast } from '@/lib/toast';
import { useVipRules } from '../api/get-vip-rules';
import { useLogout } from '../api/logout';
import { Avatar } from '../components/avatar';
import { Balance } from '../components/balance';
import { ShortcutGrid } from '../components/shortcut-grid';
import { VipCard } from '../components/vip-card';
import { profileTabsFrom } from '../lib/profile-menu';
import '../profile.css';

/** The page's texts (table section `profile`), in the chosen language when read. */
export const PROFILE_TEXT = sectionText('profile', profileHans);

/** Trial refusal toast lasts 1 s (spec 1 §6). */
const TRIAL_TOAST_MS = 1000;

/** 我的 (spec 1 §2): anonymous header with login/register, or the member's account, VIP, wallet and menus. */
export default function ProfilePage() {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const { data: settings } = useAppSettings();
  const tabs = profileTabsFrom(settings);
  const loggedIn = isLoggedIn(profile);
  const trial = isTrial(profile);
  const { data: rules } = useVipRules(loggedIn);
  const logout = useLogout();

  const go = (key: RouteKey, formalOnly?: boolean) => {
    if (formalOnly && trial) {
      toast.show(msg.trialForbidden, TRIAL_TOAST_MS);
      return;
    }
    navigate(paths[key].getHref());
  };

  if (!loggedIn || !profile?.extInfo) {
    return (
      <PageShell title={routes.profile.title} noBack>
        <div className="profile-head">
          <Avatar size={64} />
          <div>
            <div className="profile-head__name">{PROFILE_TEXT.anonymous}</div>
            <div className="profile-head__actions">
              <Button size="small" onClick={() => navigate(paths.login.path)}>
                {PROFILE_TEXT.login}
              </Button>
              <Button size="small" onClick={() => navigate(paths.register.path)}>
                {PROFILE_TEXT.register}
              </Button>
            </div>
          </div>
        </div>
        <List className="profile-card" header={PROFILE_TEXT.more}>
          {(['setting', 'about'] as const).map((k) => (
            <List.Item key={k} onClick={() => go(k)}>
              {routes[k].title}
            </List.Item>
          ))}
        </List>
      </PageShell>
    );
  }

  const { userInfo, extInfo } = profile;
  const domain = (profile.userDetail?.domain ?? '').split('\n')[0]?.trim() ?? '';
  const copyDomain = () => copyWithToast(domain);
  const doLogout = async () => {
    await logout.mutateAsync();
    toast.show(PROFILE_TEXT.logoutDone, 1500);
    navigate(paths.profile.path, { replace: true });
  };

  return (
    <PageShell title={routes.profile.title} noBack>
      <div className="profile-head">
        <Avatar avatarId={userInfo.avatarId} size={64} />
        <div>
          <div className="profile-head__name" data-testid="profile-account">
            {userInfo.account}
          </div>
          {trial && <div>{PROFILE_TEXT.trialTag}</div>}
        </div>
      </div>
      <VipCard vipLevel={userInfo.vipLevel} cycleBetAmount={userInfo.cycleBetAmount} rules={rules} onClick={() => go('profileVip')} />
      <section className="profile-card">
        <Balance money={extInfo.money} liveMoney={extInfo.liveMoney} />
        <div className="wallet-actions">
          <Button color="primary" onClick={() => go('recharge', true)}>
            {PROFILE_TEXT.deposit}
          </Button>
          <Button color="primary" fill="outline" onClick={() => go('withdrawMoney', true)}>
            {PROFILE_TEXT.withdraw}
          </Button>
        </div>
      </section>
      <section className="profile-card">
        <ShortcutGrid isDl={!!userInfo.isDl} unReadCount={profile.unReadCount ?? 0} onOpen={(t) => go(t.key, t.formalOnly)} />
      </section>
      {(['subTab1', 'subTab2'] as const).map((tab) => (
        <List key={tab} className="profile-card">
          {tabs[tab].map((k) => (
            <List.Item key={k} onClick={() => go(k, k === 'passwordWithdrawMoney')}>
              {routes[k].title}
            </List.Item>
          ))}
        </List>
      ))}
      {domain && (
        <section className="profile-card profile-domain">
          <span>
            {PROFILE_TEXT.domain}：{domain}
          </span>
          <Button size="mini" onClick={() => void copyDomain()}>
            {PROFILE_TEXT.copy}
          </Button>
        </section>
      )}
      <div className="profile-logout">
        <Button block onClick={() => void doLogout()} loading={logout.isPending}>
          {PROFILE_TEXT.logout}
        </Button>
      </div>
    </PageShell>
  );
}
