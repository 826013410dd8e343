import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 银行转账: filled by the wallet feature; until then a titled shell with a back button. */
export default function RechargeBankPage() {
  return <PageShell title={routes.rechargeBank.title} />;
}
