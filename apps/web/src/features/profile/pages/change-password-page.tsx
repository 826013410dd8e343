import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 修改密码: filled by the profile feature; until then a titled shell with a back button. */
export default function ChangePasswordPage() {
  return <PageShell title={routes.changePassword.title} />;
}
