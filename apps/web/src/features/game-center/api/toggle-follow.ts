import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { GAME_CENTER_KEYS } from './keys';
import type { GameCatalogue } from './get-game-catalogue';

/** `POST /game/toggle-like` (spec 1 §7): gameId, like 0/1. */
export const toggleFollow = (gameId: number, like: 0 | 1) =>
  http.post<unknown>('/game/toggle-like', { gameId, like }, { form: true });

const flip = (gameId: number, like: 0 | 1) => (c: GameCatalogue | undefined) =>
  c ? { ...c, games: c.games.map((g) => (g.gameId === gameId ? { ...g, isFollow: like } : g)) } : c;

/**
 * Follow toggle (spec 1 §4): flips isFollow at once in every cached catalogue, then tells the
 * server; a failure flips it back.
 */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, like }: { gameId: number; like: 0 | 1 }) => toggleFollow(gameId, like),
    onMutate: ({ gameId, like }) => {
      queryClient.setQueriesData<GameCatalogue>({ queryKey: [GAME_CENTER_KEYS.catalogue] }, flip(gameId, like));
    },
    onError: (_e, { gameId, like }) => {
      queryClient.setQueriesData<GameCatalogue>({ queryKey: [GAME_CENTER_KEYS.catalogue] }, flip(gameId, like ? 0 : 1));
    },
  });
}
