import { useNavigate } from '@/lib/use-navigate';
import { agentMsg } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useCreateLink } from '../api/create-link';
import { FORM_TOAST_MS, LinkForm } from '../components/link-form';
import { AGENT_TEXT } from '../lib/texts';
import '../agent.css';

/** 创建推广链接: what the link creates and the rebate it grants; then its page with the address and QR code. */
export default function AgentCreateLinkPage() {
  const navigate = useNavigate();
  const create = useCreateLink({
    onSuccess: (link) => {
      toast.show(agentMsg.createSuccess, FORM_TOAST_MS);
      navigate(paths.agentLinkDetail.getHref({ id: link.id }), { replace: true });
    },
    onError: (e) => toast.show(e.message, FORM_TOAST_MS),
  });
  return (
    <PageShell title={routes.agentCreateLink.title} className="agent-page" backTo={paths.agent.path}>
      <LinkForm submitText={AGENT_TEXT.create} submitting={create.isPending} onSubmit={(v) => create.mutate(v)} />
    </PageShell>
  );
}
