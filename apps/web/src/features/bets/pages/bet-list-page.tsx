import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 投注记录: filled by the bets feature; until then a titled shell with a back button. */
export default function BetListPage() {
  return <PageShell title={routes.betList.title} />;
}
