import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 资料库: filled by the content feature; until then a titled shell with a back button. */
export default function DatabasesPage() {
  return <PageShell title={routes.databases.title} />;
}
