import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { DEMO_GAME_LAUNCH_SECRET } from '../../config';
import { folderSecret } from '../../lib/folder-secret';
import { timeZoneOf } from '../system';
import { visibleCatalogue, type Catalogue } from './catalogue.service';
import * as repo from './games.repo';
import { launchSecretOf } from './launch-token';
import { createProviders, type GameProvider, type ProviderBetRecord } from './providers';
import { DEFAULT_DT_OPTIONS, openRound, pruneEmptyRounds, settleDueRounds, type DtOptions } from './providers/sandbox-dt';
import { SANDBOX_LIVE_CODE } from '@sixmark/shared';
import { ingestBetRecords, pullAll } from './records.service';

/** The file in DATA_DIR holding the launch secret of a server without GAME_LAUNCH_SECRET (not production). */
export const LAUNCH_SECRET_FILE = 'game-launch-secret';

/** Bus channel telling every process that the catalogue changed. */
export const GAMES_CHANGED_CHANNEL = 'games:changed';
/** Static JSON tag of game_center.json (and app_config.json, which lists games too). */
export const GAMES_TAG = 'games';

/**
 * The games module's live parts, built once per app and handed to its routes and its job.
 * `clock` and `dtOptions` are fields so tests can drive the sandbox table without sleeping.
 */
export interface GamesModule {
  clock: () => number;
  dtOptions: DtOptions;
  launchSecret: string;
  providers: Map<string, GameProvider>;
  /** The visible catalogue, from memory (rebuilt after a change). */
  catalogue(): Promise<Catalogue>;
  /** After an operator change: drops the catalogue and game_center.json here and in every process. */
  changed(): Promise<void>;
  timeZone(companyId: number): Promise<string>;
  /** Settles the sandbox rounds due at `now` (storing their records) and opens the current one. */
  tickSandbox(now?: number): Promise<number>;
  /** Pulls every provider's records (the pull path; repeats are ignored). */
  pullRecords(now?: number): Promise<number>;
  /** Deletes the sandbox's settled rounds nobody bet on, older than a day. */
  pruneRounds(now?: number): Promise<number>;
  /** Stores pushed records of a provider once each (in the caller's transaction). */
  ingest(tx: pg.PoolClient, liveCode: string, records: ProviderBetRecord[]): Promise<number>;
}

/** Round and betting lengths from the config; nonsense (betting not shorter than the round) gets the defaults. */
export function dtOptionsOf(roundSec: number, bettingSec: number): DtOptions {
  const roundMs = Math.round(roundSec * 1000);
  const bettingMs = Math.round(bettingSec * 1000);
  if (!(roundMs >= 2000 && bettingMs >= 1000 && bettingMs < roundMs)) return { ...DEFAULT_DT_OPTIONS };
  return { roundMs, bettingMs };
}

export function createGamesModule(app: FastifyInstance): GamesModule {
  let cached: Promise<Catalogue> | null = null;
  let generation = 0;
  const drop = () => {
    generation++;
    cached = null;
  };
  const off = app.bus.subscribe(GAMES_CHANGED_CHANNEL, drop);
  app.addHook('onClose', async () => off());

  // Outside production without GAME_LAUNCH_SECRET, a secret of this data folder, never the
  // published demo value: with that, anyone could sign a launch link for any member.
  const launchSecret = launchSecretOf(
    !app.config.production && app.config.gameLaunchSecret === DEMO_GAME_LAUNCH_SECRET
      ? folderSecret(join(app.config.dataDir, LAUNCH_SECRET_FILE))
      : app.config.gameLaunchSecret,
  );
  const mod: GamesModule = {
    clock: () => Date.now(),
    dtOptions: dtOptionsOf(app.config.sandboxDtRoundSec, app.config.sandboxDtBettingSec),
    launchSecret,
    providers: createProviders({ launchSecret }),
    catalogue() {
      if (!cached) {
        const gen = generation;
        const p = Promise.all([repo.listGames(app.pool), repo.listProviders(app.pool)]).then(([g, pr]) => visibleCatalogue(g, pr));
        cached = p;
        // A failed load, or one that raced a change, is not kept.
        p.then(
          () => {
            if (gen !== generation && cached === p) cached = null;
          },
          () => {
            if (cached === p) cached = null;
          },
        );
      }
      return cached;
    },
    async changed() {
      drop();
      await app.staticJson.invalidate(GAMES_TAG);
      if (app.bus.kind !== 'memory') await app.bus.publish(GAMES_CHANGED_CHANNEL, {});
    },
    timeZone: (companyId) => timeZoneOf(app.pool, companyId),
    async tickSandbox(now = mod.clock()) {
      const tz = await timeZoneOf(app.pool, await app.companyId());
      const settled = await settleDueRounds(app.pool, now, (tx, records) => ingestBetRecords(tx, SANDBOX_LIVE_CODE, records).then(() => undefined));
      await openRound(app.pool, now, mod.dtOptions, tz);
      return settled;
    },
    pullRecords: (now = mod.clock()) => pullAll(app.pool, mod.providers.values(), now),
    pruneRounds: (now = mod.clock()) => pruneEmptyRounds(app.pool, now),
    ingest: ingestBetRecords,
  };
  return mod;
}
