import { InfiniteScroll } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { gameCenterMsg, msg } from '@sixmark/shared';
import { EmptyState } from '@/components/empty-state';
import { GAME_PAGE_ROWS, gridColumns, type CategoryKey } from '../lib/game-grid';
import { GameCard, type CardGame } from './game-card';

export interface GameGridProps<T extends CardGame> {
  games: readonly T[];
  category: CategoryKey;
  isInMaintenance: (game: T) => boolean;
  onOpen: (game: T) => void;
  onFollow: (game: T) => void;
}

/**
 * The game grid (spec 1 §2): live and sport in one landscape column, the rest in 3 columns,
 * 30 at a time; 暂无数据 when empty, 没有更多游戏 at the end.
 */
export function GameGrid<T extends CardGame>({ games, category, isInMaintenance, onOpen, onFollow }: GameGridProps<T>) {
  const [shown, setShown] = useState(GAME_PAGE_ROWS);
  // A new list (category, search, providers) starts again from its first page.
  useEffect(() => setShown(GAME_PAGE_ROWS), [games]);
  if (games.length === 0) return <EmptyState description={gameCenterMsg.noData} />;
  const columns = gridColumns(category);
  const landscape = columns === 1;
  return (
    <>
      <div className={`gc-grid gc-grid--cols-${columns}`} data-testid="game-grid" data-columns={columns}>
        {games.slice(0, shown).map((g) => (
          <GameCard
            key={g.gameId}
            game={g}
            landscape={landscape}
            inMaintenance={isInMaintenance(g)}
            onOpen={() => onOpen(g)}
            onFollow={() => onFollow(g)}
          />
        ))}
      </div>
      <InfiniteScroll loadMore={async () => setShown((n) => n + GAME_PAGE_ROWS)} hasMore={shown < games.length}>
        {(hasMore) => (hasMore ? <span>{msg.loading}</span> : <span>{gameCenterMsg.noMoreGames}</span>)}
      </InfiniteScroll>
    </>
  );
}
