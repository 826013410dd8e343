import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 绑定银行卡: filled by the profile feature; until then a titled shell with a back button. */
export default function UpdateAccountPage() {
  return <PageShell title={routes.updateAccount.title} />;
}
