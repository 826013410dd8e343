import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 团队总览: filled by the agent feature; until then a titled shell with a back button. */
export default function AgentTeamOverviewPage() {
  return <PageShell title={routes.agentTeamOverview.title} />;
}
