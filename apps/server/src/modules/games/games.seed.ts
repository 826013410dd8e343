import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { GAME_ID, SANDBOX_DT_GAME_CODE, SANDBOX_LIVE_CODE, type GameRowCategory } from '@sixmark/shared';
import { UPLOAD_URL_PREFIX, bannerArtSvg, storeDemoArt, uploadsDir } from '../content';

/**
 * Demo catalogue: providers and third-party games in every category, with generated art, one
 * game in a long maintenance window, and the sandbox provider's playable 龙虎 table as game 200
 * (the spec's "Asia live game", which shows the loading blur). Only the sandbox has an adapter;
 * the other providers' games show but answer "not connected" on launch.
 * Idempotent: existing rows are left as the operator changed them.
 *
 * The art is stored as uploads are (PNG files with content-hash names, thumbnails and WebP
 * copies), as an operator's would be: as data: SVG addresses every picture was parsed and laid
 * out by the browser on the page's main thread, and the game center's first-load page carried
 * them twice (232 KB of HTML instead of 115; issue 16). Latin text only: servers often lack CJK
 * fonts, and the game's name is written under its picture anyway.
 */

function tileSvg(title: string, sub: string, from: string, to: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="300" height="300" rx="36" fill="url(#g)"/>` +
    `<circle cx="150" cy="120" r="62" fill="#fff" opacity=".18"/>` +
    `<text x="150" y="140" font-size="56" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">${title}</text>` +
    `<text x="150" y="250" font-size="34" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">${sub}</text></svg>`
  );
}

function logoSvg(label: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
    `<rect width="120" height="120" rx="24" fill="${colour}"/>` +
    `<text x="60" y="74" font-size="34" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`
  );
}

/** A live or sport game's wide picture. */
const LANDSCAPE = { width: 690, height: 280, rx: 28, horizontal: true };

/** The picture drawn by `svg`, stored as an upload; its address. */
const storedArt = async (pool: pg.Pool, dataDir: string, svg: string) => (await storeDemoArt(pool, dataDir, svg)).url;

const PROVIDERS: [liveCode: string, name: string, colour: string][] = [
  [SANDBOX_LIVE_CODE, '沙盒娱乐', '#e00221'],
  ['AG', 'AG真人', '#1677ff'],
  ['BG', 'BG视讯', '#722ed1'],
  ['KY', '开元棋牌', '#fa8c16'],
  ['LY', '乐游棋牌', '#13c2c2'],
  ['PG', 'PG电子', '#eb2f96'],
  ['MG', 'MG电子', '#52c41a'],
  ['JDB', 'JDB捕鱼', '#2f54eb'],
  ['FG', 'FG捕鱼', '#08979c'],
  ['IM', 'IM体育', '#389e0d'],
  ['SB', '沙巴体育', '#d4380d'],
];

type DemoGame = [gameId: number, name: string, category: GameRowCategory, liveCode: string, gameCode: string, hot: number, maintain?: string];

const GAMES: DemoGame[] = [
  [GAME_ID.asiaLive, '亚洲龙虎', 'live', SANDBOX_LIVE_CODE, SANDBOX_DT_GAME_CODE, 99],
  [3001, 'AG百家乐', 'live', 'AG', 'AG_BAC', 80],
  [3002, 'BG龙虎', 'live', 'BG', 'BG_DT', 0],
  [3101, '捕鱼达人', 'fish', 'JDB', 'JDB_FISH1', 70],
  [3102, '李逵劈鱼', 'fish', 'FG', 'FG_LKPY', 0],
  [3103, '金龙捕鱼', 'fish', 'JDB', 'JDB_GOLD', 0],
  [3201, '麻将胡了', 'electronic', 'PG', 'PG_MJHL', 75],
  [3202, '赏金船长', 'electronic', 'PG', 'PG_CAPT', 0],
  [3203, '幸运转盘', 'electronic', 'MG', 'MG_WHEEL', 0, '2026-01-01 00:00~2099-12-31 23:59'],
  [3301, '抢庄牛牛', 'card', 'KY', 'KY_QZNN', 65],
  [3302, '斗地主', 'card', 'KY', 'KY_DDZ', 0],
  [3303, '炸金花', 'card', 'LY', 'LY_ZJH', 0],
  [3304, '德州扑克', 'card', 'LY', 'LY_TEXAS', 0],
  [3401, 'IM体育', 'sport', 'IM', 'IM_SPORT', 0],
  [3402, '沙巴体育', 'sport', 'SB', 'SB_SPORT', 0],
];

const COLOURS: Record<GameRowCategory, [string, string]> = {
  LOTTERY: ['#e00221', '#ff7a45'],
  live: ['#1f1f1f', '#a8071a'],
  fish: ['#0050b3', '#36cfc9'],
  electronic: ['#9e1068', '#ff85c0'],
  card: ['#ad4e00', '#ffc53d'],
  sport: ['#135200', '#73d13d'],
};

export async function seedGames(pool: pg.Pool, dataDir: string): Promise<void> {
  // Rows already there stay as they are, and their art is not drawn again, unless DATA_DIR lost
  // an upload the rows point to: drawn again, the art is the same files under the same names.
  const haveProviders = new Set((await pool.query<{ live_code: string }>('SELECT live_code FROM game_providers')).rows.map((r) => r.live_code));
  const haveGames = new Set((await pool.query<{ game_id: number }>('SELECT game_id FROM games')).rows.map((r) => r.game_id));
  const { rows: pictures } = await pool.query<{ url: string }>(
    'SELECT logo AS url FROM game_providers UNION ALL SELECT image_url FROM games UNION ALL SELECT landscape_url FROM games',
  );
  const dir = uploadsDir(dataDir);
  const redraw = pictures.some(({ url }) => url.startsWith(UPLOAD_URL_PREFIX) && !existsSync(join(dir, url.slice(UPLOAD_URL_PREFIX.length))));
  for (const [i, [liveCode, name, colour]] of PROVIDERS.entries()) {
    if (haveProviders.has(liveCode) && !redraw) continue;
    const logo = await storedArt(pool, dataDir, logoSvg(liveCode.slice(0, 3), colour));
    await pool.query(
      `INSERT INTO game_providers (live_code, name, url, logo, sort) VALUES ($1, $2, '', $3, $4) ON CONFLICT (live_code) DO NOTHING`,
      [liveCode, name, logo, i],
    );
  }
  const providerName = new Map(PROVIDERS.map(([code, name]) => [code, name]));
  for (const [i, [gameId, name, category, liveCode, gameCode, hot, maintain]] of GAMES.entries()) {
    if (haveGames.has(gameId) && !redraw) continue;
    const [from, to] = COLOURS[category];
    const sub = providerName.get(liveCode) ?? '';
    const landscape = category === 'live' || category === 'sport';
    const label = gameCode.replace(/_/g, ' ');
    const image = await storedArt(pool, dataDir, tileSvg(liveCode.slice(0, 3), label, from, to));
    const wide = landscape
      ? await storedArt(pool, dataDir, bannerArtSvg({ ...LANDSCAPE, title: label, subtitle: liveCode, from, to }))
      : '';
    await pool.query(
      `INSERT INTO games (game_id, game_name, category, type, live_code, game_code, game_kind, image_url, landscape_url, hot, maintain,
                          app_display, provider_name, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (game_id) DO NOTHING`,
      [
        gameId,
        name,
        category,
        category.toUpperCase(),
        liveCode,
        gameCode,
        category,
        image,
        wide,
        hot,
        maintain ?? '',
        landscape ? 1 : 0,
        sub,
        100 + i,
      ],
    );
  }
}
