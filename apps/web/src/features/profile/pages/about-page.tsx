import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 关于我们: filled by the profile feature; until then a titled shell with a back button. */
export default function AboutPage() {
  return <PageShell title={routes.about.title} />;
}
