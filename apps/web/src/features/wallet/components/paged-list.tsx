import { List, PullToRefresh, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PAGE_SIZE } from '@sixmark/shared';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';

export interface PagedListProps<T> {
  pages: { data: T[] }[] | undefined;
  isLoading: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
}

/** A paged list with pull to refresh, infinite scroll and the empty state. */
export function PagedList<T>({ pages, isLoading, hasNextPage, fetchNextPage, refetch, renderItem, itemKey }: PagedListProps<T>) {
  if (isLoading) return <Skeleton.Paragraph lineCount={6} animated style={{ padding: 16 }} />;
  const items = pages?.flatMap((p) => p.data) ?? [];
  return (
    <PullToRefresh onRefresh={async () => void (await refetch())}>
      {items.length === 0 ? (
        <EmptyState />
      ) : (
        <List>
          {items.map((item) => (
            <List.Item key={itemKey(item)}>{renderItem(item)}</List.Item>
          ))}
        </List>
      )}
      {items.length > 0 && (
        <LoadMore loadMore={fetchNextPage} hasMore={hasNextPage} threshold={PAGE_SIZE.loadMoreThresholdPx} />
      )}
    </PullToRefresh>
  );
}
