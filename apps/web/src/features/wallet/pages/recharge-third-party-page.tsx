import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 第三方支付: filled by the wallet feature; until then a titled shell with a back button. */
export default function RechargeThirdPartyPage() {
  return <PageShell title={routes.rechargeThirdParty.title} />;
}
