import { Button, DotLoading, List } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { PICK_TYPE_LABELS } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { getToken } from '@/lib/session';
import { useAuthor } from '../api/forum-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { RecordLine } from '../components/forecast-view';
import { PostList } from '../components/post-list';
import { FORUM_KEYS } from '../api/forum-api';
import { FORUM_TEXT } from '../constants';
import '../forum.css';

/** An author: followers, record per game and pick type, earnings (own page), posts. */
export default function AuthorPage() {
  const id = Number(useParams().id);
  const { data, isLoading } = useAuthor(id);
  const qc = useQueryClient();
  const follow = useMutation({
    mutationFn: (on: boolean) => http.post(`/api/forum/authors/${id}/follow`, { on }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [FORUM_KEYS.author, id] }),
  });
  if (isLoading || !data) return <PageShell title="作者主页"><DotLoading /></PageShell>;
  return (
    <PageShell title={data.author.nickname}>
      <div className="forum-author" data-testid="forum-author">
        <div>
          帖子 {data.posts} · 粉丝 {data.followers}{' '}
          {!data.earnings && getToken() && (
            <Button size="mini" color="primary" fill={data.following ? 'outline' : 'solid'} onClick={() => follow.mutate(!data.following)}>
              {data.following ? FORUM_TEXT.following : FORUM_TEXT.follow}
            </Button>
          )}
        </div>
        {data.earnings && (
          <div data-testid="forum-earnings">
            {FORUM_TEXT.earnings}：{data.earnings.total.toFixed(2)} 元{data.earnings.pending > 0 && FORUM_TEXT.earningsPending(data.earnings.pending.toFixed(2))}（{data.earnings.unlocks} 次解锁）
          </div>
        )}
        <List header={FORUM_TEXT.record}>
          {data.records.map((r) => (
            <List.Item key={`${r.gameId}-${r.pickType}`} description={<RecordLine record={r.record} />}>
              {r.gameName} · {PICK_TYPE_LABELS[r.pickType]}
            </List.Item>
          ))}
        </List>
      </div>
      <PostList authorId={id} />
    </PageShell>
  );
}
