import { GAME_ID } from '@sixmark/shared';

/**
 * The game a gallery screen is about: the one the address names (`?gameId=`), otherwise the
 * gallery's default (the live-stream game when configured, else the first configured game).
 * Undefined while the configuration is unknown, so no link is ever built with a made-up 0.
 */
export function galleryGameId(games: readonly { gameId: number }[], requested?: string | null): number | undefined {
  const asked = Number(requested);
  if (requested && Number.isSafeInteger(asked) && asked > 0) return asked;
  return games.some((g) => g.gameId === GAME_ID.liveStream) ? GAME_ID.liveStream : games[0]?.gameId;
}
