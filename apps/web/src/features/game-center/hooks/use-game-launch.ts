import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { GAME_ID, gamesMsg, msg, UI } from '@sixmark/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { toast } from '@/lib/toast';
import { launchGame, type LaunchTarget } from '../api/launch-game';
import { readAutoTransfer } from '../lib/auto-transfer';
import { decideLaunch, LAUNCH_TOAST_MS, launchErrorText, type LaunchContext } from '../lib/launch';
import { useClickLock } from './use-click-lock';

export interface LaunchableGame extends LaunchTarget {
  type: string;
}

/**
 * Game start (spec 1 §4): the 100 ms click lock, the refusals, the play-link request, and the
 * confirm modal's state. `confirm()` opens the link in a new window.
 */
export function useGameLaunch(ctx: Omit<LaunchContext, 'inMaintenance'>) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const tryLock = useClickLock(UI.gameClickLockMs);
  const [link, setLink] = useState<string | null>(null);
  const [loadingGameId, setLoadingGameId] = useState<number | null>(null);

  const launch = useCallback(
    async (game: LaunchableGame, inMaintenance: boolean) => {
      if (!tryLock()) return;
      const decision = decideLaunch(game, { ...ctx, inMaintenance });
      switch (decision.kind) {
        case 'maintenance':
          toast.show(msg.gameMaintenance, LAUNCH_TOAST_MS.maintenance);
          return;
        case 'lottery':
          // 幸运牛牛 (95) is a card table with its own pages, not a Mark Six betting page.
          navigate(decision.gameId === GAME_ID.luckyNiuNiu ? paths.luckyNiuNiu.getHref() : paths.game.getHref({ gameId: decision.gameId }));
          return;
        case 'login':
          navigate(paths.login.getHref(), { state: { from: location.pathname + location.hash } });
          return;
        case 'trial':
          toast.show(msg.trialForbidden, LAUNCH_TOAST_MS.trial);
          return;
        case 'request':
          break;
      }
      setLoadingGameId(game.gameId);
      try {
        const { url, transferred } = await launchGame(game, readAutoTransfer());
        if (transferred > 0) void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
        setLink(url);
      } catch (err) {
        setLink(null);
        const e = err instanceof ApiError ? err : null;
        toast.show(launchErrorText(e?.code ?? '', e?.message ?? ''), LAUNCH_TOAST_MS.error);
      } finally {
        setLoadingGameId(null);
      }
    },
    [ctx, location.hash, location.pathname, navigate, queryClient, tryLock],
  );

  const confirm = useCallback(() => {
    if (link) window.open(link, '_blank', 'noopener');
    setLink(null);
  }, [link]);
  const cancel = useCallback(() => setLink(null), []);

  return {
    launch,
    link,
    confirm,
    cancel,
    /** Game 200 (the Asia live game) shows a loading blur while it launches (spec 1 §4). */
    blurring: loadingGameId === GAME_ID.asiaLive,
    loadingGameId,
    confirmText: gamesMsg.enterGameNow,
  };
}
