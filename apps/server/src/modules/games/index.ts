/** What other modules, the jobs and the seed use of the games module. */
export { createGamesModule, GAMES_TAG, type GamesModule } from './games.module';
export { ingestBetRecords } from './records.service';
export { gameTurnover } from './turnover-source';
export type { GameProvider, ProviderBetRecord } from './providers';
export { seedGames } from './games.seed';
