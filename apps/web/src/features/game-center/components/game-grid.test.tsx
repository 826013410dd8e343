import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameGrid, GRID_FIRST_RENDER } from './game-grid';

const games = Array.from({ length: 30 }, (_, i) => ({
  gameId: i + 1,
  gameName: `游戏${i + 1}`,
  imageUrl: '',
  landscapeUrl: '',
  isFollow: 0,
}));
const props = {
  category: 'hot' as const,
  hasMore: false,
  loadMore: async () => undefined,
  isInMaintenance: () => false,
  onOpen: () => undefined,
  onFollow: () => undefined,
};

describe('GameGrid first render (issue 16)', () => {
  it('draws the first rows, then every game and the end text after the paint', async () => {
    render(<GameGrid games={games} {...props} />);
    expect(screen.getAllByTestId('game-card')).toHaveLength(GRID_FIRST_RENDER);
    expect(screen.queryByText('没有更多游戏')).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.getAllByTestId('game-card')).toHaveLength(30);
    expect(screen.getByText('没有更多游戏')).toBeInTheDocument();
  });

  it('draws a short list whole at once', () => {
    render(<GameGrid games={games.slice(0, 4)} {...props} />);
    expect(screen.getAllByTestId('game-card')).toHaveLength(4);
    expect(screen.getByText('没有更多游戏')).toBeInTheDocument();
  });
});
