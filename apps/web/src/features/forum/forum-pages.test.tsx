import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderPage } from '@/test/harness';
import { ForecastForm } from './components/forecast-form';
import LeaderboardPage from './pages/leaderboard-page';
import MasterDocumentsPage from './pages/master-documents-page';
import NewPostPage from './pages/new-post-page';
import PostPage from './pages/post-page';

const record = { periods: 12, hits10: 6, hits30: 8, hits100: 8, of10: 10, of30: 12, of100: 12, currentStreak: 2, longestStreak: 4 };
const summary = (id: number, title: string, extra: object = {}) => ({
  id,
  board: 'master',
  gameId: 70,
  title,
  excerpt: '摘要',
  author: { id: 7, nickname: 'de***1' },
  likes: 1,
  favourites: 0,
  replies: 2,
  pinned: false,
  featured: false,
  locked: false,
  isForecast: true,
  result: null,
  createdAt: Date.UTC(2026, 10, 23, 12),
  lastReplyAt: Date.UTC(2026, 10, 23, 12),
  ...extra,
});

describe('forum pages', () => {
  beforeEach(() => localStorage.setItem('token', 't'));
  afterEach(() => {
    Dialog.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('board list shows posts with pinned and outcome tags, searches by keyword and switches to hot', async () => {
    const api = mockApi({
      '/app-api/api/forum/posts': (url) => {
        const kw = url.searchParams.get('keyword');
        if (kw) return ok({ data: [summary(3, `搜索到的${kw}`)], totalCount: 1 });
        return ok({ data: [summary(1, '置顶帖', { pinned: true }), summary(2, '已开奖预测', { result: { zodiac: 'hit', lm: 'tie' } })], totalCount: 2 });
      },
    });
    renderPage(<MasterDocumentsPage />, { path: '/master-documents' });
    expect(await screen.findByText('置顶帖')).toBeInTheDocument();
    expect(screen.getByText('置顶')).toBeInTheDocument();
    expect(screen.getByTestId('outcome-hit')).toHaveTextContent('中');
    expect(screen.getByTestId('outcome-tie')).toHaveTextContent('和');
    expect(screen.getByText('高手榜')).toBeInTheDocument();
    const first = api.calls.find((c) => c.path === '/app-api/api/forum/posts')!;
    expect(first.url.searchParams.get('board')).toBe('master');
    expect(first.url.searchParams.get('sort')).toBe('new');

    const search = screen.getByPlaceholderText('搜索标题或作者');
    await userEvent.type(search, 'abc{enter}');
    expect(await screen.findByText('搜索到的abc')).toBeInTheDocument();
    fireEvent.click(screen.getByText('最热'));
    await waitFor(() => expect(api.calls.some((c) => c.url.searchParams.get('sort') === 'hot')).toBe(true));
  });

  // Not the names the page used to hard-code: the list is whatever the server allows.
  const SERVER_GAMES = [
    { gameId: 70, gameName: '澳门六合彩' },
    { gameId: 321, gameName: '服务器彩' },
  ];

  it('game tabs of a board come from the server list, and a tab filters the posts by its game', async () => {
    const api = mockApi({
      '/app-api/api/forum/games': ok(SERVER_GAMES),
      '/app-api/api/forum/posts': ok({ data: [summary(1, '一帖')], totalCount: 1 }),
    });
    renderPage(<MasterDocumentsPage />, { path: '/master-documents' });
    fireEvent.click(await screen.findByText('服务器彩'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/app-api/api/forum/posts' && c.url.searchParams.get('gameId') === '321')).toBe(true));
    expect(screen.queryByText('香港六合彩')).not.toBeInTheDocument();
  });

  it('new post offers the server games, starts on the first and sends the one picked', async () => {
    const api = mockApi({
      '/app-api/api/forum/games': ok(SERVER_GAMES),
      '/app-api/api/forum/settings': ok({ priceCap: 100, houseSharePercent: 20, holdNewAccounts: false, newAccountDays: 0, postsPerHourUser: 20, postsPerHourIp: 60 }),
      '/app-api/api/forum/posts': ok({ id: 42, status: 'visible' }),
    });
    renderPage(<NewPostPage />, { path: '/forum/new', at: '/forum/new?board=public', extra: [{ path: '/forum/post/:id', text: 'post page' }] });
    const first = await screen.findByText('澳门六合彩');
    await waitFor(() => expect(first.closest('.adm-selector-item')).toHaveClass('adm-selector-item-active'));
    expect(screen.queryByText('台湾六合彩')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('服务器彩'));
    await userEvent.type(screen.getByPlaceholderText('标题'), '资料标题');
    await userEvent.type(screen.getByPlaceholderText('正文'), '资料正文');
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('post page')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.path === '/app-api/api/forum/posts' && c.init?.method === 'POST')!;
    expect(JSON.parse(String(sent.init!.body))).toMatchObject({ board: 'public', gameId: 321, title: '资料标题', content: '资料正文' });
  });

  it('高手榜 opens on the first server game and switches game', async () => {
    const api = mockApi({
      '/app-api/api/forum/games': ok(SERVER_GAMES),
      '/app-api/api/forum/leaderboard': (url) =>
        ok(url.searchParams.get('gameId') === '321' ? [{ rank: 1, author: { id: 9, nickname: '服务器高手' }, record }] : []),
    });
    renderPage(<LeaderboardPage />, { path: '/forum/leaderboard' });
    await waitFor(() => expect(api.calls.find((c) => c.path === '/app-api/api/forum/leaderboard')?.url.searchParams.get('gameId')).toBe('70'));
    fireEvent.click(screen.getByText('服务器彩'));
    expect(await screen.findByText('服务器高手')).toBeInTheDocument();
  });

  it('post page shows a locked forecast with the record, unlocks after the confirm, then shows the picks', async () => {
    let unlocked = false;
    const detail = () =>
      ok({
        ...summary(5, '付费预测'),
        content: '<p>分析正文</p>',
        status: 'visible',
        liked: false,
        favourited: false,
        followingAuthor: false,
        mine: false,
        updatedAt: 0,
        forecast: {
          gameId: 70,
          gameName: '澳门六合彩',
          turnNum: '2026100',
          closeAt: Date.now() + 60_000,
          picks: unlocked ? { zodiac: ['马', '羊'], lm: ['大'] } : null,
          locked: false,
          price: 10,
          unlocked,
          unlockCount: unlocked ? 1 : 0,
          result: null,
          openNum: '',
          records: [{ pickType: 'zodiac', record }],
        },
      });
    const api = mockApi({
      '/app-api/api/forum/posts/5': detail,
      '/app-api/api/forum/posts/5/replies': ok({ data: [{ id: 9, author: { id: 8, nickname: 'me***2' }, content: '支持', quote: { id: 4, author: 'ag***1', content: '被引用的话' }, createdAt: 0 }], totalCount: 1 }),
      '/app-api/api/forum/posts/5/unlock': () => {
        unlocked = true;
        return ok({ unlocked: true, charged: 10 });
      },
    });
    renderPage(<PostPage />, { path: '/forum/post/:id', at: '/forum/post/5' });
    expect(await screen.findByText('分析正文')).toBeInTheDocument();
    expect(screen.getByText('作者设置了付费查看，开奖后免费公开')).toBeInTheDocument();
    expect(screen.getByTestId('forecast-view')).toHaveTextContent('近10期 6/10');
    expect(screen.getByTestId('forecast-view')).toHaveTextContent('最长连中4');
    expect(await screen.findByText(/被引用的话/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '10元解锁查看预测' }));
    fireEvent.click(await screen.findByText('确定'));
    expect(await screen.findByText(/马 羊/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/app-api/api/forum/posts/5/unlock')).toHaveLength(1);
  });

  it('post page marks a drawn forecast hit or miss', async () => {
    mockApi({
      '/app-api/api/forum/posts/6': ok({
        ...summary(6, '已开奖', { result: { number: 'miss', colour: 'hit' } }),
        content: '',
        status: 'visible',
        liked: true,
        favourited: false,
        followingAuthor: true,
        mine: false,
        updatedAt: 0,
        forecast: { gameId: 70, gameName: '澳门六合彩', turnNum: '2026101', closeAt: 0, picks: { number: [1, 2], colour: ['green'] }, locked: true, price: 0, unlocked: false, unlockCount: 0, result: { number: 'miss', colour: 'hit' }, openNum: '1,2,3,4,5,6,49', records: [] },
      }),
      '/app-api/api/forum/posts/6/replies': ok({ data: [], totalCount: 0 }),
    });
    renderPage(<PostPage />, { path: '/forum/post/:id', at: '/forum/post/6' });
    expect(await screen.findByText(/开奖：1,2,3,4,5,6,49/)).toBeInTheDocument();
    expect(screen.getByText(/01 02/)).toBeInTheDocument();
    expect(screen.getByTestId('outcome-miss')).toBeInTheDocument();
    expect(screen.getByTestId('outcome-hit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '已关注' })).toBeInTheDocument();
  });
});

describe('forecast form', () => {
  it('refuses empty and conflicting picks with the shared texts, and sends picks and price', async () => {
    const onSubmit = vi.fn();
    renderPage(<ForecastForm priceCap={100} submitText="发布预测" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: '发布预测' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请至少选择一种预测');
    fireEvent.click(screen.getByText('大'));
    fireEvent.click(screen.getByText('小'));
    await userEvent.click(screen.getByRole('button', { name: '发布预测' }));
    expect(screen.getByRole('alert')).toHaveTextContent('大小、单双各只能选一个');
    fireEvent.click(screen.getByText('小'));
    fireEvent.click(screen.getByText('马'));
    fireEvent.click(screen.getByText('绿波'));
    fireEvent.click(screen.getByText('49'));
    await userEvent.type(screen.getByPlaceholderText('0'), '200');
    await userEvent.click(screen.getByRole('button', { name: '发布预测' }));
    expect(screen.getByRole('alert')).toHaveTextContent('解锁价格不能超过100元');
    await userEvent.clear(screen.getByPlaceholderText('0'));
    await userEvent.type(screen.getByPlaceholderText('0'), '8.5');
    await userEvent.click(screen.getByRole('button', { name: '发布预测' }));
    expect(onSubmit).toHaveBeenCalledWith({ picks: { number: [49], zodiac: ['马'], colour: ['green'], lm: ['大'] }, price: 8.5 });
  });
});
