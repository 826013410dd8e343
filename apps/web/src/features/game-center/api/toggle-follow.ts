import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { GameCenter } from '@sixmark/shared';
import { http } from '@/lib/http';
import { gameGroupQueryOptions } from './get-game-group';
import { gameListQueryOptions, type GameListPage } from './get-game-list';

/** `POST /game/toggle-like` (spec 1 §7): gameId, like 0/1 (sets, does not flip). */
export const toggleFollow = (gameId: number, like: 0 | 1) =>
  http.post<{ gameId: number; isFollow: 0 | 1 }>('/game/toggle-like', { gameId, like }, { form: true });

const GROUP_KEY = gameGroupQueryOptions(true).queryKey.slice(0, 1);
const LIST_KEY = gameListQueryOptions({
  groupType: 'hot',
  providers: [],
  gameName: '',
  loggedIn: true,
}).queryKey.slice(0, 1);

/** Writes isFollow of one game into every cached catalogue and list page. */
function setFollow(queryClient: QueryClient, gameId: number, isFollow: 0 | 1) {
  const mark = <T extends { gameId: number }>(g: T) => (g.gameId === gameId ? { ...g, isFollow } : g);
  queryClient.setQueriesData<GameCenter>({ queryKey: GROUP_KEY }, (c) =>
    c ? { ...c, groups: c.groups.map((grp) => ({ ...grp, games: grp.games.map(mark) })) } : c,
  );
  queryClient.setQueriesData<InfiniteData<GameListPage>>({ queryKey: LIST_KEY }, (d) =>
    d ? { ...d, pages: d.pages.map((p) => ({ ...p, data: p.data.map(mark) })) } : d,
  );
}

/**
 * Follow toggle (spec 1 §4): flips isFollow at once everywhere it is shown, then tells the
 * server; a failure puts it back.
 */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, like }: { gameId: number; like: 0 | 1 }) => toggleFollow(gameId, like),
    onMutate: async ({ gameId, like }) => {
      // A list already on its way would overwrite the flip with the old value.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: GROUP_KEY }),
        queryClient.cancelQueries({ queryKey: LIST_KEY }),
      ]);
      setFollow(queryClient, gameId, like);
    },
    onError: (_e, { gameId, like }) => setFollow(queryClient, gameId, like ? 0 : 1),
  });
}
