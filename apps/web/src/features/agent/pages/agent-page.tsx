import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 推广赚钱: filled by the agent feature; until then a titled shell with a back button. */
export default function AgentPage() {
  return <PageShell title={routes.agent.title} />;
}
