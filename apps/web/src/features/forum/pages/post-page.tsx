import { Button, Dialog, DotLoading, List, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { DATE_TIME_FORMAT, PAGE_SIZE, formatSystemTime, type ForumReply } from '@sixmark/shared';
import { HtmlContent } from '@/components/html-content';
import { LoadMore } from '@/components/load-more';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useFavourite, useFollow, useLike, usePost, useReplies, useReply, useReport, useUnlock } from '../api/forum-api';
import { ForecastView } from '../components/forecast-view';
import { FORUM_TEXT } from '../constants';
import '../forum.css';

/** A post: content, forecast with outcomes and record, reactions, unlock, replies with quoting. */
export default function PostPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data: post, isLoading, error } = usePost(id);
  const replies = useReplies(id);
  const like = useLike(id);
  const fav = useFavourite(id);
  const follow = useFollow(id, post?.author.id ?? 0);
  const unlock = useUnlock(id);
  const reply = useReply(id);
  const report = useReport(id);
  const [text, setText] = useState('');
  const [quote, setQuote] = useState<ForumReply | null>(null);
  const loggedIn = !!getToken();
  const needLogin = () => {
    if (loggedIn) return false;
    navigate(paths.login.getHref());
    return true;
  };

  if (isLoading) return <PageShell title="帖子详情"><DotLoading /></PageShell>;
  if (error || !post) return <PageShell title="帖子详情"><div className="forum-gone">帖子不存在或已被删除</div></PageShell>;

  const list = replies.data?.pages.flatMap((p) => p.data) ?? [];
  const f = post.forecast;
  const send = async () => {
    if (needLogin() || !text.trim()) return;
    await reply.mutateAsync({ content: text, ...(quote ? { quoteReplyId: quote.id } : {}) });
    setText('');
    setQuote(null);
    toast.success('回复成功');
  };
  const doUnlock = () => {
    if (needLogin() || !f) return;
    void Dialog.confirm({
      content: FORUM_TEXT.unlockConfirm(f.price),
      onConfirm: async () => {
        await unlock.mutateAsync(undefined);
        toast.success('解锁成功');
      },
    });
  };
  const doReport = () => {
    if (needLogin()) return;
    let reason = '';
    void Dialog.confirm({
      title: FORUM_TEXT.report,
      content: <TextArea placeholder="举报原因" onChange={(v) => (reason = v)} maxLength={200} />,
      onConfirm: async () => {
        if (!reason.trim()) return;
        await report.mutateAsync({ reason });
        toast.success('举报已提交，感谢您的反馈');
      },
    });
  };

  return (
    <PageShell
      title="帖子详情"
      right={post.mine ? <Button size="mini" onClick={() => navigate(paths.forumEdit.getHref({ id }))}>{FORUM_TEXT.edit}</Button> : undefined}
    >
      <div className="forum-post" data-testid="forum-post">
        <h2 className="forum-post__title" translate="no">{post.title}</h2>
        <div className="forum-post__meta">
          <a translate="no" onClick={() => navigate(paths.forumAuthor.getHref({ id: post.author.id }))}>{post.author.nickname}</a> · {formatSystemTime(post.createdAt, DATE_TIME_FORMAT)}
          {!post.mine && (
            <Button size="mini" fill={post.followingAuthor ? 'outline' : 'solid'} color="primary" onClick={() => {
                if (!needLogin()) follow.mutate(!post.followingAuthor);
              }}>
              {post.followingAuthor ? FORUM_TEXT.following : FORUM_TEXT.follow}
            </Button>
          )}
        </div>
        {post.status === 'held' && <div className="forum-post__held">审核中，仅自己可见</div>}
        <HtmlContent html={post.content} className="forum-post__content" />
        {f && <ForecastView forecast={f} />}
        {f && !f.picks && !post.mine && f.price > 0 && (
          <Button block color="warning" onClick={doUnlock} loading={unlock.isPending}>
            {FORUM_TEXT.unlockFor(f.price)}
          </Button>
        )}
        <div className="forum-post__actions">
          <Button size="small" fill={post.liked ? 'solid' : 'outline'} onClick={() => {
              if (!needLogin()) like.mutate(!post.liked);
            }}>
            {FORUM_TEXT.like} {post.likes}
          </Button>
          <Button size="small" fill={post.favourited ? 'solid' : 'outline'} onClick={() => {
              if (!needLogin()) fav.mutate(!post.favourited);
            }}>
            {FORUM_TEXT.favourite} {post.favourites}
          </Button>
          <Button size="small" fill="none" onClick={doReport}>
            {FORUM_TEXT.report}
          </Button>
        </div>
        <List header={`回复 ${post.replies}`}>
          {list.map((r) => (
            <List.Item
              key={r.id}
              description={<span translate="no">{`${r.author.nickname} · ${formatSystemTime(r.createdAt, DATE_TIME_FORMAT)}`}</span>}
              extra={
                <Button size="mini" fill="none" onClick={() => setQuote(r)}>
                  {FORUM_TEXT.quote}
                </Button>
              }
            >
              {r.quote && (
                <blockquote className="forum-quote" translate="no">
                  {r.quote.author}：{r.quote.content}
                </blockquote>
              )}
              <HtmlContent html={r.content} />
            </List.Item>
          ))}
        </List>
        {list.length > 0 && (
          <LoadMore
            threshold={PAGE_SIZE.loadMoreThresholdPx}
            hasMore={!!replies.hasNextPage}
            loadMore={() => replies.fetchNextPage({ throwOnError: true })}
            end={FORUM_TEXT.noMore}
          />
        )}
        {!post.locked && (
          <div className="forum-reply-box">
            {quote && (
              <div className="forum-quote">
                {FORUM_TEXT.quote} <span translate="no">{quote.author.nickname}：{quote.content.replace(/<[^>]+>/g, '').slice(0, 40)}</span>{' '}
                <a onClick={() => setQuote(null)}>取消</a>
              </div>
            )}
            <TextArea aria-label="回复内容" placeholder={FORUM_TEXT.replyPlaceholder} value={text} onChange={setText} maxLength={2000} autoSize={{ minRows: 2, maxRows: 5 }} />
            <Button color="primary" size="small" loading={reply.isPending} onClick={() => void send()}>
              {FORUM_TEXT.send}
            </Button>
          </div>
        )}
        {post.locked && <div className="forum-gone">该帖已锁定，不能回复</div>}
      </div>
    </PageShell>
  );
}
