import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 彩票游戏: filled by the game-center feature; until then a titled shell with a back button. */
export default function GamePage() {
  return <PageShell title={routes.game.title} />;
}
