import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 我的: filled by the profile feature; until then a titled shell with a back button. */
export default function ProfilePage() {
  return <PageShell title={routes.profile.title} />;
}
