import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 游戏聊天: filled by the chat feature; until then a titled shell with a back button. */
export default function GameChatPage() {
  return <PageShell title={routes.gameChat.title} />;
}
