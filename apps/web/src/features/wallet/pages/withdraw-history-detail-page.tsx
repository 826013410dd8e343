import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 提现详情: filled by the wallet feature; until then a titled shell with a back button. */
export default function WithdrawHistoryDetailPage() {
  return <PageShell title={routes.withdrawHistoryDetail.title} />;
}
