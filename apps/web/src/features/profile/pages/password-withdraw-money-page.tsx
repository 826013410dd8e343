import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 设置资金密码: filled by the profile feature; until then a titled shell with a back button. */
export default function PasswordWithdrawMoneyPage() {
  return <PageShell title={routes.passwordWithdrawMoney.title} />;
}
