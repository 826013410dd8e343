import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 重置密码: filled by the auth feature; until then a titled shell with a back button. */
export default function ResetPasswordPage() {
  return <PageShell title={routes.resetPassword.title} />;
}
