import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 添加下级: filled by the agent feature; until then a titled shell with a back button. */
export default function AgentAddUserPage() {
  return <PageShell title={routes.agentAddUser.title} />;
}
