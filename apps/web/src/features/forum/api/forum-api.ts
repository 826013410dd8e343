import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ForecastPicks,
  ForumAuthorProfile,
  ForumBoard,
  ForumGame,
  ForumLeaderboardRow,
  ForumPostDetail,
  ForumPostSummary,
  ForumReply,
  ForumSettings,
  PickType,
} from '@sixmark/shared';
import { http } from '@/lib/http';

/** Query keys of the forum feature. */
export const FORUM_KEYS = {
  posts: 'forum-posts',
  post: 'forum-post',
  replies: 'forum-replies',
  author: 'forum-author',
  leaderboard: 'forum-leaderboard',
  nextPeriod: 'forum-next-period',
  settings: 'forum-settings',
  games: 'forum-games',
} as const;

export const FORUM_PAGE_SIZE = 20;

export interface PostListFilter {
  board?: ForumBoard;
  gameId?: number;
  sort: 'new' | 'hot';
  keyword?: string;
  authorId?: number;
  favourites?: boolean;
}

type Paged<T> = { data: T[]; totalCount: number };

const clean = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

/** `GET /api/forum/posts`: one page of a board (search by title or author, newest or hot). */
export const getPosts = (f: PostListFilter, page: number) =>
  http.get<Paged<ForumPostSummary>>('/api/forum/posts', {
    params: clean({ board: f.board, gameId: f.gameId, sort: f.sort, keyword: f.keyword, authorId: f.authorId, favourites: f.favourites ? '1' : undefined, page, rows: FORUM_PAGE_SIZE }),
  });

const nextPage = <T,>(last: Paged<T>, pages: Paged<T>[]) => (pages.length * FORUM_PAGE_SIZE < last.totalCount ? pages.length + 1 : undefined);

export const usePosts = (f: PostListFilter) =>
  useInfiniteQuery(
    infiniteQueryOptions({ queryKey: [FORUM_KEYS.posts, f], queryFn: ({ pageParam }) => getPosts(f, pageParam), initialPageParam: 1, getNextPageParam: nextPage }),
  );

export const usePost = (id: number) => useQuery({ queryKey: [FORUM_KEYS.post, id], queryFn: () => http.get<ForumPostDetail>(`/api/forum/posts/${id}`) });

export const useReplies = (postId: number) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [FORUM_KEYS.replies, postId],
      queryFn: ({ pageParam }) => http.get<Paged<ForumReply>>(`/api/forum/posts/${postId}/replies`, { params: { page: pageParam, rows: FORUM_PAGE_SIZE } }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );

export const useAuthor = (id: number) => useQuery({ queryKey: [FORUM_KEYS.author, id], queryFn: () => http.get<ForumAuthorProfile>(`/api/forum/authors/${id}`) });

export const useLeaderboard = (gameId: number | undefined, pickType: PickType) =>
  useQuery({
    queryKey: [FORUM_KEYS.leaderboard, gameId, pickType],
    queryFn: () => http.get<ForumLeaderboardRow[]>('/api/forum/leaderboard', { params: { gameId: gameId!, pickType } }),
    enabled: !!gameId,
  });

/** `GET /api/forum/games`: the games posts and forecasts may be about, as the server allows them. */
export const useForumGames = () =>
  useQuery({ queryKey: [FORUM_KEYS.games], queryFn: () => http.get<ForumGame[]>('/api/forum/games'), staleTime: 5 * 60_000 });

export const useNextPeriod = (gameId: number | undefined) =>
  useQuery({
    queryKey: [FORUM_KEYS.nextPeriod, gameId],
    queryFn: () => http.get<{ gameId: number; turnNum: string; closeAt: number } | null>('/api/forum/next-period', { params: { gameId: gameId! } }),
    enabled: !!gameId,
  });

export const useForumSettings = () => useQuery({ queryKey: [FORUM_KEYS.settings], queryFn: () => http.get<ForumSettings>('/api/forum/settings') });

export interface NewPost {
  board: ForumBoard;
  gameId?: number;
  title: string;
  content: string;
  forecast?: { gameId: number; picks: ForecastPicks; price?: number };
}

export function useCreatePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: NewPost) => http.post<{ id: number; status: 'visible' | 'held' }>('/api/forum/posts', p),
    onSuccess: () => qc.invalidateQueries({ queryKey: [FORUM_KEYS.posts] }),
  });
}

export function useEditPost(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { title: string; content: string; picks?: ForecastPicks }) => http.post<{ refunded: number }>(`/api/forum/posts/${id}/edit`, p),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: [FORUM_KEYS.post, id] }), qc.invalidateQueries({ queryKey: [FORUM_KEYS.posts] })]),
  });
}

/** Invalidates the post and (when given) its author after a reaction. */
function usePostAction<V>(postId: number, call: (v: V) => Promise<unknown>, authorId?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [FORUM_KEYS.post, postId] }),
        qc.invalidateQueries({ queryKey: [FORUM_KEYS.replies, postId] }),
        authorId ? qc.invalidateQueries({ queryKey: [FORUM_KEYS.author, authorId] }) : Promise.resolve(),
      ]),
  });
}

export const useLike = (postId: number) => usePostAction(postId, (on: boolean) => http.post(`/api/forum/posts/${postId}/like`, { on }));
export const useFavourite = (postId: number) => usePostAction(postId, (on: boolean) => http.post(`/api/forum/posts/${postId}/favourite`, { on }));
export const useFollow = (postId: number, authorId: number) => usePostAction(postId, (on: boolean) => http.post(`/api/forum/authors/${authorId}/follow`, { on }), authorId);
export const useUnlock = (postId: number) => usePostAction(postId, () => http.post<{ unlocked: boolean; charged: number }>(`/api/forum/posts/${postId}/unlock`));
export const useReply = (postId: number) =>
  usePostAction(postId, (v: { content: string; quoteReplyId?: number }) => http.post<{ id: number }>(`/api/forum/posts/${postId}/replies`, v));
export const useReport = (postId: number) => usePostAction(postId, (v: { reason: string; replyId?: number }) => http.post(`/api/forum/posts/${postId}/report`, v));
