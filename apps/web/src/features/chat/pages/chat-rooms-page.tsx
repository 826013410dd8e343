import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 聊天室: filled by the chat feature; until then a titled shell with a back button. */
export default function ChatRoomsPage() {
  return <PageShell title={routes.chatRooms.title} />;
}
