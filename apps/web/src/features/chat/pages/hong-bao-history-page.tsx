import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 红包记录: filled by the chat feature; until then a titled shell with a back button. */
export default function HongBaoHistoryPage() {
  return <PageShell title={routes.hongBaoHistory.title} />;
}
