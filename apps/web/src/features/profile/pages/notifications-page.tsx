import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 消息通知: filled by the profile feature; until then a titled shell with a back button. */
export default function NotificationsPage() {
  return <PageShell title={routes.notifications.title} />;
}
