import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 注册: filled by the auth feature; until then a titled shell with a back button. */
export default function RegisterPage() {
  return <PageShell title={routes.register.title} />;
}
