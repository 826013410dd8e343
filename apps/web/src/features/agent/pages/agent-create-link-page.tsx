import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 创建推广链接: filled by the agent feature; until then a titled shell with a back button. */
export default function AgentCreateLinkPage() {
  return <PageShell title={routes.agentCreateLink.title} />;
}
