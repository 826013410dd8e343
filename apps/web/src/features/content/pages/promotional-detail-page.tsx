import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 活动详情: filled by the content feature; until then a titled shell with a back button. */
export default function PromotionalDetailPage() {
  return <PageShell title={routes.promotionalDetail.title} />;
}
