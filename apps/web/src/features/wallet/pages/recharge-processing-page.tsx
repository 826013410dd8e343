import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 充值处理中: filled by the wallet feature; until then a titled shell with a back button. */
export default function RechargeProcessingPage() {
  return <PageShell title={routes.rechargeProcessing.title} />;
}
