import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 用户协议: filled by the profile feature; until then a titled shell with a back button. */
export default function UserAgreementPage() {
  return <PageShell title={routes.userAgreement.title} />;
}
