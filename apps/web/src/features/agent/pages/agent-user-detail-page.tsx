import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 用户详情: filled by the agent feature; until then a titled shell with a back button. */
export default function AgentUserDetailPage() {
  return <PageShell title={routes.agentUserDetail.title} />;
}
