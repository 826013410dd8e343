import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 下级用户: filled by the agent feature; until then a titled shell with a back button. */
export default function AgentUserListPage() {
  return <PageShell title={routes.agentUserList.title} />;
}
