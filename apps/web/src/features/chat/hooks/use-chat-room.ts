import { useQueryClient } from '@tanstack/react-query';
import { CHAT_LIMITS, CHAT_MSG, ChatCommand, DATE_TIME_FORMAT, ErrorCode, formatSystemTime, type ChatUserInfo } from '@sixmark/shared';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { appNavigate } from '@/lib/navigation';
import { getToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { CHAT_TOAST_MS, handleChatError, socketError } from '../api/chat-http';
import { getRecordsList, RECORDS_LIMIT, TALK_TYPE_ROOM } from '../api/get-records-list';
import { CHAT_KEYS } from '../api/keys';
import { uploadImage } from '../api/upload-image';
import { chatClient, guestCredential, type ChatClient, type ChatRefusal } from '../lib/chat-client';
import type { ChatSocketState } from '../lib/chat-socket';
import type { ChatMessage } from '../lib/protocol';

/** Spec 3 §8: 'too many pages open' shows for 3 s and the chat socket closes. */
export const TOO_MANY_PAGES_TOAST_MS = 3000;
/** How long a refusal's toast stays. */
const REFUSAL_TOAST_MS = 2000;

export interface UseChatRoomOptions {
  /** Room history is talk_type 2 (spec 3 §7); private chats use their own. */
  talkType?: number;
  /** Private chat: the addressee (spec 3 §3 reciveId). */
  reciveId?: number;
  /** Slow mode seconds of the room (sec_per_mess). */
  secPerMess?: number;
  /** Where a kicked member goes (default the room list). */
  leaveTo?: string;
  client?: ChatClient;
  enabled?: boolean;
}

const untilText = (until: unknown) => {
  const t = typeof until === 'string' || typeof until === 'number' ? Date.parse(String(until)) : NaN;
  return Number.isFinite(t) ? formatSystemTime(t, DATE_TIME_FORMAT) : '';
};

/**
 * A chat room on screen: holds the socket while mounted, joins the room, loads history page 1
 * (older pages on demand, under the 150 cap), sends text, emoji, quick messages and images with
 * their sending/uploading/retry states, and turns the server's refusals and room events (mute,
 * kick, slow mode, settings, people count) into what the page shows.
 */
export function useChatRoom(roomId: number, me: ChatUserInfo | null, options: UseChatRoomOptions = {}) {
  const client = options.client ?? chatClient();
  const queryClient = useQueryClient();
  // Without an identity (tokens just removed) nothing is asked of the chat service.
  const hasIdentity = !!getToken() || !!guestCredential();
  const enabled = (options.enabled ?? true) && hasIdentity && Number.isInteger(roomId) && roomId > 0;
  const talkType = options.talkType ?? TALK_TYPE_ROOM;
  const room = useSyncExternalStore(client.store.subscribe, () => client.store.room(roomId));
  const [socketState, setSocketState] = useState<ChatSocketState>(client.state);
  const [refusal, setRefusal] = useState<ChatRefusal | null>(null);
  const [people, setPeople] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failedRoom, setFailedRoom] = useState<number | null>(null);
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const page = useRef(1);
  const leaveTo = options.leaveTo ?? '/chat-rooms';

  const loadFirstPage = useCallback(() => {
    page.current = 1;
    return getRecordsList(roomId, 1, talkType).then(
      (r) => {
        client.store.applyHistory(roomId, 1, r.messages, RECORDS_LIMIT);
      },
      () => setFailedRoom(roomId),
    );
  }, [client, roomId, talkType]);

  useEffect(() => {
    if (!enabled) return;
    const offs = [
      client.on('state', setSocketState),
      client.on('stop', (reason) => {
        if (reason === 'tooManyPages') toast.show(CHAT_MSG.tooManyPages, TOO_MANY_PAGES_TOAST_MS);
        else if (reason === 'maintenance') {
          toast.show(CHAT_MSG.maintenance, CHAT_TOAST_MS);
          appNavigate('/', { replace: true });
        }
      }),
      client.on('refusal', (r) => {
        if (r.room_id !== undefined && r.room_id !== roomId) return;
        if (r.status === 403 || r.status === 405) {
          handleChatError(socketError(r.code ?? '', r.msg, r.status), '/ws-chat');
          return;
        }
        // A mute's end is shown in the system time zone, whatever clock the server's text used.
        if (r.code === ErrorCode.CHAT_MUTED && r.until && untilText(r.until)) r = { ...r, msg: CHAT_MSG.muted(untilText(r.until)) };
        setRefusal(r);
        if (r.wait) {
          setWaitUntil(Date.now() + r.wait * 1000);
          setNow(Date.now());
        }
        toast.show(r.msg, REFUSAL_TOAST_MS);
      }),
      client.on('reload', (id) => {
        if (id === roomId) void loadFirstPage();
      }),
      client.on('room', (e) => {
        if (e.room_id !== null && e.room_id !== roomId) return;
        if (e.command === ChatCommand.PRESENCE && typeof e.content.total_people === 'number') setPeople(e.content.total_people);
        else if (e.command === ChatCommand.MUTED) {
          // A lifted mute (until null) clears the notice.
          if (e.content.until === null || e.content.until === undefined) {
            setRefusal((r) => (r?.code === ErrorCode.CHAT_MUTED ? null : r));
            return;
          }
          const text = CHAT_MSG.muted(untilText(e.content.until));
          setRefusal({ room_id: roomId, code: ErrorCode.CHAT_MUTED, msg: text });
          toast.show(text, REFUSAL_TOAST_MS);
        } else if (e.command === ChatCommand.KICKED) {
          toast.show(typeof e.content.msg === 'string' && e.content.msg ? e.content.msg : '您已被移出该聊天室', REFUSAL_TOAST_MS);
          appNavigate(leaveTo, { replace: true });
        } else if (e.command === ChatCommand.ROOM_UPDATED) {
          void queryClient.invalidateQueries({ queryKey: [CHAT_KEYS.groupClassList] });
        }
      }),
    ];
    const release = client.acquire();
    const leave = client.join(roomId);
    void loadFirstPage();
    return () => {
      offs.forEach((off) => off());
      leave();
      release();
    };
  }, [client, roomId, enabled, loadFirstPage, queryClient, leaveTo]);

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
  useEffect(() => {
    if (waitUntil <= now) return;
    const t = setTimeout(() => setNow(Date.now()), 250);
    return () => clearTimeout(t);
  }, [waitUntil, now]);
  const waitSeconds = Math.max(0, Math.ceil((waitUntil - now) / 1000));
  const startSlowMode = () => {
    const sec = Number(options.secPerMess) || 0;
    if (sec <= 0) return;
    const t = Date.now();
    setWaitUntil(t + sec * 1000);
    setNow(t);
  };

  const sendContent = (type: 'text' | 'emoji' | 'quick', body: string) => {
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
    historyError: failedRoom === roomId,
    socketState,
    refusal,
    people,
    waitSeconds,
    sendText: (text: string) => sendContent('text', text),
    sendEmoji: (emoji: string) => sendContent('emoji', emoji),
    sendQuick: (text: string) => sendContent('quick', text),
    sendImage: (file: File) => {
      if (!me) return;
      // The server's upload rule, checked first so a large photo is not sent for nothing.
      if (file.type && !file.type.startsWith('image/')) return void toast.show(CHAT_MSG.imageRequired, REFUSAL_TOAST_MS);
      if (file.size > CHAT_LIMITS.imageMaxBytes) return void toast.show(CHAT_MSG.imageTooLarge, REFUSAL_TOAST_MS);
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
