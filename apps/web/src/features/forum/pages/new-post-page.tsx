import { Button, Input, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { FORUM_BOARDS, FORUM_BOARD_LABELS, FORUM_LIMITS, type ForumBoard } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCreatePost, useEditPost, useForumGames, useForumSettings, useNextPeriod, usePost } from '../api/forum-api';
import { ForecastForm, type ForecastFormValue } from '../components/forecast-form';
import { FORUM_TEXT } from '../constants';
import '../forum.css';

const NO_GAME = '请选择游戏';

/** Posts an image with the content upload rules and answers its address. */
async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const res = await fetch('/app-api/api/forum/uploads', { method: 'POST', body, headers: { token: getToken() ?? '' } });
  const json = (await res.json()) as { success: boolean; msg: string; data: { url: string } | null };
  if (!json.success || !json.data) throw new Error(json.msg);
  return json.data.url;
}

function ImageButton({ onUrl }: { onUrl: (url: string) => void }) {
  return (
    <label className="forum-upload">
      插入图片
      <input
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) uploadImage(file).then(onUrl, (err: Error) => toast.fail(err.message));
        }}
      />
    </label>
  );
}

/** 发帖 (and 修改 at /forum/post/:id/edit): board, title, text with images; 高手资料 adds the forecast. */
export default function NewPostPage() {
  const editId = Number(useParams().id) || 0;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const existing = usePost(editId);
  const initialBoard = (FORUM_BOARDS as readonly string[]).includes(search.get('board') ?? '') ? (search.get('board') as ForumBoard) : 'water';
  const [board, setBoard] = useState<ForumBoard>(initialBoard);
  const games = useForumGames();
  const [picked, setGameId] = useState<number | undefined>(undefined);
  // The server's list decides; until the member picks, the first game it allows.
  const gameId = picked ?? games.data?.[0]?.gameId;
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [loaded, setLoaded] = useState(false);
  const create = useCreatePost();
  const edit = useEditPost(editId);
  const settings = useForumSettings();
  const post = editId ? existing.data : undefined;
  if (post && !loaded) {
    setLoaded(true);
    setBoard(post.board);
    setTitle(post.title);
    setContent(post.content.replace(/<br\s*\/?>/gi, '\n'));
  }
  const forecastBoard = board === 'master';
  const next = useNextPeriod(forecastBoard && !editId ? gameId : undefined);

  const done = (id: number, held = false) => {
    toast.success(held ? '您的帖子已提交，审核通过后显示' : editId ? '修改成功' : '发布成功');
    navigate(paths.forumPost.getHref({ id }), { replace: true });
  };
  const submitPlain = async () => {
    if (!title.trim()) return toast.fail('请输入标题');
    if (editId) {
      await edit.mutateAsync({ title, content });
      return done(editId);
    }
    if (board !== 'water' && !gameId) return toast.fail(NO_GAME);
    const r = await create.mutateAsync({ board, title, content, ...(board !== 'water' ? { gameId } : {}) });
    done(r.id, r.status === 'held');
  };
  const submitForecast = async (v: ForecastFormValue) => {
    if (!title.trim()) return toast.fail('请输入标题');
    if (editId) {
      await edit.mutateAsync({ title, content, picks: v.picks });
      return done(editId);
    }
    if (!gameId) return toast.fail(NO_GAME);
    const r = await create.mutateAsync({ board, title, content, forecast: { gameId, picks: v.picks, ...(v.price > 0 ? { price: v.price } : {}) } });
    done(r.id, r.status === 'held');
  };
  const isForecast = editId ? !!post?.forecast : forecastBoard;

  return (
    <PageShell title={editId ? '修改帖子' : '发帖'}>
      <div className="forum-new" data-testid="forum-new">
        {!editId && <Selector options={FORUM_BOARDS.map((b) => ({ label: FORUM_BOARD_LABELS[b], value: b }))} value={[board]} onChange={(v) => v[0] && setBoard(v[0])} />}
        {board !== 'water' && !editId && (
          <Selector
            aria-label="游戏"
            columns={2}
            options={(games.data ?? []).map((g) => ({ label: g.gameName, value: g.gameId }))}
            value={gameId === undefined ? [] : [gameId]}
            onChange={(v) => v[0] && setGameId(v[0])}
          />
        )}
        <Input aria-label="标题" placeholder="标题" value={title} onChange={setTitle} maxLength={FORUM_LIMITS.titleMax} />
        <TextArea aria-label="正文" placeholder="正文" value={content} onChange={setContent} maxLength={FORUM_LIMITS.contentMax} autoSize={{ minRows: 4, maxRows: 12 }} />
        <ImageButton onUrl={(url) => setContent((c) => `${c}\n<img src="${url}">`)} />
        {isForecast ? (
          <>
            {!editId && (
              <div className="forum-new__period" data-testid="next-period">
                {next.data ? `预测${FORUM_TEXT.turn(next.data.turnNum)}` : next.isFetched ? '当前没有可预测的期数' : ''}
              </div>
            )}
            {editId && post?.forecast?.locked ? (
              <div className="forum-gone">该期已封盘，预测不能再修改</div>
            ) : (
              (!editId || post) && (
                <ForecastForm
                  initial={post?.forecast?.picks ?? undefined}
                  {...(!editId && settings.data ? { priceCap: settings.data.priceCap } : {})}
                  submitText={editId ? '保存修改（已解锁的会员将获退款）' : '发布预测'}
                  loading={create.isPending || edit.isPending}
                  onSubmit={(v) => void submitForecast(v)}
                />
              )
            )}
          </>
        ) : (
          <Button block color="primary" loading={create.isPending || edit.isPending} onClick={() => void submitPlain()}>
            {editId ? '保存' : '发布'}
          </Button>
        )}
      </div>
    </PageShell>
  );
}
