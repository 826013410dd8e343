import { Skeleton } from 'antd-mobile';
import { EmptyState } from '@/components/empty-state';
import { HtmlContent } from '@/components/html-content';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useDeclaration } from '../api/get-declaration';
import '../agent.css';

/** 代理说明: the operator's declaration page (`/views/app_agendDelaer.html`), sanitised like every content page. */
export default function AgentDeclarePage() {
  const q = useDeclaration();
  return (
    <PageShell title={q.data?.title || routes.agentDeclare.title} className="agent-page" backTo={paths.agent.path}>
      {q.isLoading ? (
        <Skeleton.Paragraph lineCount={8} animated style={{ padding: 16 }} />
      ) : q.data ? (
        <HtmlContent html={q.data.html} className="agent-declare" />
      ) : (
        <EmptyState description={q.error?.message} />
      )}
    </PageShell>
  );
}
