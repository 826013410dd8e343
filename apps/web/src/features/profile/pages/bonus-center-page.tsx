import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 福利中心: filled by the profile feature; until then a titled shell with a back button. */
export default function BonusCenterPage() {
  return <PageShell title={routes.bonusCenter.title} />;
}
