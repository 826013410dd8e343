import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { APP_VERSION } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { isLoggedIn, useProfile } from '@/lib/profile';

/** 设置: chat colour (members), security, about and the app version. */
export default function SettingPage() {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const member = isLoggedIn(profile);
  return (
    <PageShell title={routes.setting.title}>
      <List mode="card">
        {member && <List.Item onClick={() => navigate(paths.settingChatColor.path)}>{routes.settingChatColor.title}</List.Item>}
        {member && <List.Item onClick={() => navigate(paths.securityCenter.path)}>{routes.securityCenter.title}</List.Item>}
        <List.Item onClick={() => navigate(paths.about.path)}>{routes.about.title}</List.Item>
        <List.Item extra={APP_VERSION}>当前版本</List.Item>
      </List>
    </PageShell>
  );
}
