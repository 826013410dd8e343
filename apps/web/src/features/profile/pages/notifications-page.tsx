import { Button, Dialog, List, PullToRefresh, SwipeAction } from 'antd-mobile';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT, type PushMessage } from '@sixmark/shared';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import { useMessages } from '../api/get-messages';
import { useMarkMessageRead, useRemoveMessage } from '../api/message-actions';
import '../profile.css';

/** 消息通知: tap to read (marks it read), swipe or tap 删除 to remove; unread ones carry a dot. */
export default function NotificationsPage() {
  const { data, isLoading, refetch } = useMessages();
  const markRead = useMarkMessageRead();
  const remove = useRemoveMessage();
  const messages = data?.data ?? [];

  const open = (m: PushMessage) => {
    if (m.isRead !== 1) markRead.mutate(m.id);
    void Dialog.alert({ title: m.title, content: <div style={{ whiteSpace: 'pre-wrap' }}>{m.content}</div>, confirmText: '知道了' });
  };
  const del = (m: PushMessage) =>
    Dialog.confirm({ content: '确定删除这条消息吗？', onConfirm: () => remove.mutateAsync(m.id).then(() => undefined) });

  return (
    <PageShell title={routes.notifications.title}>
      <PullToRefresh onRefresh={() => refetch().then(() => undefined)}>
        {!isLoading && messages.length === 0 && <EmptyState />}
        {messages.length > 0 && (
          <List mode="card" header={data?.unReadCount ? `未读 ${data.unReadCount} 条` : undefined}>
            {messages.map((m) => (
              <SwipeAction key={m.id} rightActions={[{ key: 'delete', text: '删除', color: 'danger', onClick: () => void del(m) }]}>
                <List.Item
                  className={m.isRead === 1 ? undefined : 'message-item--unread'}
                  description={dayjs(m.createdAt).format(DATE_TIME_FORMAT)}
                  onClick={() => open(m)}
                  extra={
                    <Button
                      size="mini"
                      fill="none"
                      onClick={(e) => {
                        e.stopPropagation();
                        void del(m);
                      }}
                    >
                      删除
                    </Button>
                  }
                >
                  {m.title}
                </List.Item>
              </SwipeAction>
            ))}
          </List>
        )}
      </PullToRefresh>
    </PageShell>
  );
}
