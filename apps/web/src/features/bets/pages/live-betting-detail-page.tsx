import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 报表详情: filled by the bets feature; until then a titled shell with a back button. */
export default function LiveBettingDetailPage() {
  return <PageShell title={routes.liveBettingDetail.title} />;
}
