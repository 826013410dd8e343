import { CHAT_LIMITS, type ChatMessage as WireMessage } from '@sixmark/shared';
import { normalizeMessage, type ChatMessage } from '../lib/protocol';
import { CHAT_RETRY, chatHttp } from './chat-http';

/** Spec 3 §7: history pages ask for 150 rows; room chat is talk_type 2. */
export const RECORDS_LIMIT = CHAT_LIMITS.historyCap;
export const TALK_TYPE_ROOM = CHAT_LIMITS.talkTypeRoom;

/**
 * `GET /api/v1/recordsList` (spec 3 §7): room_id, page, limit 150, talk_type 2; retry 2. Read
 * imperatively: the message store, not the query cache, holds the messages (page 1 replaces,
 * later pages prepend under the cap).
 */
export async function getRecordsList(roomId: number, page: number, talkType: number = TALK_TYPE_ROOM): Promise<{ messages: ChatMessage[]; total: number }> {
  const data = await chatHttp.get<{ rows: WireMessage[]; total: number }>('/api/v1/recordsList', {
    params: { room_id: roomId, page, limit: RECORDS_LIMIT, talk_type: talkType },
    retry: CHAT_RETRY,
  });
  const rows: unknown[] = Array.isArray(data?.rows) ? data.rows : [];
  return { messages: rows.map(normalizeMessage).filter((m): m is ChatMessage => m !== null), total: Number(data?.total ?? 0) };
}
