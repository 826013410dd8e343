import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushMessage } from '@sixmark/shared';
import { http } from '@/lib/http';

export interface MessageList {
  data: PushMessage[];
  totalCount: number;
  unReadCount: number;
}

/** `GET /api/pushMessage/queryAll`: the member's notifications, newest first. */
export const getMessages = () => http.get<MessageList>('/api/pushMessage/queryAll', { params: { page: 1, rows: 200 } });

export const messagesQueryOptions = () => queryOptions({ queryKey: ['push-messages'], queryFn: getMessages, staleTime: 0 });

export const useMessages = () => useQuery(messagesQueryOptions());
