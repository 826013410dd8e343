import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 提现: filled by the wallet feature; until then a titled shell with a back button. */
export default function WithdrawMoneyPage() {
  return <PageShell title={routes.withdrawMoney.title} />;
}
