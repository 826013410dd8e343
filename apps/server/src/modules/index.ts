import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import { agentsRoutes } from './agents';
import { betsRoutes, createAwardNotices, type AwardNotices } from './bets';
import { contentRoutes } from './content/content.routes';
import { createChatModule, type ChatModuleInternals } from './chat';
import { chatRoutes } from './chat/chat.routes';
import { createGamesModule, gameTurnover, type GamesModule } from './games';
import { gamesRoutes } from './games/games.routes';
import { createHongbaoModule, type HongbaoModule } from './hongbao';
import { hongbaoRoutes } from './hongbao/hongbao.routes';
import { createLotteryModule, type LotteryModule } from './lottery';
import { lotteryRoutes } from './lottery/lottery.routes';
import { registerOperators } from './operators';
import { systemRoutes } from './system/system.routes';
import { walletRoutes } from './wallet/wallet.routes';
import { createBonusModule, type BonusModule } from './bonus';
import { bonusRoutes } from './bonus/bonus.routes';
import { saferPlayRoutes } from './saferplay/saferplay.routes';
import { membersRoutes } from './members/members.routes';
import { createForumModule, type ForumModule } from './forum';
import { forumRoutes } from './forum/forum.routes';
import { niuniuRoutes } from './niuniu/niuniu.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { encryptRoutes } from './encrypt/encrypt.routes';

/**
 * The modules' live parts (services with their dependencies), created once per app by
 * buildApp and handed to the routes and to the jobs: neither imports a value the other set.
 */
export interface AppModules {
  lottery: LotteryModule;
  /** Chat (modules/chat): others use its ChatModule part (postMessage, send, publish...). */
  chat: ChatModuleInternals;
  games: GamesModule;
  /** Red packets (modules/hongbao), posting through the chat module. */
  hongbao: HongbaoModule;
  /** Betting bonus (modules/bonus): its turnover sources (lottery; provider games plug in here). */
  bonus: BonusModule;
  /** Forum and forecast posts (issue 19): posting limiter and forecast scoring. */
  forum: ForumModule;
  /** Award notices (modules/bets): stored and published by the bets module, shown by chat sockets. */
  awards: AwardNotices;
}

/** Creates every module's service objects (after the app plugins, before the routes). */
export function createModules(app: FastifyInstance): AppModules {
  // The chat sockets read award notices only when a socket connects, after both exist.
  const chat = createChatModule(app, { recentAwards: (companyId) => awards.recent(companyId) });
  const awards = createAwardNotices({ pool: app.pool, bus: app.bus, log: app.log, settings: (companyId) => chat.core.settings(companyId) });
  app.addHook('onClose', async () => awards.close());
  return { lottery: createLotteryModule(app), chat, games: createGamesModule(app), hongbao: createHongbaoModule(app, chat), bonus: createBonusModule([gameTurnover]), forum: createForumModule(app), awards };
}

/**
 * Every module's routes, registered in this order after the app plugins. A module adds one
 * line here and nothing else in app.ts.
 */
export async function registerModules(app: FastifyInstance, modules: AppModules): Promise<void> {
  // First: its access hook must cover every module's /app-api/admin/* routes.
  await registerOperators(app);
  await app.register(systemRoutes);
  await app.register(accountsRoutes);
  await app.register(walletRoutes);
  await app.register(lotteryRoutes, { lottery: modules.lottery });
  await app.register(contentRoutes);
  await app.register(betsRoutes);
  await app.register(chatRoutes, { chat: modules.chat });
  await app.register(hongbaoRoutes, { hongbao: modules.hongbao });
  await app.register(agentsRoutes);
  await app.register(gamesRoutes, { games: modules.games });
  await app.register(bonusRoutes, { bonus: modules.bonus });
  await app.register(saferPlayRoutes);
  await app.register(membersRoutes);
  await app.register(forumRoutes, { forum: modules.forum });
  await app.register(niuniuRoutes);
  await app.register(notificationsRoutes);
  // encrypted transport: key file, operator flag and key rotation (issue 18)
  await app.register(encryptRoutes);
}
