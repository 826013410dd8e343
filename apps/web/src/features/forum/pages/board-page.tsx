import { Button } from 'antd-mobile';
import { useNavigate } from '@/lib/use-navigate';
import type { ForumBoard } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { PostList } from '../components/post-list';
import { BOARD_ROUTES, FORUM_TEXT } from '../constants';
import '../forum.css';

/** One board: its posts, the post button and (高手资料) the 高手榜 link. */
export function BoardPage({ board }: { board: ForumBoard }) {
  const navigate = useNavigate();
  return (
    <PageShell
      title={BOARD_ROUTES[board].title}
      right={
        <Button size="mini" color="primary" onClick={() => navigate(`${paths.forumNew.getHref()}?board=${board}`)}>
          {FORUM_TEXT.post}
        </Button>
      }
    >
      <div className="forum-boards">
        {(Object.keys(BOARD_ROUTES) as ForumBoard[]).map((b) => (
          <Button key={b} size="small" fill={b === board ? 'solid' : 'outline'} color="primary" onClick={() => navigate(BOARD_ROUTES[b].href)}>
            {BOARD_ROUTES[b].title}
          </Button>
        ))}
        {board === 'master' && (
          <Button size="small" fill="outline" color="warning" onClick={() => navigate(paths.forumLeaderboard.getHref())}>
            {FORUM_TEXT.leaderboard}
          </Button>
        )}
      </div>
      <PostList board={board} withGames={board !== 'water'} />
    </PageShell>
  );
}
