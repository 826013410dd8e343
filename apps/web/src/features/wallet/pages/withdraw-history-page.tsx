import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 提现记录: filled by the wallet feature; until then a titled shell with a back button. */
export default function WithdrawHistoryPage() {
  return <PageShell title={routes.withdrawHistory.title} />;
}
