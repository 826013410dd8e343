import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 红包详情: filled by the chat feature; until then a titled shell with a back button. */
export default function HongBaoDetailPage() {
  return <PageShell title={routes.hongBaoDetail.title} />;
}
