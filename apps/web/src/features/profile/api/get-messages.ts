import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PushMessage } from '@sixmark/shared';
import { http } from '@/lib/http';

export interface MessageList {
  data: PushMessage[];
  totalCount: number;
  unReadCount: number;
}

/** Messages per page (the server's default too). */
export const MESSAGES_PAGE_SIZE = 20;

/** `GET /api/pushMessage/queryAll?page=&rows=`: one page of the member's notifications, newest first. */
export const getMessages = (page: number) =>
  http.get<MessageList>('/api/pushMessage/queryAll', { params: { page, rows: MESSAGES_PAGE_SIZE } });

export const messagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['push-messages'],
    queryFn: ({ pageParam }) => getMessages(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * MESSAGES_PAGE_SIZE < last.totalCount ? pages.length + 1 : undefined),
    staleTime: 0,
  });

export const useMessages = () => useInfiniteQuery(messagesQueryOptions());
