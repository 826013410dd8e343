import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 设置: filled by the profile feature; until then a titled shell with a back button. */
export default function SettingPage() {
  return <PageShell title={routes.setting.title} />;
}
