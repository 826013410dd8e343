import type { FastifyInstance } from 'fastify';
import { writeCachedJson } from '../../plugins/static-json';
import { registerGameHub, type GameHub } from '../../realtime/game-hub';
import { OpenInfoCache } from './open-info-cache';
import { FeedPoller, gameExists, notifyDrawResults, openInfo, tick, type LotteryDeps } from './lottery.service';

/** Bus channel telling every process that a game's draw state changed. */
export const LOTTERY_STATE_CHANNEL = 'lottery:state';

/**
 * The lottery module's live parts, built once per app by {@link createLotteryModule} and handed
 * to both its routes and the draw scheduler job, so neither reaches into the other.
 */
export interface LotteryModule {
  /** What the service functions need (pool, log, and the notifier of sockets and caches). */
  deps: LotteryDeps;
  /** Open info as cached bytes (the polled JSON and its API form). */
  cache: OpenInfoCache;
  hub: GameHub;
  /**
   * One scheduler step at `now`: opens, closes and draws turns that are due, reveals rng balls
   * and polls feeds (all games, or only `gameIds`). Several processes may run it at once.
   */
  tick: (now?: number, gameIds?: number[]) => Promise<void>;
}

/**
 * Creates the lottery module of an app: the game socket hub, the open-info cache (invalidated
 * over the bus, answered before routing), the feed poller and the service dependencies.
 */
export function createLotteryModule(app: FastifyInstance): LotteryModule {
  const hub = registerGameHub(app, {
    gameExists: (gameId) => gameExists(app.pool, gameId),
    allowedOrigins: app.config.corsOrigins,
  });
  const cache = new OpenInfoCache((gameId) => openInfo(app.pool, gameId));
  const offState = app.bus.subscribe(LOTTERY_STATE_CHANNEL, (m) => cache.invalidate((m as { gameId: number }).gameId));
  app.addHook('onClose', async () => offState());
  // The two polled forms of open info are answered from memory before routing once cached.
  app.staticJson.addFastPath((req, res, path, query) => {
    const file = /^\/sys-upload\/data\/lotery\/(\d+)\.json$/.exec(path);
    const api = !file && path === '/app-api/v/lottery/openInfo' ? /(?:^|&)gameId=(\d+)(?:&|$)/.exec(query) : null;
    const id = file?.[1] ?? api?.[1];
    if (!id) return false;
    const bytes = cache.peek(Number(id));
    if (!bytes) return false;
    writeCachedJson(req, res, file ? bytes.file : bytes.api);
    return true;
  });

  const deps: LotteryDeps = {
    pool: app.pool,
    log: app.log,
    notify: async (gameId, frames) => {
      // The cache goes first so a client re-fetching on a socket frame sees the new state.
      cache.invalidate(gameId);
      await app.bus.publish(LOTTERY_STATE_CHANNEL, { gameId });
      for (const f of frames) await hub.publish(gameId, f);
      // Followers of the game hear each final result once (ref: the period).
      await notifyDrawResults(app.pool, gameId, frames).catch((err: unknown) => app.log.error({ err }, 'draw notification failed'));
    },
  };
  const feed = new FeedPoller();

  return {
    deps,
    cache,
    hub,
    tick: (now = Date.now(), gameIds) => tick(deps, now, feed, gameIds),
  };
}
