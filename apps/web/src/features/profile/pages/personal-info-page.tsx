import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 个人资料: filled by the profile feature; until then a titled shell with a back button. */
export default function PersonalInfoPage() {
  return <PageShell title={routes.personalInfo.title} />;
}
