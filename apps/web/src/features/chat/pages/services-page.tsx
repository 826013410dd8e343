import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 在线客服: filled by the chat feature; until then a titled shell with a back button. */
export default function ServicesPage() {
  return <PageShell title={routes.services.title} />;
}
