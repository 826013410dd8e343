import { List } from 'antd-mobile';
import { useNavigate } from '@/lib/use-navigate';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useProfile } from '@/lib/profile';

/** 安全中心: login password, fund password, bank accounts, personal info and safer play. */
export default function SecurityCenterPage() {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const hasFundPwd = !!profile?.extInfo?.fundPwd;
  return (
    <PageShell title={routes.securityCenter.title}>
      <List mode="card">
        <List.Item onClick={() => navigate(paths.changePassword.path)} description="定期修改密码，保障账户安全">
          修改登录密码
        </List.Item>
        <List.Item onClick={() => navigate(paths.passwordWithdrawMoney.path)} extra={hasFundPwd ? '已设置' : '未设置'}>
          资金密码
        </List.Item>
        <List.Item onClick={() => navigate(paths.accountList.path)}>{routes.accountList.title}</List.Item>
        <List.Item onClick={() => navigate(paths.personalInfo.path)}>{routes.personalInfo.title}</List.Item>
        <List.Item onClick={() => navigate(paths.saferPlay.path)} description="存款、亏损与投注限额，冷静期与自我排除">
          {routes.saferPlay.title}
        </List.Item>
      </List>
    </PageShell>
  );
}
