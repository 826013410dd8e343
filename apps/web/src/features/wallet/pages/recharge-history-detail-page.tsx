import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 充值详情: filled by the wallet feature; until then a titled shell with a back button. */
export default function RechargeHistoryDetailPage() {
  return <PageShell title={routes.rechargeHistoryDetail.title} />;
}
