import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 历史开奖: filled by the lottery feature; until then a titled shell with a back button. */
export default function LotteryHistoryPage() {
  return <PageShell title={routes.lotteryHistory.title} />;
}
