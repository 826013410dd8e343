import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

export default function GamePage() {
  return <PageShell title={routes.game.title} />;
}
