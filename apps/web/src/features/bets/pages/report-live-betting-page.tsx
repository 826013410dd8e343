import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 真人报表: filled by the bets feature; until then a titled shell with a back button. */
export default function ReportLiveBettingPage() {
  return <PageShell title={routes.reportLiveBetting.title} />;
}
