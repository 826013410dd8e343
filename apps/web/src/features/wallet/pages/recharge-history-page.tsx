import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 充值记录: filled by the wallet feature; until then a titled shell with a back button. */
export default function RechargeHistoryPage() {
  return <PageShell title={routes.rechargeHistory.title} />;
}
