import { Button, Dialog, List, PullToRefresh, SwipeAction } from 'antd-mobile';
import { DATE_TIME_FORMAT, formatSystemTime, type PushMessage } from '@sixmark/shared';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import { PreferencesSection } from '../components/preferences-section';
import { useMessages } from '../api/get-messages';
import { useMarkMessageRead, useRemoveMessage } from '../api/message-actions';
import '../profile.css';

/** The next page loads when the list end comes within this distance. */
export const MESSAGES_LOAD_MORE_PX = 300;
export const NOTIFICATIONS_TEXT = { noMore: '没有更多数据了', deleteConfirm: '确定删除这条消息吗？' } as const;

/** 消息通知: tap to read (marks it read), swipe or tap 删除 to remove; unread ones carry a dot; 20 a page. */
export default function NotificationsPage() {
  const { data, isLoading, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useMessages();
  const markRead = useMarkMessageRead();
  const remove = useRemoveMessage();
  const pages = data?.pages ?? [];
  const messages = pages.flatMap((p) => p.data);
  const unReadCount = pages.at(-1)?.unReadCount ?? 0;

  const open = (m: PushMessage) => {
    if (m.isRead !== 1) markRead.mutate(m.id);
    void Dialog.alert({ title: m.title, content: <div style={{ whiteSpace: 'pre-wrap' }}>{m.content}</div>, confirmText: '知道了' });
  };
  const del = (m: PushMessage) =>
    Dialog.confirm({ content: NOTIFICATIONS_TEXT.deleteConfirm, onConfirm: () => remove.mutateAsync(m.id).then(() => undefined) });

  return (
    <PageShell title={routes.notifications.title}>
      <PreferencesSection />
      <PullToRefresh onRefresh={() => refetch().then(() => undefined)}>
        {!isLoading && messages.length === 0 && <EmptyState />}
        {messages.length > 0 && (
          <List mode="card" header={unReadCount ? `未读 ${unReadCount} 条` : undefined}>
            {messages.map((m) => (
              <SwipeAction key={m.id} rightActions={[{ key: 'delete', text: '删除', color: 'danger', onClick: () => void del(m) }]}>
                <List.Item
                  className={m.isRead === 1 ? 'message-item' : 'message-item message-item--unread'}
                  description={formatSystemTime(m.createdAt, DATE_TIME_FORMAT)}
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
                  <span className="message-item__title">{m.title}</span>
                </List.Item>
              </SwipeAction>
            ))}
          </List>
        )}
        {messages.length > 0 && (
          <LoadMore
            threshold={MESSAGES_LOAD_MORE_PX}
            hasMore={!!hasNextPage}
            loadMore={async () => {
              if (isFetchingNextPage) return;
              await fetchNextPage({ throwOnError: true });
            }}
            end={NOTIFICATIONS_TEXT.noMore}
          />
        )}
      </PullToRefresh>
    </PageShell>
  );
}
