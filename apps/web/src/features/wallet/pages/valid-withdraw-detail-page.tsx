import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 有效提款详情: filled by the wallet feature; until then a titled shell with a back button. */
export default function ValidWithdrawDetailPage() {
  return <PageShell title={routes.validWithdrawDetail.title} />;
}
