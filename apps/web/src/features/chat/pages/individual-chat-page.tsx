import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 私聊: filled by the chat feature; until then a titled shell with a back button. */
export default function IndividualChatPage() {
  return <PageShell title={routes.individualChat.title} />;
}
