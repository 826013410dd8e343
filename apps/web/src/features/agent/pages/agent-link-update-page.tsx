import { Skeleton } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { agentMsg } from '@sixmark/shared';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useLinkInfo } from '../api/get-link-info';
import { useUpdateLink } from '../api/update-link';
import { FORM_TOAST_MS, LinkForm } from '../components/link-form';
import { AGENT_TEXT } from '../lib/texts';
import '../agent.css';

/** 修改推广链接: change what a link creates, its rebate or remark; users already registered keep theirs. */
export default function AgentLinkUpdatePage() {
  const navigate = useNavigate();
  const raw = Number(useParams().id);
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const q = useLinkInfo(id);
  const update = useUpdateLink({
    onSuccess: () => {
      toast.show(agentMsg.updateSuccess, FORM_TOAST_MS);
      navigate(paths.agentLinkDetail.getHref({ id }), { replace: true });
    },
    onError: (e) => toast.show(e.message, FORM_TOAST_MS),
  });
  const link = q.data;
  return (
    <PageShell title={routes.agentLinkUpdate.title} className="agent-page" backTo={paths.agentLinkDetail.getHref({ id })}>
      {q.isLoading ? (
        <Skeleton.Paragraph lineCount={4} animated style={{ padding: 16 }} />
      ) : !link ? (
        <EmptyState description={q.error?.message ?? agentMsg.linkNotFound} />
      ) : (
        <LinkForm
          key={link.id}
          initial={{ userType: link.userType, rebate: link.rebate, remark: link.remark }}
          submitText={AGENT_TEXT.save}
          submitting={update.isPending}
          onSubmit={(v) => update.mutate({ id, ...v })}
        />
      )}
    </PageShell>
  );
}
