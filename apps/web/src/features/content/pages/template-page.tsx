import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 资料详情: filled by the content feature; until then a titled shell with a back button. */
export default function TemplatePage() {
  return <PageShell title={routes.template.title} />;
}
