import { List, PullToRefresh, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PAGE_SIZE } from '@sixmark/shared';
import { EmptyState } from './empty-state';
import { LoadMore } from './load-more';

export interface PagedListProps<T> {
  pages: { data: T[] }[] | undefined;
  isLoading: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  /** Makes each row a link-like row with an arrow. */
  onItemClick?: (item: T) => void;
  /** The empty state's text; EmptyState's own by default. */
  empty?: string;
}

/** A list that loads the next page as it nears the bottom, with pull to refresh and the empty state. */
export function PagedList<T>({ pages, isLoading, hasNextPage, fetchNextPage, refetch, renderItem, itemKey, onItemClick, empty }: PagedListProps<T>) {
  if (isLoading) return <Skeleton.Paragraph lineCount={6} animated style={{ padding: 16 }} />;
  const items = pages?.flatMap((p) => p.data) ?? [];
  return (
    <PullToRefresh onRefresh={async () => void (await refetch())}>
      {items.length === 0 ? (
        <EmptyState description={empty} />
      ) : (
        <List>
          {items.map((item) => (
            <List.Item key={itemKey(item)} onClick={onItemClick ? () => onItemClick(item) : undefined} arrowIcon={onItemClick ? undefined : false}>
              {renderItem(item)}
            </List.Item>
          ))}
        </List>
      )}
      {items.length > 0 && (
        <LoadMore loadMore={fetchNextPage} hasMore={hasNextPage} threshold={PAGE_SIZE.loadMoreThresholdPx} />
      )}
    </PullToRefresh>
  );
}
