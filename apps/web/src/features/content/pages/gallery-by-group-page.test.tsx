import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAME_ID, type GalleryImage } from '@sixmark/shared';
import { mockApi } from '../test-utils';
import { galleryGameId } from '../utils/gallery-game';
import GalleryByGroupPage from './gallery-by-group-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const image = (id: number): GalleryImage => ({
  id,
  groupId: 12,
  gameTurn: String(120 + id),
  imageUrl: `/uploads/${id}.png`,
  thumbUrl: '',
  like: false,
  likeCount: 0,
  updatedTime: '',
});

function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

const open = (url: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/gallery/:groupId" element={<GalleryByGroupPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const api = (games: number[]) =>
  mockApi({
    'GET /sys-upload/data/json/app_config.json': () => ({ home_lottery_setting: games.map((gameId) => ({ gameId, gameName: `彩${gameId}` })) }),
    'GET /app-api/gallery': () => ({ data: [image(2), image(1)], totalCount: 2 }),
  });

describe('/gallery/{groupId}', () => {
  it('links to the detail under the game the address names, never game 0', async () => {
    const fetch = api([GAME_ID.liveStream, 71]);
    open('/gallery/12?gameId=71');
    const link = await screen.findByRole('link', { name: '查看详情' });
    expect(link).toHaveAttribute('href', '/gallery-detail/71/12');
    const asked = fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x')).find((u) => u.pathname === '/app-api/gallery')!;
    expect(asked.searchParams.get('groupId')).toBe('12');
    expect(asked.searchParams.get('gameId')).toBe('71');
  });

  it('without a game in the address, links under the gallery default game', async () => {
    api([71, GAME_ID.liveStream]);
    open('/gallery/12');
    expect(await screen.findByRole('link', { name: '查看详情' })).toHaveAttribute('href', `/gallery-detail/${GAME_ID.liveStream}/12`);
  });
});

describe('galleryGameId', () => {
  it('takes a positive game id from the address, else the live-stream game, else the first', () => {
    const games = [{ gameId: 71 }, { gameId: GAME_ID.liveStream }];
    expect(galleryGameId(games, '72')).toBe(72);
    expect(galleryGameId(games, null)).toBe(GAME_ID.liveStream);
    expect(galleryGameId([{ gameId: 71 }, { gameId: 5 }], '0')).toBe(71);
    expect(galleryGameId([{ gameId: 71 }], 'abc')).toBe(71);
    expect(galleryGameId([{ gameId: 71 }], '-3')).toBe(71);
    expect(galleryGameId([], null)).toBeUndefined();
  });
});
