import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 安全中心: filled by the profile feature; until then a titled shell with a back button. */
export default function SecurityCenterPage() {
  return <PageShell title={routes.securityCenter.title} />;
}
