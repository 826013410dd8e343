import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 隐私协议: filled by the profile feature; until then a titled shell with a back button. */
export default function PrivacyAgreementPage() {
  return <PageShell title={routes.privacyAgreement.title} />;
}
