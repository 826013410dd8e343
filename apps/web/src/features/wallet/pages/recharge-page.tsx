import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 充值: filled by the wallet feature; until then a titled shell with a back button. */
export default function RechargePage() {
  return <PageShell title={routes.recharge.title} />;
}
