import { List, SearchBar, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { DATE_TIME_FORMAT, PICK_TYPES, formatSystemTime, type ForumBoard, type ForumPostSummary } from '@sixmark/shared';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { paths } from '@/config/paths';
import { useForumGames, usePosts, type PostListFilter } from '../api/forum-api';
import { FORUM_TEXT } from '../constants';
import { OutcomeTag } from './forecast-view';

/** The next page loads when the list end comes within this distance. */
export const FORUM_LOAD_MORE_PX = 300;

function PostItem({ post }: { post: ForumPostSummary }) {
  const navigate = useNavigate();
  const outcomes = post.result ? PICK_TYPES.filter((t) => post.result?.[t]) : [];
  return (
    <List.Item
      onClick={() => navigate(paths.forumPost.getHref({ id: post.id }))}
      description={
        <span>
          <span translate="no">{post.author.nickname}</span> · {formatSystemTime(post.createdAt, DATE_TIME_FORMAT)} · 赞{post.likes} · 回复{post.replies}
        </span>
      }
    >
      <span className="forum-item__title">
        {post.pinned && <Tag color="danger">{FORUM_TEXT.pinned}</Tag>} {post.featured && <Tag color="warning">{FORUM_TEXT.featured}</Tag>} {post.locked && <Tag>{FORUM_TEXT.lockedThread}</Tag>} <span translate="no">{post.title}</span>{' '}
        {outcomes.map((t) => (
          <OutcomeTag key={t} outcome={post.result?.[t]} />
        ))}
      </span>
      {post.excerpt && <div className="forum-item__excerpt" translate="no">{post.excerpt}</div>}
    </List.Item>
  );
}

/**
 * A board's posts: game filter (where it fits), search by title or author, newest/hot, and
 * the next page as the list end comes near (LoadMore).
 */
export function PostList({ board, withGames, authorId, favourites }: { board?: ForumBoard; withGames?: boolean; authorId?: number; favourites?: boolean }) {
  const [sort, setSort] = useState<'new' | 'hot'>('new');
  const [keyword, setKeyword] = useState('');
  const [gameId, setGameId] = useState<number | undefined>(undefined);
  const filter: PostListFilter = { sort, ...(board ? { board } : {}), ...(keyword ? { keyword } : {}), ...(gameId ? { gameId } : {}), ...(authorId ? { authorId } : {}), ...(favourites ? { favourites } : {}) };
  const { data, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = usePosts(filter);
  const games = useForumGames();
  const posts = data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <div className="forum-list" data-testid="forum-list">
      <SearchBar placeholder={FORUM_TEXT.searchPlaceholder} onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} />
      {withGames && (
        <Tabs activeKey={String(gameId ?? 0)} onChange={(k) => setGameId(Number(k) || undefined)}>
          <Tabs.Tab key="0" title="全部" />
          {games.data?.map((g) => (
            <Tabs.Tab key={String(g.gameId)} title={g.gameName} />
          ))}
        </Tabs>
      )}
      <Tabs activeKey={sort} onChange={(k) => setSort(k as 'new' | 'hot')}>
        <Tabs.Tab key="new" title={FORUM_TEXT.newest} />
        <Tabs.Tab key="hot" title={FORUM_TEXT.hot} />
      </Tabs>
      {!isLoading && posts.length === 0 && <EmptyState />}
      {posts.length > 0 && (
        <List>
          {posts.map((p) => (
            <PostItem key={p.id} post={p} />
          ))}
        </List>
      )}
      {posts.length > 0 && (
        <LoadMore
          threshold={FORUM_LOAD_MORE_PX}
          hasMore={!!hasNextPage}
          loadMore={async () => {
            if (isFetchingNextPage) return;
            await fetchNextPage({ throwOnError: true });
          }}
          end={FORUM_TEXT.noMore}
        />
      )}
    </div>
  );
}
