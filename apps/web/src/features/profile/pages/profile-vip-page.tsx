import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** VIP等级: filled by the profile feature; until then a titled shell with a back button. */
export default function ProfileVipPage() {
  return <PageShell title={routes.profileVip.title} />;
}
