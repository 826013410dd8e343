import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeList } from '@sixmark/shared';
import { http } from '@/lib/http';
import { GAME_CENTER_KEYS } from './keys';

/** Static `notice_list.json`; the game center shows lottery_notice in its marquee. */
export const getNoticeList = () =>
  http.json<NoticeList>('/sys-upload/data/json/notice_list.json', { silent: true });

export const noticeListQueryOptions = () =>
  queryOptions({
    queryKey: [GAME_CENTER_KEYS.noticeList] as const,
    queryFn: getNoticeList,
    staleTime: 60_000,
  });

export const useNoticeList = () => useQuery(noticeListQueryOptions());
