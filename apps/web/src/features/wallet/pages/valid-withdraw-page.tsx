import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 有效提款: filled by the wallet feature; until then a titled shell with a back button. */
export default function ValidWithdrawPage() {
  return <PageShell title={routes.validWithdraw.title} />;
}
