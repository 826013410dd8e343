import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 聊天主题颜色: filled by the profile feature; until then a titled shell with a back button. */
export default function SettingChatColorPage() {
  return <PageShell title={routes.settingChatColor.title} />;
}
