import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 优惠活动: filled by the content feature; until then a titled shell with a back button. */
export default function PromotionalPage() {
  return <PageShell title={routes.promotional.title} />;
}
