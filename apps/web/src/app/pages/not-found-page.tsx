import { Button, ErrorBlock } from 'antd-mobile';
import { msg } from '@sixmark/shared';
import { useNavigate } from '@/lib/use-navigate';
import { PageShell } from '@/components/page-shell';

/** Any path no route matches. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <PageShell title={msg.pageNotFound}>
      <ErrorBlock status="empty" title={msg.pageNotFound} description="您访问的页面不存在或已被移除">
        <Button color="primary" onClick={() => navigate('/', { replace: true })}>
          {msg.backHome}
        </Button>
      </ErrorBlock>
    </PageShell>
  );
}
