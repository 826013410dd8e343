import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAfterLoad } from '@/lib/after-load';
import { connectGameSocket, GAME_SOCKET_COMMANDS, type GameSocketMessage } from '@/lib/game-socket';
import { openInfoQueryKey, type OpenInfoView } from './api/get-open-info';
import { rememberLiveReplay } from './live-replays';

/** Folds one socket message into the cached lottery info (null when it changes nothing). */
export function applyGameMessage(info: OpenInfoView, msg: GameSocketMessage): OpenInfoView | null {
  const c = msg.content;
  switch (msg.command) {
    case GAME_SOCKET_COMMANDS.ball:
      return {
        ...info,
        pre: { ...info.pre, turnNum: c.turnNum ?? info.pre.turnNum, openNum: c.openNum ?? info.pre.openNum, isStreaming: true },
      };
    case GAME_SOCKET_COMMANDS.result:
      return {
        ...info,
        pre: {
          ...info.pre,
          turnNum: c.turnNum ?? info.pre.turnNum,
          openNum: c.openNum ?? info.pre.openNum,
          openTime: c.openTime ?? info.pre.openTime,
          isStreaming: c.isStreaming ?? false,
          fairness:
            c.seedHash || info.pre.fairness
              ? { seedHash: c.seedHash ?? info.pre.fairness?.seedHash ?? '', seed: c.seed ?? info.pre.fairness?.seed ?? null }
              : null,
        },
        plan: c.nextTurnNum && c.planTime ? { turnNum: c.nextTurnNum, planTime: c.planTime } : info.plan,
      };
    case GAME_SOCKET_COMMANDS.video:
      if (c.liveUrl === undefined) return null;
      return { ...info, cur: { ...info.cur, liveUrl: c.liveUrl }, pre: { ...info.pre, liveUrl: c.liveUrl } };
    default:
      return null;
  }
}

/**
 * Keeps the panel's lottery info live from the game socket: balls and results update the
 * panel at once; a result is then re-fetched for the full state (next turn, plan). VIDEO
 * messages replace the live address; LIVE_URL_HISTORY ones add to the game's replay list.
 */
export function useDrawSocket(gameId: number, enabled: boolean, refetch: () => unknown) {
  const queryClient = useQueryClient();
  // The socket opens once the page has loaded: the panel's first paint comes from the polled
  // lottery info, and the connection would compete with the page's own requests.
  const loaded = useAfterLoad();
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  }, [refetch]);
  useEffect(() => {
    if (!enabled || !loaded || typeof WebSocket === 'undefined') return;
    const socket = connectGameSocket({
      gameId,
      onMessage: (msg) => {
        if (msg.command === GAME_SOCKET_COMMANDS.liveUrlHistory) {
          rememberLiveReplay(queryClient, gameId, msg.content.turnNum, msg.content.liveUrl);
          return;
        }
        const key = openInfoQueryKey(gameId);
        const old = queryClient.getQueryData<OpenInfoView>(key);
        const next = old ? applyGameMessage(old, msg) : null;
        if (next) queryClient.setQueryData(key, next);
        if (msg.command === GAME_SOCKET_COMMANDS.result || !old) refetchRef.current();
      },
    });
    return () => socket.close();
  }, [gameId, enabled, loaded, queryClient]);
}
