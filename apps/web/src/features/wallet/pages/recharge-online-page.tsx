import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 在线支付: filled by the wallet feature; until then a titled shell with a back button. */
export default function RechargeOnlinePage() {
  return <PageShell title={routes.rechargeOnline.title} />;
}
