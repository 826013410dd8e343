import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 联系我们: filled by the profile feature; until then a titled shell with a back button. */
export default function ContactUsPage() {
  return <PageShell title={routes.contactUs.title} />;
}
