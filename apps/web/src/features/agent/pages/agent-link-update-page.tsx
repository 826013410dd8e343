import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 修改推广链接: filled by the agent feature; until then a titled shell with a back button. */
export default function AgentLinkUpdatePage() {
  return <PageShell title={routes.agentLinkUpdate.title} />;
}
