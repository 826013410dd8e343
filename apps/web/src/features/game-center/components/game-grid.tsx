import { gamesMsg, msg, PAGE_SIZE } from '@sixmark/shared';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { useAfterPaint } from '@/hooks/use-after-paint';
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
 * Games drawn in the grid's first render; the rest follow after that paint. Five rows of three
 * reach past the fold of a phone under the carousel and tabs, so the rest arriving moves nothing
 * on screen, and the first render (what the carousel, the page's LCP, waits for) is half the work.
 */
export const GRID_FIRST_RENDER = 15;

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
  const all = useAfterPaint(games.length > GRID_FIRST_RENDER);
  if (games.length === 0) return <EmptyState description={gamesMsg.noData} />;
  const columns = gridColumns(category);
  const landscape = columns === 1;
  return (
    <>
      <div className={`gc-grid gc-grid--cols-${columns}`} data-testid="game-grid" data-columns={columns}>
        {(all ? games : games.slice(0, GRID_FIRST_RENDER)).map((g) => (
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
      {/* Until the rest is drawn the end of the grid is not its end: no footer, no loading from it. */}
      {all || games.length <= GRID_FIRST_RENDER ? (
        <LoadMore
          threshold={PAGE_SIZE.loadMoreThresholdPx}
          loadMore={async () => void (await loadMore())}
          hasMore={hasMore}
          loading={<span>{msg.loading}</span>}
          end={<span>{gamesMsg.noMore}</span>}
        />
      ) : null}
    </>
  );
}
