import { Alert, Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@admin/auth/session';
import { visibleMenu } from './menu';

/** The console frame: a menu of the pages the operator's role permits, and who is signed in. */
export function ConsoleLayout() {
  const { me, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = visibleMenu(me?.permissions ?? []);
  const groups = [...new Set(entries.map((e) => e.group))];
  const items = groups.map((g) => ({
    key: g,
    type: 'group' as const,
    label: g,
    children: entries.filter((e) => e.group === g).map((e) => ({ key: e.path, label: e.label })),
  }));
  const selected = entries.find((e) => pathname.startsWith(e.path))?.path;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={200} theme="light">
        <div className="console-brand">运营后台</div>
        <Menu
          aria-label="主菜单"
          mode="inline"
          items={items}
          selectedKeys={selected ? [selected] : []}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <Space>
            <Typography.Text strong data-testid="operator-name">
              {me?.name}
            </Typography.Text>
            <Tag color="blue">{me?.roleName}</Tag>
            <Button size="small" onClick={() => navigate('/account')}>
              账号安全
            </Button>
            <Button size="small" onClick={() => void signOut()}>
              退出登录
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          {me?.mustChangePassword && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title="当前使用的是一次性密码，请在「账号安全」中修改密码。"
              action={<Button size="small" onClick={() => navigate('/account')}>去修改</Button>}
            />
          )}
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
