import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 账变记录: filled by the wallet feature; until then a titled shell with a back button. */
export default function BillsPage() {
  return <PageShell title={routes.bills.title} />;
}
