import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 代理说明: filled by the agent feature; until then a titled shell with a back button. */
export default function AgentDeclarePage() {
  return <PageShell title={routes.agentDeclare.title} />;
}
