import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  betRecordListSchema,
  betRecordQuerySchema,
  dtBetBodySchema,
  dtBetResultSchema,
  dtStateSchema,
  envelopeSchema,
  ErrorCode,
  gameCenterSchema,
  gameGroupTypeQuerySchema,
  gameListQuerySchema,
  gameListSchema,
  gameReportQuerySchema,
  gameReportRowSchema,
  gameToggleLikeBodySchema,
  gameToggleLikeResultSchema,
  gamesMsg,
  liveBalanceQuerySchema,
  liveCodeParams,
  liveBalanceSchema,
  liveGameSchema,
  livePlayQuerySchema,
  livePlayResultSchema,
  liveTransferBodySchema,
  liveTransferResultSchema,
  providerOptionSchema,
  SANDBOX_LIVE_CODE,
  sandboxLaunchQuerySchema,
  sandboxLaunchSchema,
  strictText,
} from '@sixmark/shared';
import { ALL_PROVIDER } from '@sixmark/shared/domain/provider-filter';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { withTransaction } from '../../lib/tx';
import { formalMemberFirst, optionalUser, requireFormalMember, requireLogin } from '../../plugins/auth';
import { idempotencyKeyOf } from '../wallet';
import { adminGamesRoutes } from './admin.routes';
import { gameCenterOf, listGames, providerOptions } from './catalogue.service';
import * as repo from './games.repo';
import { GAMES_TAG, type GamesModule } from './games.module';
import { verifyLaunchToken } from './launch-token';
import * as launch from './launch.service';
import { placeDtBet, tableState } from './providers/sandbox-dt';
import * as records from './records.service';

const tags = ['games'];
const idemHeader = z.object({ 'idempotency-key': strictText(128).optional() }).loose();

/**
 * Game center (spec 1 §2, §3, §7), third-party launch and the transfer wallet, live casino
 * reports (spec 3) and the sandbox provider's 龙虎 table. Route list: docs/games.md.
 */
export const gamesRoutes: FastifyPluginAsyncZod<{ games: GamesModule }> = async (app, { games }) => {
  app.staticJson.define({
    route: '/sys-upload/data/json/game_center.json',
    tags: [GAMES_TAG],
    build: async () => gameCenterOf(await games.catalogue()),
  });

  const followsOf = async (userId: number | undefined) => (userId ? repo.followedGameIds(app.pool, userId) : new Set<number>());

  // ---- catalogue ----
  app.get(
    '/app-api/game/group',
    { schema: { tags, summary: '游戏大厅：全部分类与平台', response: { 200: envelopeSchema(gameCenterSchema) } } },
    async (request) => {
      const user = await optionalUser(request);
      const [cat, follows] = await Promise.all([games.catalogue(), followsOf(user?.id)]);
      return ok(gameCenterOf(cat, follows));
    },
  );
  app.get(
    '/app-api/game/group-type',
    {
      schema: { tags, summary: '分类的平台选项', querystring: gameGroupTypeQuerySchema, response: { 200: envelopeSchema(z.array(providerOptionSchema)) } },
    },
    async (request) => ok(providerOptions(await games.catalogue(), request.query.groupType)),
  );
  app.get(
    '/app-api/game/list-all',
    { schema: { tags, summary: '分类游戏列表（平台筛选、搜索、分页）', querystring: gameListQuerySchema, response: { 200: envelopeSchema(gameListSchema) } } },
    async (request) => {
      const user = await optionalUser(request);
      const q = request.query;
      const codes = (q.liveCode ?? '').split(',').filter((c) => c !== '');
      const liveCodes = codes.length === 0 || codes.includes(ALL_PROVIDER) ? null : [...new Set(codes)];
      const [cat, follows] = await Promise.all([games.catalogue(), followsOf(user?.id)]);
      return ok(listGames(cat, { groupType: q.groupType, liveCodes, gameName: q.gameName, page: q.page, rows: q.rows }, follows));
    },
  );
  app.post(
    '/app-api/game/toggle-like',
    { schema: { tags, summary: '关注/取消关注游戏', body: gameToggleLikeBodySchema, response: { 200: envelopeSchema(gameToggleLikeResultSchema) } } },
    async (request) => {
      const user = await requireLogin(request);
      const { gameId, like } = request.body;
      if (!(await repo.findGame(app.pool, gameId))) throw new AppError(ErrorCode.GAME_NOT_FOUND);
      await repo.setFollow(app.pool, user.id, gameId, like === 1);
      return ok({ gameId, isFollow: like === 1 ? (1 as const) : (0 as const) });
    },
  );
  app.get(
    '/app-api/api/live/allLiveGames',
    { schema: { tags, summary: '第三方游戏列表（报表用 code）', response: { 200: envelopeSchema(z.array(liveGameSchema)) } } },
    async () => {
      const cat = await games.catalogue();
      const seen = new Set<string>();
      const list = cat.games
        .filter((g) => g.liveCode !== '' && g.gameCode !== '' && g.type !== 'LOTTERY' && !seen.has(g.gameCode) && seen.add(g.gameCode))
        .map((g) => ({ code: g.gameCode, gameName: g.gameName, liveCode: g.liveCode, providerName: g.providerName }));
      return ok(list);
    },
  );

  // ---- launch and transfers ----
  app.get(
    '/app-api/live/play',
    {
      onRequest: formalMemberFirst,
      schema: { tags, summary: '进入第三方游戏（签名短时链接）', querystring: livePlayQuerySchema, response: { 200: envelopeSchema(livePlayResultSchema) } },
    },
    async (request) => {
      const user = await requireFormalMember(request);
      const tz = await games.timeZone(user.companyId);
      return ok(await launch.launch(app.pool, games.providers, user, request.query, games.clock(), tz));
    },
  );
  app.post(
    '/app-api/api/live/transfer',
    {
      onRequest: formalMemberFirst,
      schema: {
        tags,
        summary: '主余额与游戏余额互转 (Idempotency-Key)',
        headers: idemHeader,
        body: liveTransferBodySchema,
        response: { 200: envelopeSchema(liveTransferResultSchema) },
      },
    },
    async (request) => {
      const user = await requireFormalMember(request);
      return ok(await launch.transfer(app.pool, games.providers, user.id, request.body, idempotencyKeyOf(request)), gamesMsg.transferDone);
    },
  );
  app.get(
    '/app-api/api/live/balance',
    { schema: { tags, summary: '游戏平台余额', querystring: liveBalanceQuerySchema, response: { 200: envelopeSchema(liveBalanceSchema) } } },
    async (request) => {
      const user = await requireLogin(request);
      return ok(await launch.providerBalance(app.pool, games.providers, user.id, request.query.liveCode));
    },
  );

  app.post(
    '/app-api/live/callback/:liveCode',
    {
      schema: {
        tags,
        summary: '游戏平台推送注单（每条按平台注单号只入库一次）',
        params: liveCodeParams,
        body: z.object({}).loose(),
        response: { 200: envelopeSchema(z.object({ received: z.number().int(), stored: z.number().int() })) },
      },
    },
    async (request) => {
      const provider = games.providers.get(request.params.liveCode);
      if (!provider?.callback) throw new AppError(ErrorCode.GAME_PROVIDER_UNAVAILABLE);
      const records = await provider.callback(app.pool, request.body, request.headers);
      const stored = await withTransaction(app.pool, (tx) => games.ingest(tx, provider.liveCode, records));
      return ok({ received: records.length, stored });
    },
  );

  // ---- live casino reports (spec 3) ----
  app.get(
    '/app-api/api/live/gameReportList',
    { schema: { tags, summary: '真人/电子投注报表（按游戏汇总）', querystring: gameReportQuerySchema, response: { 200: envelopeSchema(z.array(gameReportRowSchema)) } } },
    async (request) => {
      const user = await requireLogin(request);
      const tz = await games.timeZone(user.companyId);
      return ok(await records.gameReport(app.pool, user.id, request.query, tz, await games.catalogue()));
    },
  );
  app.get(
    '/app-api/api/live/br',
    { schema: { tags, summary: '投注明细（分页）', querystring: betRecordQuerySchema, response: { 200: envelopeSchema(betRecordListSchema) } } },
    async (request) => {
      const user = await requireLogin(request);
      const tz = await games.timeZone(user.companyId);
      return ok(await records.betRecords(app.pool, user.id, request.query, tz, await games.catalogue()));
    },
  );

  // ---- sandbox provider: 龙虎 ----
  app.get(
    '/app-api/sandbox-game/launch',
    { schema: { tags, summary: '沙盒游戏：校验进入链接', querystring: sandboxLaunchQuerySchema, response: { 200: envelopeSchema(sandboxLaunchSchema) } } },
    async (request) => {
      const claims = verifyLaunchToken(games.launchSecret, request.query.t, games.clock());
      const user = await optionalUser(request);
      if (!claims || (user && user.id !== claims.userId)) throw new AppError(ErrorCode.GAME_LAUNCH_EXPIRED);
      const game = await repo.findGame(app.pool, claims.gameId);
      if (!game || game.liveCode !== SANDBOX_LIVE_CODE) throw new AppError(ErrorCode.GAME_LAUNCH_EXPIRED);
      return ok({
        gameId: game.gameId,
        gameCode: game.gameCode,
        gameName: game.gameName,
        // Only the signed-in owner hears whose link it is: a guest holding a link learns no account.
        account: user ? user.account : null,
        expiresAt: new Date(claims.expiresAt).toISOString(),
      });
    },
  );
  app.get(
    '/app-api/sandbox-game/dragon-tiger/state',
    { schema: { tags, summary: '沙盒龙虎：牌桌状态', response: { 200: envelopeSchema(dtStateSchema) } } },
    async (request) => {
      const user = await requireLogin(request);
      const now = games.clock();
      const [state, wallet] = await Promise.all([
        tableState(app.pool, user.id, now),
        app.pool.query<{ money: string; live_money: string }>('SELECT money, live_money FROM wallets WHERE user_id = $1', [user.id]),
      ]);
      const w = wallet.rows[0];
      return ok({
        serverTime: new Date(now).toISOString(),
        money: milliToYuan(Number(w?.money ?? 0)),
        liveMoney: milliToYuan(Number(w?.live_money ?? 0)),
        ...state,
      });
    },
  );
  app.post(
    '/app-api/sandbox-game/dragon-tiger/bet',
    {
      onRequest: formalMemberFirst,
      schema: { tags, summary: '沙盒龙虎：下注 (Idempotency-Key)', headers: idemHeader, body: dtBetBodySchema, response: { 200: envelopeSchema(dtBetResultSchema) } },
    },
    async (request) => {
      const user = await requireFormalMember(request);
      const b = request.body;
      const result = await placeDtBet(app.pool, { userId: user.id, roundId: b.roundId, side: b.side, amount: b.amount, key: idempotencyKeyOf(request), now: games.clock() });
      return ok(result, gamesMsg.betPlaced);
    },
  );

  await app.register(adminGamesRoutes, { games });
};
