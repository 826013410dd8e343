import { InfiniteScroll } from 'antd-mobile';
import { gamesMsg, msg } from '@sixmark/shared';
import { EmptyState } from '@/components/empty-state';
import { gridColumns, type CategoryKey } from '../lib/game-grid';
import { GameCard, type CardGame } from './game-card';

export interface GameGridProps<T extends CardGame> {
  games: readonly T[];
  category: CategoryKey;
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
  isInMaintenance: (game: T) => boolean;
  onOpen: (game: T) => void;
  onFollow: (game: T) => void;
}

/**
 * The game grid (spec 1 §2): live and sport in one landscape column, the rest in 3 columns;
 * 暂无数据 when empty, 没有更多游戏 at the end.
 */
export function GameGrid<T extends CardGame>({
  games,
  category,
  hasMore,
  loadMore,
  isInMaintenance,
  onOpen,
  onFollow,
}: GameGridProps<T>) {
  if (games.length === 0) return <EmptyState description={gamesMsg.noData} />;
  const columns = gridColumns(category);
  const landscape = columns === 1;
  return (
    <>
      <div className={`gc-grid gc-grid--cols-${columns}`} data-testid="game-grid" data-columns={columns}>
        {games.map((g) => (
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
      <InfiniteScroll loadMore={async () => void (await loadMore())} hasMore={hasMore}>
        {(more) => <span>{more ? msg.loading : gamesMsg.noMore}</span>}
      </InfiniteScroll>
    </>
  );
}
