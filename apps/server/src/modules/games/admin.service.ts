import type pg from 'pg';
import { ErrorCode, gamesMsg, type GameRowCategory } from '@sixmark/shared';
import { isValidMaintain } from '@sixmark/shared/domain/game-maintenance';
import { audit } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import * as repo from './games.repo';

/**
 * The operator's catalogue changes. Each runs in one transaction with its audit row; the routes
 * then call `GamesModule.changed()` so every process drops the catalogue and game_center.json.
 */

export interface Actor {
  actor: string;
  ip: string;
}

export interface GameFields {
  gameName?: string;
  category?: GameRowCategory;
  type?: string;
  liveCode?: string;
  gameCode?: string;
  gameKind?: string;
  imageUrl?: string;
  landscapeUrl?: string;
  hot?: number;
  maintain?: string;
  appDisplay?: number;
  sort?: number;
  enabled?: boolean;
}

const GAME_COLUMNS: Record<keyof GameFields, string> = {
  gameName: 'game_name',
  category: 'category',
  type: 'type',
  liveCode: 'live_code',
  gameCode: 'game_code',
  gameKind: 'game_kind',
  imageUrl: 'image_url',
  landscapeUrl: 'landscape_url',
  hot: 'hot',
  maintain: 'maintain',
  appDisplay: 'app_display',
  sort: 'sort',
  enabled: 'enabled',
};

function checkMaintain(maintain: string | undefined, tz: string): string | undefined {
  if (maintain === undefined) return undefined;
  const m = maintain.trim();
  if (!isValidMaintain(m, tz)) throw new AppError(ErrorCode.GAME_MAINTAIN_INVALID);
  return m;
}

async function gameOr404(db: Pick<pg.Pool, 'query'>, gameId: number) {
  const g = await repo.findGame(db, gameId);
  if (!g) throw new AppError(ErrorCode.GAME_NOT_FOUND);
  return g;
}

export async function createGame(pool: pg.Pool, body: GameFields & { gameId: number }, who: Actor, tz: string) {
  const fields = { ...body, maintain: checkMaintain(body.maintain, tz) ?? '' };
  return withTransaction(pool, async (tx) => {
    const cols = (Object.keys(GAME_COLUMNS) as (keyof GameFields)[]).filter((k) => fields[k] !== undefined);
    const { rowCount } = await tx.query(
      `INSERT INTO games (game_id, ${cols.map((k) => GAME_COLUMNS[k]).join(', ')})
       VALUES ($1, ${cols.map((_, i) => `$${i + 2}`).join(', ')}) ON CONFLICT (game_id) DO NOTHING`,
      [body.gameId, ...cols.map((k) => fields[k])],
    );
    if (rowCount === 0) throw new AppError(ErrorCode.GAME_CONFLICT);
    await audit(tx, { actor: who.actor, action: 'games.create', targetType: 'game', targetId: body.gameId, detail: fields, ip: who.ip });
    return gameOr404(tx, body.gameId);
  });
}

export async function updateGame(pool: pg.Pool, gameId: number, body: GameFields, who: Actor, tz: string, action = 'games.update') {
  const fields: GameFields = { ...body, maintain: checkMaintain(body.maintain, tz) };
  return withTransaction(pool, async (tx) => {
    const before = await gameOr404(tx, gameId);
    const cols = (Object.keys(GAME_COLUMNS) as (keyof GameFields)[]).filter((k) => fields[k] !== undefined);
    if (cols.length > 0) {
      await tx.query(`UPDATE games SET ${cols.map((k, i) => `${GAME_COLUMNS[k]} = $${i + 2}`).join(', ')} WHERE game_id = $1`, [
        gameId,
        ...cols.map((k) => fields[k]),
      ]);
    }
    const after = await gameOr404(tx, gameId);
    await audit(tx, { actor: who.actor, action, targetType: 'game', targetId: gameId, detail: { before, after }, ip: who.ip });
    return after;
  });
}

/** Third-party games only: our lottery games carry draws and bets, so they are disabled instead. */
export async function deleteGame(pool: pg.Pool, gameId: number, who: Actor) {
  await withTransaction(pool, async (tx) => {
    const before = await gameOr404(tx, gameId);
    const used = await tx.query('SELECT 1 FROM lottery_games WHERE game_id = $1', [gameId]);
    if (used.rowCount || before.type === 'LOTTERY') {
      throw new AppError(ErrorCode.GAME_CONFLICT, { message: '彩票游戏不能删除，请停用' });
    }
    await tx.query('DELETE FROM games WHERE game_id = $1', [gameId]);
    await audit(tx, { actor: who.actor, action: 'games.delete', targetType: 'game', targetId: gameId, detail: { before }, ip: who.ip });
  });
}

/** Hot order: the listed games get hot values n … 1 (hottest first), every other game 0. */
export async function setHotOrder(pool: pg.Pool, order: number[], who: Actor) {
  const ids = [...new Set(order)];
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ game_id: number }>('SELECT game_id FROM games WHERE game_id = ANY($1::int[])', [ids]);
    const known = new Set(rows.map((r) => r.game_id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) throw new AppError(ErrorCode.GAME_NOT_FOUND, { message: `${gamesMsg.notFound}：${missing.join(', ')}` });
    await tx.query(
      `UPDATE games SET hot = COALESCE((SELECT o.hot FROM unnest($1::int[], $2::int[]) AS o(game_id, hot) WHERE o.game_id = games.game_id), 0)`,
      [ids, ids.map((_, i) => ids.length - i)],
    );
    await audit(tx, { actor: who.actor, action: 'games.hot_order', targetType: 'game', detail: { order: ids }, ip: who.ip });
  });
}

export interface ProviderFields {
  name?: string;
  url?: string;
  logo?: string;
  sort?: number;
  enabled?: boolean;
}
const PROVIDER_COLUMNS: Record<keyof ProviderFields, string> = { name: 'name', url: 'url', logo: 'logo', sort: 'sort', enabled: 'enabled' };

async function providerOr404(db: Pick<pg.Pool, 'query'>, liveCode: string) {
  const p = await repo.findProvider(db, liveCode);
  if (!p) throw new AppError(ErrorCode.NOT_FOUND, { message: '平台不存在' });
  return p;
}

export async function createProvider(pool: pg.Pool, body: ProviderFields & { liveCode: string }, who: Actor) {
  if (body.liveCode === 'all_provider') throw new AppError(ErrorCode.BAD_REQUEST, { message: '平台代码不正确' });
  return withTransaction(pool, async (tx) => {
    const { rowCount } = await tx.query(
      `INSERT INTO game_providers (live_code, name, url, logo, sort, enabled) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [body.liveCode, body.name, body.url ?? '', body.logo ?? '', body.sort ?? 0, body.enabled ?? true],
    );
    if (rowCount === 0) throw new AppError(ErrorCode.GAME_CONFLICT, { message: gamesMsg.providerExists });
    await audit(tx, { actor: who.actor, action: 'game_providers.create', targetType: 'game_provider', targetId: body.liveCode, detail: body, ip: who.ip });
    return providerOr404(tx, body.liveCode);
  });
}

export async function updateProvider(pool: pg.Pool, liveCode: string, body: ProviderFields, who: Actor, action = 'game_providers.update') {
  return withTransaction(pool, async (tx) => {
    const before = await providerOr404(tx, liveCode);
    const cols = (Object.keys(PROVIDER_COLUMNS) as (keyof ProviderFields)[]).filter((k) => body[k] !== undefined);
    if (cols.length > 0) {
      await tx.query(
        `UPDATE game_providers SET ${cols.map((k, i) => `${PROVIDER_COLUMNS[k]} = $${i + 2}`).join(', ')}, updated_at = now() WHERE live_code = $1`,
        [liveCode, ...cols.map((k) => body[k])],
      );
    }
    const after = await providerOr404(tx, liveCode);
    await audit(tx, { actor: who.actor, action, targetType: 'game_provider', targetId: liveCode, detail: { before, after }, ip: who.ip });
    return after;
  });
}

export async function deleteProvider(pool: pg.Pool, liveCode: string, who: Actor) {
  await withTransaction(pool, async (tx) => {
    const before = await providerOr404(tx, liveCode);
    const used = await tx.query('SELECT 1 FROM games WHERE live_code = $1 LIMIT 1', [liveCode]);
    if (used.rowCount) throw new AppError(ErrorCode.GAME_CONFLICT, { message: gamesMsg.providerInUse });
    await tx.query('DELETE FROM game_providers WHERE live_code = $1', [liveCode]);
    await audit(tx, { actor: who.actor, action: 'game_providers.delete', targetType: 'game_provider', targetId: liveCode, detail: { before }, ip: who.ip });
  });
}

export const adminGameOf = (g: repo.CatalogueGame) => ({
  gameId: g.gameId,
  gameName: g.gameName,
  category: g.category,
  type: g.type,
  liveCode: g.liveCode,
  gameCode: g.gameCode,
  gameKind: g.gameKind,
  imageUrl: g.imageUrl,
  landscapeUrl: g.landscapeUrl,
  hot: g.hot,
  maintain: g.maintain,
  appDisplay: g.appDisplay,
  providerName: g.providerName,
  providerUrl: g.providerUrl,
  sort: g.sort,
  enabled: g.enabled,
});
