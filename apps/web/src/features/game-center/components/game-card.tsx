import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import type { MouseEvent } from 'react';
import { gamesMsg, withUploadPrefix } from '@sixmark/shared';

export interface CardGame {
  gameId: number;
  gameName: string;
  imageUrl: string;
  landscapeUrl: string;
  isFollow: number;
}

export interface GameCardProps {
  game: CardGame;
  /** Landscape image, full width (live and sport). */
  landscape: boolean;
  inMaintenance: boolean;
  onOpen: (game: CardGame) => void;
  onFollow: (game: CardGame) => void;
}

/** One game tile: image, name, follow toggle, and the 维护中 cover while in maintenance. */
export function GameCard({ game, landscape, inMaintenance, onOpen, onFollow }: GameCardProps) {
  const image = landscape ? game.landscapeUrl || game.imageUrl : game.imageUrl;
  const follow = (e: MouseEvent) => {
    e.stopPropagation();
    onFollow(game);
  };
  // The open button and the follow button are siblings (a button inside a role="button" card
  // failed axe's nested-interactive), and the open button is named by what it shows: the name,
  // then 维护中 (an aria-label of the name alone failed label-content-name-mismatch).
  return (
    <div
      className={`gc-card${landscape ? ' gc-card--landscape' : ''}${inMaintenance ? ' gc-card--maintain' : ''}`}
      data-testid="game-card"
      data-game-id={game.gameId}
    >
      <button type="button" className="gc-card__open" aria-disabled={inMaintenance} onClick={() => onOpen(game)}>
        <span className="gc-card__image">
          {image ? (
            <img src={withUploadPrefix(image)} alt="" loading="lazy" />
          ) : (
            <span className="gc-card__placeholder" aria-hidden="true">
              {game.gameName.slice(0, 2)}
            </span>
          )}
        </span>
        <span className="gc-card__name">{game.gameName}</span>
        {inMaintenance && (
          <span className="gc-card__maintain" data-testid="maintain-overlay">
            {gamesMsg.maintenanceBadge}
          </span>
        )}
      </button>
      <button
        type="button"
        className="gc-card__follow"
        aria-label={game.isFollow ? '取消收藏' : '收藏'}
        aria-pressed={game.isFollow === 1}
        onClick={follow}
      >
        {game.isFollow ? <HeartFill color="#e00221" /> : <HeartOutline />}
      </button>
    </div>
  );
}
