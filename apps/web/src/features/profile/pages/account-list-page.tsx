import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 银行卡管理: filled by the profile feature; until then a titled shell with a back button. */
export default function AccountListPage() {
  return <PageShell title={routes.accountList.title} />;
}
