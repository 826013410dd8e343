import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { msg } from '@sixmark/shared';
import { toast } from '@/lib/toast';
import { getRecordsList, RECORDS_LIMIT, TALK_TYPE_ROOM } from '../api/get-records-list';
import { uploadImage } from '../api/upload-image';
import { chatClient, type ChatClient, type ChatRefusal } from '../lib/chat-client';
import type { ChatSocketState } from '../lib/chat-socket';
import type { ChatMessage, ChatUserInfo } from '../lib/protocol';

/** Spec 3 §8: 'too many pages open' shows for 3 s and the chat socket closes. */
export const TOO_MANY_PAGES_TOAST_MS = 3000;

export interface UseChatRoomOptions {
  /** Room history is talk_type 2 (spec 3 §7); private chats use their own. */
  talkType?: number;
  /** Private chat: the addressee (spec 3 §3 reciveId). */
  reciveId?: string | number;
  /** Slow mode seconds of the room (sec_per_mess). */
  secPerMess?: number;
  client?: ChatClient;
  enabled?: boolean;
}

/**
 * A chat room on screen: holds the socket while mounted, joins the room, loads history page 1
 * (then older pages on demand, under the 150 cap), and sends text, emoji, quick messages and
 * images with their sending/uploading/retry states. Refusals (mute, slow mode) arrive as
 * `refusal` with the server's own text.
 */
export function useChatRoom(roomId: string | number, me: ChatUserInfo | null, options: UseChatRoomOptions = {}) {
  const client = options.client ?? chatClient();
  const enabled = options.enabled ?? true;
  const talkType = options.talkType ?? TALK_TYPE_ROOM;
  const room = useSyncExternalStore(client.store.subscribe, () => client.store.room(roomId));
  const [socketState, setSocketState] = useState<ChatSocketState>(client.state);
  const [refusal, setRefusal] = useState<ChatRefusal | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failedRoom, setFailedRoom] = useState<string | null>(null);
  const [waitUntil, setWaitUntil] = useState(0);
  const page = useRef(1);

  useEffect(() => {
    if (!enabled) return;
    const offState = client.on('state', setSocketState);
    const offStop = client.on('stop', (reason) => {
      if (reason === 'tooManyPages') toast.show(msg.chatTooManyPages, TOO_MANY_PAGES_TOAST_MS);
    });
    const offRefusal = client.on('refusal', (r) => {
      if (r.room_id !== undefined && String(r.room_id) !== String(roomId)) return;
      setRefusal(r);
      if (r.wait) setWaitUntil(Date.now() + r.wait * 1000);
      toast.show(r.msg, 2000);
    });
    const release = client.acquire();
    const leave = client.join(roomId, talkType);
    return () => {
      offState();
      offStop();
      offRefusal();
      leave();
      release();
    };
  }, [client, roomId, talkType, enabled]);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    page.current = 1;
    getRecordsList(roomId, 1, talkType).then(
      (r) => live && client.store.applyHistory(roomId, 1, r.messages, RECORDS_LIMIT),
      () => live && setFailedRoom(String(roomId)),
    );
    return () => {
      live = false;
    };
  }, [client, roomId, talkType, enabled]);

  const loadMore = useCallback(async () => {
    if (loadingMore || !client.store.room(roomId).hasMore) return;
    setLoadingMore(true);
    try {
      const next = page.current + 1;
      const r = await getRecordsList(roomId, next, talkType);
      if (client.store.applyHistory(roomId, next, r.messages, RECORDS_LIMIT)) page.current = next;
    } catch {
      // Spec 3 §8: other failures are only logged; the list stays as it is.
    } finally {
      setLoadingMore(false);
    }
  }, [client, roomId, talkType, loadingMore]);

  // Slow mode: the room's seconds between two messages, counted from this tab's last send.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (waitUntil <= now) return;
    const t = setTimeout(() => setNow(Date.now()), 250);
    return () => clearTimeout(t);
  }, [waitUntil, now]);
  const waitSeconds = Math.max(0, Math.ceil((waitUntil - now) / 1000));
  const startSlowMode = () => {
    const sec = Number(options.secPerMess) || 0;
    if (sec > 0) {
      const until = Date.now() + sec * 1000;
      setWaitUntil(until);
      setNow(Date.now());
    }
  };

  const sendContent = (type: string, body: string) => {
    if (!me) return;
    setRefusal(null);
    client.send(roomId, me, { type, body, reciveId: options.reciveId });
    startSlowMode();
  };

  return {
    messages: room.messages,
    hasMore: room.hasMore,
    loadingMore,
    loadMore,
    historyError: failedRoom === String(roomId),
    socketState,
    refusal,
    waitSeconds,
    sendText: (text: string) => sendContent('text', text),
    sendEmoji: (emoji: string) => sendContent('emoji', emoji),
    sendQuick: (text: string) => sendContent('quick', text),
    sendImage: (file: File) => {
      if (!me) return;
      setRefusal(null);
      const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
      void client.sendImage(roomId, me, preview, () => uploadImage(file, file.name), options.reciveId);
      startSlowMode();
    },
    retry: (m: ChatMessage) => {
      if (m.client_id) client.retry(roomId, m.client_id);
    },
  };
}
