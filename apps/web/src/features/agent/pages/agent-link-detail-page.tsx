import { Button, Dialog, List, Skeleton } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { agentMsg } from '@sixmark/shared';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { copyWithToast } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { useLinkInfo } from '../api/get-link-info';
import { useRemoveLink } from '../api/remove-link';
import { QrCode } from '../components/qr-code';
import { linkUrl } from '../lib/link-url';
import { formatRebate } from '../lib/rebate';
import { AGENT_TEXT, FORM_TOAST_MS, userTypeLabel } from '../lib/texts';
import '../agent.css';

/** 推广链接详情: the address to share (copy and QR code), what it creates and how it did. */
export default function AgentLinkDetailPage() {
  const navigate = useNavigate();
  const raw = Number(useParams().id);
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const q = useLinkInfo(id);
  const remove = useRemoveLink({
    onSuccess: () => {
      toast.show(agentMsg.removeSuccess, FORM_TOAST_MS);
      navigate(paths.agent.path, { replace: true });
    },
    onError: (e) => toast.show(e.message, FORM_TOAST_MS),
  });
  const link = q.data;
  const url = link ? linkUrl(link) : '';
  const confirmRemove = () =>
    Dialog.confirm({ content: AGENT_TEXT.removeConfirm, onConfirm: () => remove.mutateAsync(id).then(() => undefined, () => undefined) });
  return (
    <PageShell title={routes.agentLinkDetail.title} className="agent-page" backTo={paths.agent.path}>
      {q.isLoading ? (
        <Skeleton.Paragraph lineCount={6} animated style={{ padding: 16 }} />
      ) : !link ? (
        <EmptyState description={q.error?.message ?? agentMsg.linkNotFound} />
      ) : (
        <>
          <section className="agent-card">
            <QrCode value={url} />
            <div className="agent-link-url" data-testid="agent-link-url" style={{ wordBreak: 'break-all', textAlign: 'center', fontSize: 13 }}>
              {url}
            </div>
            <div className="agent-actions" style={{ padding: '12px 0 0' }}>
              <Button color="primary" onClick={() => void copyWithToast(url)}>
                {AGENT_TEXT.copyLink}
              </Button>
              <Button onClick={() => void copyWithToast(link.code)}>复制推广码</Button>
            </div>
          </section>
          <List>
            <List.Item extra={link.code}>{AGENT_TEXT.code}</List.Item>
            <List.Item extra={userTypeLabel(link.userType)}>用户类型</List.Item>
            <List.Item extra={formatRebate(link.rebate)}>{AGENT_TEXT.rebate}</List.Item>
            {link.remark && <List.Item extra={link.remark}>{AGENT_TEXT.remark}</List.Item>}
            <List.Item extra={<span data-testid="agent-link-visits">{link.visitCount}</span>}>{AGENT_TEXT.visitCount}</List.Item>
            <List.Item extra={<span data-testid="agent-link-regists">{link.registCount}</span>}>{AGENT_TEXT.registCount}</List.Item>
            <List.Item extra={link.createdAt}>{AGENT_TEXT.createdAt}</List.Item>
          </List>
          <div className="agent-actions">
            <Button onClick={() => navigate(paths.agentLinkUpdate.getHref({ id }))}>{AGENT_TEXT.edit}</Button>
            <Button color="danger" fill="outline" loading={remove.isPending} onClick={() => void confirmRemove()}>
              {AGENT_TEXT.remove}
            </Button>
          </div>
        </>
      )}
    </PageShell>
  );
}
