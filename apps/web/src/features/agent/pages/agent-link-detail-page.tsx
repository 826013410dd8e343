import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 推广链接详情: filled by the agent feature; until then a titled shell with a back button. */
export default function AgentLinkDetailPage() {
  return <PageShell title={routes.agentLinkDetail.title} />;
}
