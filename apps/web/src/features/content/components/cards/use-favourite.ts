import { useRef, useState } from 'react';
import { msg } from '@sixmark/shared';
import { useToggleLike } from '../../api/toggle-like';
import { useViewer } from '../../hooks/use-viewer';
import { toast } from '@/lib/toast';

/** Toasts of the favourite and vote rules last 2 s (spec 2 §9). */
export const LOGIN_TOAST_MS = 2000;

export interface FavouriteTarget {
  id: number;
  gameId: number;
  playCateName: string;
  like: 0 | 1;
}

/**
 * Favourite toggle of spec 2 §4: optimistic 0/1 flip, 请先登录 for 2 s to a guest (repeated taps
 * while that toast shows are ignored), refused for a TEST account, rolled back on failure.
 */
export function useFavourite(t: FavouriteTarget) {
  const viewer = useViewer();
  const [like, setLike] = useState<0 | 1>(t.like);
  const toastUntil = useRef(0);
  const mutation = useToggleLike();
  const [serverLike, setServerLike] = useState(t.like);
  if (serverLike !== t.like) {
    setServerLike(t.like);
    setLike(t.like);
  }

  const toggle = () => {
    if (Date.now() < toastUntil.current) return;
    if (!viewer.loggedIn) {
      toastUntil.current = Date.now() + LOGIN_TOAST_MS;
      toast.show(msg.loginRequired, LOGIN_TOAST_MS);
      return;
    }
    if (!viewer.canLike) {
      toastUntil.current = Date.now() + LOGIN_TOAST_MS;
      toast.show(msg.trialForbidden, LOGIN_TOAST_MS);
      return;
    }
    const next: 0 | 1 = like === 1 ? 0 : 1;
    setLike(next);
    mutation.mutate(
      { templateId: t.id, like: next, gameId: t.gameId, playCateName: t.playCateName },
      {
        onSuccess: (res) => setLike(res.like),
        onError: (e) => {
          setLike(next === 1 ? 0 : 1);
          toast.show(e.message, LOGIN_TOAST_MS);
        },
      },
    );
  };
  return { like, toggle, label: like === 1 ? '已收藏' : '收藏' };
}
