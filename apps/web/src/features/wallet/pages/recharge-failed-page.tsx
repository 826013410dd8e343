import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 充值失败: filled by the wallet feature; until then a titled shell with a back button. */
export default function RechargeFailedPage() {
  return <PageShell title={routes.rechargeFailed.title} />;
}
