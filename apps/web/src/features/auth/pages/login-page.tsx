import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 登录: filled by the auth feature; until then a titled shell with a back button. */
export default function LoginPage() {
  return <PageShell title={routes.login.title} />;
}
