import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 扫码支付: filled by the wallet feature; until then a titled shell with a back button. */
export default function RechargeQrVirtualPage() {
  return <PageShell title={routes.rechargeQrVirtual.title} />;
}
