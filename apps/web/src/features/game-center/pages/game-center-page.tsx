import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 游戏大厅: filled by the game-center feature; until then a titled shell with a back button. */
export default function GameCenterPage() {
  return <PageShell title={routes.gameCenter.title} />;
}
