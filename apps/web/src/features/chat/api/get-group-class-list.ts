import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatGroupClassList } from '../lib/protocol';
import { CHAT_RETRY, chatHttp } from './chat-http';
import { CHAT_KEYS } from './keys';

/** `GET /api/v1/getGroupClassList` (spec 3 §7): class groups, rooms, people counts, quick messages. */
export const getGroupClassList = () => chatHttp.get<ChatGroupClassList>('/api/v1/getGroupClassList', { retry: CHAT_RETRY });

export const groupClassListQueryOptions = () =>
  queryOptions({ queryKey: [CHAT_KEYS.groupClassList], queryFn: getGroupClassList, staleTime: 5_000 });

export const useGroupClassList = (enabled = true) => useQuery({ ...groupClassListQueryOptions(), enabled });
