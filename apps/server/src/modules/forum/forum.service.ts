import type pg from 'pg';
import {
  Bill,
  ErrorCode,
  PICK_TYPES,
  applyWordFilter,
  forecastRecord,
  forumMsg,
  isForumGame,
  milliToYuan,
  scoreForecast,
  tablesForDrawDate,
  unlockSplit,
  yearTablesSchema,
  type ForecastPicks,
  type ForecastRecord,
  type ForecastResult,
  type ForumAuthorProfile,
  type ForumBoard,
  type ForumGame,
  type ForumLeaderboardRow,
  type ForumPostDetail,
  type ForumPostSummary,
  type ForumReply,
  type ForumSettings,
  type PickOutcome,
  type PickType,
} from '@sixmark/shared';
import { audit } from '../../lib/admin';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import type { AuthUser } from '../../plugins/auth';
import { insertPushMessage } from '../accounts';
import { wordFilters } from '../chat';
import { sanitizeContent, sanitizeText } from '../content';
import type { FailureCounter } from '../operators';
import { postCredit, postDebits, postLedger } from '../wallet';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface ForumCtx {
  pool: pg.Pool;
  /** The shared atomic limiter (Redis when REDIS_URL, else PostgreSQL). */
  counter: FailureCounter;
}

const notFound = () => new AppError(ErrorCode.FORUM_NOT_FOUND);
const ms = (d: Date | null) => (d ? d.getTime() : 0);

/** How an author is shown: the account masked as everywhere else (`ab***c`). */
export const maskAccount = (account: string) =>
  account.length <= 2 ? `${account[0] ?? ''}*` : `${account.slice(0, 2)}***${account.slice(-1)}`;

/* ---------------- settings ---------------- */

interface SettingsRow {
  price_cap: string;
  house_share_percent: number;
  hold_new_accounts: boolean;
  new_account_days: number;
  posts_per_hour_user: number;
  posts_per_hour_ip: number;
}

async function settingsRow(db: Q, companyId: number): Promise<SettingsRow> {
  await db.query('INSERT INTO forum_settings (company_id) VALUES ($1) ON CONFLICT DO NOTHING', [companyId]);
  const { rows } = await db.query<SettingsRow>('SELECT * FROM forum_settings WHERE company_id = $1', [companyId]);
  return rows[0]!;
}

export async function getSettings(db: Q, companyId: number): Promise<ForumSettings> {
  const r = await settingsRow(db, companyId);
  return {
    priceCap: milliToYuan(Number(r.price_cap)),
    houseSharePercent: r.house_share_percent,
    holdNewAccounts: r.hold_new_accounts,
    newAccountDays: r.new_account_days,
    postsPerHourUser: r.posts_per_hour_user,
    postsPerHourIp: r.posts_per_hour_ip,
  };
}

export async function updateSettings(
  pool: pg.Pool,
  op: { actor: string; ip: string; companyId: number },
  v: { priceCap: number; houseSharePercent: number; holdNewAccounts: boolean; newAccountDays: number; postsPerHourUser: number; postsPerHourIp: number },
): Promise<ForumSettings> {
  await withTransaction(pool, async (tx) => {
    const before = await getSettings(tx, op.companyId);
    await tx.query(
      `UPDATE forum_settings SET price_cap = $2, house_share_percent = $3, hold_new_accounts = $4, new_account_days = $5,
              posts_per_hour_user = $6, posts_per_hour_ip = $7, updated_at = now() WHERE company_id = $1`,
      [op.companyId, v.priceCap, v.houseSharePercent, v.holdNewAccounts, v.newAccountDays, v.postsPerHourUser, v.postsPerHourIp],
    );
    await audit(tx, { actor: op.actor, ip: op.ip, action: 'forum.settings.update', targetType: 'forum_settings', targetId: op.companyId, detail: { before, after: v } });
  });
  return getSettings(pool, op.companyId);
}

/* ---------------- posting rules ---------------- */

async function assertNotBanned(db: Q, userId: number) {
  const { rowCount } = await db.query('SELECT 1 FROM forum_bans WHERE user_id = $1', [userId]);
  if (rowCount) throw new AppError(ErrorCode.FORUM_BANNED);
}

/**
 * Counts one post or reply of the member and of the address BEFORE checking the limits (one
 * atomic increment each), so however many arrive at once only the allowed number pass.
 */
async function countPosting(ctx: ForumCtx, s: SettingsRow, userId: number, ip: string) {
  const user = await ctx.counter.hit(`forum-post:u:${userId}`, 3600);
  const addr = await ctx.counter.hit(`forum-post:ip:${ip}`, 3600);
  if (user.count > s.posts_per_hour_user || addr.count > s.posts_per_hour_ip)
    throw new AppError(ErrorCode.FORUM_TOO_FREQUENT, { headers: { 'retry-after': String(Math.max(user.retryAfterSec, addr.retryAfterSec)) } });
}

/** Member text through the chat word filter, then the content sanitiser (rich) or plain text. */
async function cleanText(db: pg.Pool | pg.PoolClient, companyId: number, raw: string, rich: boolean): Promise<string> {
  const filtered = applyWordFilter(raw, await wordFilters(db, companyId));
  if (!rich) return sanitizeText(filtered).trim();
  // Plain line breaks become <br> so a member's text keeps its shape; markup goes through the allow-list.
  const html = /<[a-z][^>]*>/i.test(filtered) ? filtered : filtered.replace(/\r?\n/g, '<br>');
  return sanitizeContent(html).trim();
}

const isEmptyHtml = (html: string) => sanitizeText(html).replace(/\s|&nbsp;/g, '') === '' && !/<img\b/i.test(html);

/* ---------------- posts ---------------- */

export interface CreatePostInput {
  board: ForumBoard;
  gameId?: number | undefined;
  title: string;
  content: string;
  forecast?: { gameId: number; picks: ForecastPicks; price?: number | undefined } | undefined;
}

interface TurnRow {
  turn_num: string;
  status: string;
  close_at: Date;
}

/** The game's period open for forecasts (status open, betting not yet closed). */
async function openTurn(db: Q, gameId: number): Promise<TurnRow | null> {
  const { rows } = await db.query<TurnRow>(
    `SELECT turn_num, status, close_at FROM lottery_turns
      WHERE game_id = $1 AND status = 'open' AND close_at > now() ORDER BY draw_at LIMIT 1 FOR SHARE`,
    [gameId],
  );
  return rows[0] ?? null;
}

export async function nextPeriod(pool: pg.Pool, gameId: number) {
  const t = await withTransaction(pool, (tx) => openTurn(tx, gameId));
  return t ? { gameId, turnNum: t.turn_num, closeAt: t.close_at.getTime() } : null;
}

/**
 * The games the forum takes: enabled lottery games (the lottery's own list and order) that
 * `isForumGame` allows. Read from the tables, so a game an operator disables leaves the forum.
 */
export async function forumGames(db: Q): Promise<ForumGame[]> {
  const { rows } = await db.query<{ game_id: number; game_name: string }>(
    `SELECT l.game_id, g.game_name FROM lottery_games l JOIN games g USING (game_id) WHERE l.enabled ORDER BY g.sort, l.game_id`,
  );
  return rows.filter((r) => isForumGame(r.game_id)).map((r) => ({ gameId: r.game_id, gameName: r.game_name }));
}

export async function createPost(ctx: ForumCtx, user: AuthUser, ip: string, v: CreatePostInput): Promise<{ id: number; status: 'visible' | 'held' }> {
  if (v.forecast && v.board !== 'master') throw badRequest(forumMsg.forecastBoardOnly);
  // Before the posting count: a refused game is no post.
  const gameId = v.forecast?.gameId ?? v.gameId ?? null;
  if (gameId !== null && !(await forumGames(ctx.pool)).some((g) => g.gameId === gameId)) throw badRequest(forumMsg.gameNotAllowed);
  await assertNotBanned(ctx.pool, user.id);
  const s = await settingsRow(ctx.pool, user.companyId);
  await countPosting(ctx, s, user.id, ip);
  const title = await cleanText(ctx.pool, user.companyId, v.title, false);
  const content = await cleanText(ctx.pool, user.companyId, v.content, true);
  if (!title) throw badRequest('请输入标题');
  if (isEmptyHtml(content) && !v.forecast) throw badRequest(forumMsg.emptyContent);
  const price = v.forecast?.price ?? 0;
  if (price > Number(s.price_cap)) throw badRequest(forumMsg.priceCap(String(milliToYuan(Number(s.price_cap)))));

  return withTransaction(ctx.pool, async (tx) => {
    let status: 'visible' | 'held' = 'visible';
    if (s.hold_new_accounts) {
      const { rows } = await tx.query<{ young: boolean; posted: boolean }>(
        `SELECT u.created_at > now() - make_interval(days => $2) AS young,
                EXISTS (SELECT 1 FROM forum_posts p WHERE p.user_id = u.id AND p.status = 'visible') AS posted
           FROM users u WHERE u.id = $1`,
        [user.id, s.new_account_days],
      );
      if (rows[0]?.young && !rows[0].posted) status = 'held';
    }
    let turn: TurnRow | null = null;
    if (v.forecast) {
      turn = await openTurn(tx, v.forecast.gameId);
      if (!turn) throw new AppError(ErrorCode.FORUM_NO_PERIOD);
      const dup = await tx.query('SELECT 1 FROM forum_forecasts WHERE user_id = $1 AND game_id = $2 AND turn_num = $3', [user.id, v.forecast.gameId, turn.turn_num]);
      if (dup.rowCount) throw badRequest('本期您已发布过预测，请修改原帖');
    }
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO forum_posts (company_id, board, game_id, user_id, title, content, status) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [user.companyId, v.board, gameId, user.id, title, content, status],
    );
    const id = Number(rows[0]!.id);
    if (v.forecast && turn)
      await tx.query(`INSERT INTO forum_forecasts (post_id, user_id, game_id, turn_num, picks, price) VALUES ($1, $2, $3, $4, $5, $6)`, [
        id,
        user.id,
        v.forecast.gameId,
        turn.turn_num,
        JSON.stringify(v.forecast.picks),
        price,
      ]);
    if (status === 'visible') await notifyFollowers(tx, id);
    return { id, status };
  });
}

/** New post of a followed author: one message per follower into the `/notifications` inbox. */
async function notifyFollowers(tx: Q, postId: number) {
  const { rows } = await tx.query<{ follower_id: string; account: string; title: string }>(
    `SELECT f.follower_id, u.account, p.title FROM forum_posts p JOIN users u ON u.id = p.user_id
       JOIN forum_follows f ON f.author_id = p.user_id WHERE p.id = $1`,
    [postId],
  );
  for (const r of rows)
    await insertPushMessage(tx, Number(r.follower_id), forumMsg.notifyFollowTitle, forumMsg.notifyFollow(maskAccount(r.account), r.title));
}

interface PostRow {
  id: string;
  board: ForumBoard;
  game_id: number | null;
  user_id: string;
  account: string;
  title: string;
  content: string;
  status: 'visible' | 'held' | 'hidden';
  pinned: boolean;
  featured: boolean;
  locked: boolean;
  like_count: number;
  fav_count: number;
  reply_count: number;
  version: number;
  created_at: Date;
  updated_at: Date;
  last_reply_at: Date;
  is_forecast: boolean;
  result: ForecastResult | null;
  reports?: number;
}

const POST_COLS = `p.id, p.board, p.game_id, p.user_id, u.account, p.title, p.content, p.status, p.pinned, p.featured, p.locked,
  p.like_count, p.fav_count, p.reply_count, p.version, p.created_at, p.updated_at, p.last_reply_at,
  (f.post_id IS NOT NULL) AS is_forecast, f.result`;

const excerptOf = (html: string) => {
  const text = sanitizeText(html.replace(/<br\s*\/?>/gi, ' ')).replace(/\s+/g, ' ').trim();
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

const summaryOf = (r: PostRow): ForumPostSummary => ({
  id: Number(r.id),
  board: r.board,
  gameId: r.game_id,
  title: r.title,
  excerpt: excerptOf(r.content),
  author: { id: Number(r.user_id), nickname: maskAccount(r.account) },
  likes: r.like_count,
  favourites: r.fav_count,
  replies: r.reply_count,
  pinned: r.pinned,
  featured: r.featured,
  locked: r.locked,
  isForecast: r.is_forecast,
  result: r.result,
  createdAt: ms(r.created_at),
  lastReplyAt: ms(r.last_reply_at),
});

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export interface ListQuery {
  page: number;
  rows: number;
  board?: ForumBoard | undefined;
  gameId?: number | undefined;
  sort: 'new' | 'hot';
  keyword?: string | undefined;
  authorId?: number | undefined;
  favourites?: '1' | '0' | undefined;
}

/**
 * Visible posts, pinned first, then newest or hottest. Hot = (likes + 2·replies + 3·favourites
 * + 1) / (age in hours + 2)^1.5. The keyword matches the title or the author's account.
 */
export async function listPosts(pool: pg.Pool, companyId: number, viewer: AuthUser | null, q: ListQuery) {
  const where = [`p.company_id = $1`, `p.status = 'visible'`];
  const params: unknown[] = [companyId];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (q.board) add('p.board = ?', q.board);
  if (q.gameId) add('p.game_id = ?', q.gameId);
  if (q.authorId) add('p.user_id = ?', q.authorId);
  if (q.keyword?.trim()) add(`(p.title ILIKE ? OR u.account ILIKE $${params.length + 1})`, `%${likeEscape(q.keyword.trim())}%`);
  if (q.favourites === '1') {
    if (!viewer) return { data: [], totalCount: 0 };
    add('EXISTS (SELECT 1 FROM forum_favourites fv WHERE fv.post_id = p.id AND fv.user_id = ?)', viewer.id);
  }
  const order =
    q.sort === 'hot'
      ? `p.pinned DESC, (p.like_count + 2 * p.reply_count + 3 * p.fav_count + 1) / power(extract(epoch FROM now() - p.created_at) / 3600 + 2, 1.5) DESC, p.id DESC`
      : 'p.pinned DESC, p.created_at DESC, p.id DESC';
  const from = `FROM forum_posts p JOIN users u ON u.id = p.user_id LEFT JOIN forum_forecasts f ON f.post_id = p.id WHERE ${where.join(' AND ')}`;
  const total = await pool.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  const { rows } = await pool.query<PostRow>(`SELECT ${POST_COLS} ${from} ORDER BY ${order} LIMIT ${q.rows} OFFSET ${(q.page - 1) * q.rows}`, params);
  return { data: rows.map(summaryOf), totalCount: total.rows[0]!.n };
}

async function findPost(db: Q, id: number, lock = ''): Promise<PostRow | null> {
  const { rows } = await db.query<PostRow>(
    `SELECT ${POST_COLS} FROM forum_posts p JOIN users u ON u.id = p.user_id LEFT JOIN forum_forecasts f ON f.post_id = p.id WHERE p.id = $1 ${lock}`,
    [id],
  );
  return rows[0] ?? null;
}

/** A post the viewer may see: visible, or held and their own. Hidden is gone for everyone. */
async function visiblePost(db: Q, id: number, viewer: AuthUser | null): Promise<PostRow> {
  const p = await findPost(db, id);
  if (!p || p.status === 'hidden' || (p.status === 'held' && Number(p.user_id) !== viewer?.id)) throw notFound();
  return p;
}

interface ForecastRow {
  game_id: number;
  game_name: string;
  turn_num: string;
  picks: ForecastPicks;
  price: string;
  result: ForecastResult | null;
  turn_status: string;
  close_at: Date;
  numbers: number[] | null;
  unlock_count: number;
}

/** Outcomes newest first of one author's forecasts in one game and pick type (visible posts). */
async function outcomes(db: Q, userId: number, gameId: number, type: PickType): Promise<PickOutcome[]> {
  const { rows } = await db.query<{ o: PickOutcome }>(
    `SELECT f.result->>$3 AS o FROM forum_forecasts f JOIN forum_posts p ON p.id = f.post_id
       JOIN lottery_turns t ON t.game_id = f.game_id AND t.turn_num = f.turn_num
      WHERE f.user_id = $1 AND f.game_id = $2 AND p.status = 'visible' AND f.result ? $3
      ORDER BY t.draw_at DESC LIMIT 200`,
    [userId, gameId, type],
  );
  return rows.map((r) => r.o);
}

export async function recordOf(db: Q, userId: number, gameId: number, type: PickType): Promise<ForecastRecord> {
  return forecastRecord(await outcomes(db, userId, gameId, type));
}

export async function getPost(pool: pg.Pool, viewer: AuthUser | null, id: number): Promise<ForumPostDetail> {
  const p = await visiblePost(pool, id, viewer);
  const mine = Number(p.user_id) === viewer?.id;
  const flags = viewer
    ? (
        await pool.query<{ liked: boolean; fav: boolean; follows: boolean; unlocked: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM forum_likes WHERE post_id = $1 AND user_id = $2) AS liked,
                  EXISTS (SELECT 1 FROM forum_favourites WHERE post_id = $1 AND user_id = $2) AS fav,
                  EXISTS (SELECT 1 FROM forum_follows WHERE author_id = $3 AND follower_id = $2) AS follows,
                  EXISTS (SELECT 1 FROM forum_unlocks WHERE post_id = $1 AND user_id = $2 AND version = $4 AND refunded_at IS NULL) AS unlocked`,
          [id, viewer.id, p.user_id, p.version],
        )
      ).rows[0]!
    : { liked: false, fav: false, follows: false, unlocked: false };
  let forecast: ForumPostDetail['forecast'] = null;
  if (p.is_forecast) {
    const { rows } = await pool.query<ForecastRow>(
      `SELECT f.game_id, COALESCE(g.game_name, '') AS game_name, f.turn_num, f.picks, f.price, f.result, t.status AS turn_status, t.close_at, t.numbers,
              (SELECT count(*)::int FROM forum_unlocks x WHERE x.post_id = f.post_id AND x.refunded_at IS NULL) AS unlock_count
         FROM forum_forecasts f JOIN lottery_turns t ON t.game_id = f.game_id AND t.turn_num = f.turn_num
         LEFT JOIN games g ON g.game_id = f.game_id WHERE f.post_id = $1`,
      [id],
    );
    const f = rows[0]!;
    const price = Number(f.price);
    const drawn = f.turn_status === 'drawn';
    const open = price === 0 || mine || flags.unlocked || drawn;
    const types = PICK_TYPES.filter((t) => (f.picks[t]?.length ?? 0) > 0);
    forecast = {
      gameId: f.game_id,
      gameName: f.game_name,
      turnNum: f.turn_num,
      closeAt: f.close_at.getTime(),
      picks: open ? f.picks : null,
      locked: !(f.turn_status === 'open' && f.close_at.getTime() > Date.now()),
      price: milliToYuan(price),
      unlocked: flags.unlocked,
      unlockCount: f.unlock_count,
      result: f.result,
      openNum: drawn && f.numbers ? f.numbers.join(',') : '',
      records: await Promise.all(types.map(async (t) => ({ pickType: t, record: await recordOf(pool, Number(p.user_id), f.game_id, t) }))),
    };
  }
  return {
    ...summaryOf(p),
    content: p.content,
    status: p.status,
    liked: flags.liked,
    favourited: flags.fav,
    followingAuthor: flags.follows,
    mine,
    updatedAt: ms(p.updated_at),
    forecast,
  };
}

/**
 * The author's edit. A forecast can change only while its period is open (checked against the
 * period's close time under a share lock, so the close cannot slip in between); a change of a
 * priced forecast refunds every unlock of the replaced version through the ledger.
 */
export async function editPost(
  ctx: ForumCtx,
  user: AuthUser,
  id: number,
  v: { title: string; content: string; picks?: ForecastPicks | undefined },
): Promise<{ refunded: number }> {
  await assertNotBanned(ctx.pool, user.id);
  const title = await cleanText(ctx.pool, user.companyId, v.title, false);
  const content = await cleanText(ctx.pool, user.companyId, v.content, true);
  if (!title) throw badRequest('请输入标题');
  return withTransaction(ctx.pool, async (tx) => {
    const p = await findPost(tx, id, 'FOR UPDATE OF p');
    if (!p || p.status === 'hidden') throw notFound();
    if (Number(p.user_id) !== user.id) throw forbidden(forumMsg.notAuthor);
    if (p.is_forecast) {
      const { rows } = await tx.query<{ open: boolean }>(
        `SELECT (t.status = 'open' AND t.close_at > now()) AS open FROM forum_forecasts f
           JOIN lottery_turns t ON t.game_id = f.game_id AND t.turn_num = f.turn_num WHERE f.post_id = $1 FOR SHARE OF t`,
        [id],
      );
      if (!rows[0]?.open) throw new AppError(ErrorCode.FORUM_CLOSED);
      if (v.picks) await tx.query('UPDATE forum_forecasts SET picks = $2 WHERE post_id = $1', [id, JSON.stringify(v.picks)]);
    } else if (isEmptyHtml(content)) throw badRequest(forumMsg.emptyContent);
    await tx.query('UPDATE forum_posts SET title = $2, content = $3, version = version + 1, updated_at = now() WHERE id = $1', [id, title, content]);
    const refunded = await refundUnlocks(tx, id, p.version, p.title);
    return { refunded };
  });
}

/**
 * Refunds every unlock of one version. An unlock still held by the forum (its draw is not final,
 * so the author has not been paid) goes back to the member in full. An unlock credited to the
 * author when it was bought (the rule before the hold) returns only the house's share and what
 * can be taken back from the author: refunding more would pay out money that no wallet gave up.
 */
async function refundUnlocks(tx: pg.PoolClient, postId: number, version: number, title: string): Promise<number> {
  const { rows } = await tx.query<{ id: string; user_id: string; author_id: string; price: string; author_share: string; released: boolean }>(
    `SELECT id, user_id, author_id, price, author_share, released_at IS NOT NULL AS released FROM forum_unlocks
      WHERE post_id = $1 AND version = $2 AND refunded_at IS NULL ORDER BY id FOR UPDATE`,
    [postId, version],
  );
  for (const u of rows) {
    const price = Number(u.price);
    const share = Number(u.author_share);
    let take = 0;
    let refund = price;
    if (u.released && share > 0) {
      const w = await tx.query<{ money: string }>('SELECT money FROM wallets WHERE user_id = $1 FOR UPDATE', [u.author_id]);
      take = Math.min(share, Number(w.rows[0]?.money ?? 0));
      if (take > 0)
        await postLedger(tx, {
          userId: Number(u.author_id),
          account: 'money',
          billType: Bill.forumIncomeReversal,
          amount: -take,
          reference: `forum-reverse:${u.id}`,
          remark: forumMsg.refundRemark(title),
        });
      refund = price - share + take;
      if (take < share)
        await audit(tx, { actor: 'system:forum', action: 'forum.unlock.reverse.shortfall', targetType: 'forum_unlock', targetId: u.id, detail: { owed: share - take } });
    }
    if (refund > 0)
      await postCredit(tx, {
        userId: Number(u.user_id),
        account: 'money',
        billType: Bill.forumUnlockRefund,
        amount: refund,
        reference: `forum-refund:${u.id}`,
        remark: forumMsg.refundRemark(title),
      });
    await tx.query('UPDATE forum_unlocks SET refunded_at = now(), reversed = $2, refunded = $3 WHERE id = $1', [u.id, take, refund]);
  }
  return rows.length;
}

/* ---------------- unlock ---------------- */

/**
 * Pays for a priced forecast once: the member's debit and the unlock row, which records the
 * author's share and the house's. The forum holds the price until the forecast's draw is final
 * (`releaseHeld` then pays the author), so an edit before then can refund the member from the
 * hold. The unique (post, member, version) row is inserted first, so of 20 concurrent calls one
 * charges and the rest see it and charge nothing.
 */
export async function unlock(pool: pg.Pool, user: AuthUser, postId: number): Promise<{ unlocked: boolean; charged: number }> {
  return withTransaction(pool, async (tx) => {
    // A share lock on the post: an edit (FOR UPDATE) waits, so the version paid for is current.
    const p = await findPost(tx, postId, 'FOR SHARE OF p');
    if (!p || p.status !== 'visible' || !p.is_forecast) throw notFound();
    if (Number(p.user_id) === user.id) throw badRequest(forumMsg.unlockOwn);
    const { rows } = await tx.query<{ price: string; drawn: boolean }>(
      `SELECT f.price, t.status = 'drawn' AS drawn FROM forum_forecasts f JOIN lottery_turns t ON t.game_id = f.game_id AND t.turn_num = f.turn_num WHERE f.post_id = $1`,
      [postId],
    );
    const price = Number(rows[0]!.price);
    if (price === 0) throw badRequest(forumMsg.unlockFree);
    // Once drawn the picks are public: nothing left to sell.
    if (rows[0]!.drawn) return { unlocked: true, charged: 0 };
    const s = await settingsRow(tx, user.companyId);
    const split = unlockSplit(price, s.house_share_percent);
    const ins = await tx.query<{ id: string }>(
      `INSERT INTO forum_unlocks (post_id, user_id, author_id, version, price, author_share, house_share)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (post_id, user_id, version) DO NOTHING RETURNING id`,
      [postId, user.id, p.user_id, p.version, price, split.author, split.house],
    );
    const row = ins.rows[0];
    if (!row) return { unlocked: true, charged: 0 };
    await postDebits(tx, user.id, 'money', [{ billType: Bill.forumUnlock, amount: price, reference: `forum-unlock:${row.id}`, remark: `解锁「${p.title}」` }]);
    return { unlocked: true, charged: milliToYuan(price) };
  });
}

/* ---------------- replies ---------------- */

interface ReplyRow {
  id: string;
  user_id: string;
  account: string;
  content: string;
  created_at: Date;
  q_id: string | null;
  q_account: string | null;
  q_content: string | null;
  q_status: string | null;
}

export async function listReplies(pool: pg.Pool, viewer: AuthUser | null, postId: number, page: number, rows: number) {
  await visiblePost(pool, postId, viewer);
  const total = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM forum_replies WHERE post_id = $1 AND status = 'visible'`, [postId]);
  const { rows: list } = await pool.query<ReplyRow>(
    `SELECT r.id, r.user_id, u.account, r.content, r.created_at, q.id AS q_id, qu.account AS q_account, q.content AS q_content, q.status AS q_status
       FROM forum_replies r JOIN users u ON u.id = r.user_id
       LEFT JOIN forum_replies q ON q.id = r.quote_reply_id LEFT JOIN users qu ON qu.id = q.user_id
      WHERE r.post_id = $1 AND r.status = 'visible' ORDER BY r.id LIMIT ${rows} OFFSET ${(page - 1) * rows}`,
    [postId],
  );
  const data: ForumReply[] = list.map((r) => ({
    id: Number(r.id),
    author: { id: Number(r.user_id), nickname: maskAccount(r.account) },
    content: r.content,
    quote: r.q_id
      ? { id: Number(r.q_id), author: maskAccount(r.q_account ?? ''), content: r.q_status === 'visible' ? excerptOf(r.q_content ?? '') : '该回复已被删除' }
      : null,
    createdAt: ms(r.created_at),
  }));
  return { data, totalCount: total.rows[0]!.n };
}

export async function createReply(ctx: ForumCtx, user: AuthUser, ip: string, postId: number, v: { content: string; quoteReplyId?: number | undefined }) {
  await assertNotBanned(ctx.pool, user.id);
  const s = await settingsRow(ctx.pool, user.companyId);
  await countPosting(ctx, s, user.id, ip);
  const content = await cleanText(ctx.pool, user.companyId, v.content, true);
  if (isEmptyHtml(content)) throw badRequest(forumMsg.emptyContent);
  return withTransaction(ctx.pool, async (tx) => {
    const p = await findPost(tx, postId, 'FOR UPDATE OF p');
    if (!p || p.status !== 'visible') throw notFound();
    if (p.locked) throw new AppError(ErrorCode.FORUM_LOCKED);
    if (v.quoteReplyId) {
      const q = await tx.query(`SELECT 1 FROM forum_replies WHERE id = $1 AND post_id = $2 AND status = 'visible'`, [v.quoteReplyId, postId]);
      if (!q.rowCount) throw badRequest(forumMsg.replyNotFound);
    }
    const { rows } = await tx.query<{ id: string }>(
      'INSERT INTO forum_replies (post_id, user_id, content, quote_reply_id) VALUES ($1, $2, $3, $4) RETURNING id',
      [postId, user.id, content, v.quoteReplyId ?? null],
    );
    await tx.query('UPDATE forum_posts SET reply_count = reply_count + 1, last_reply_at = now() WHERE id = $1', [postId]);
    if (Number(p.user_id) !== user.id)
      await insertPushMessage(tx, Number(p.user_id), forumMsg.notifyReplyTitle, forumMsg.notifyReply(maskAccount(user.account), p.title));
    return { id: Number(rows[0]!.id) };
  });
}

/* ---------------- likes, favourites, follows, reports ---------------- */

/** Idempotent set-state (like the template toggle): `on` says what the member wants. */
async function setState(pool: pg.Pool, table: 'forum_likes' | 'forum_favourites', column: 'like_count' | 'fav_count', user: AuthUser, postId: number, on: boolean) {
  return withTransaction(pool, async (tx) => {
    const p = await findPost(tx, postId, 'FOR UPDATE OF p');
    if (!p || p.status !== 'visible') throw notFound();
    const changed = on
      ? await tx.query(`INSERT INTO ${table} (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [postId, user.id])
      : await tx.query(`DELETE FROM ${table} WHERE post_id = $1 AND user_id = $2`, [postId, user.id]);
    const delta = (changed.rowCount ?? 0) * (on ? 1 : -1);
    const { rows } = await tx.query<{ n: number }>(`UPDATE forum_posts SET ${column} = ${column} + $2 WHERE id = $1 RETURNING ${column} AS n`, [postId, delta]);
    return { on, count: rows[0]!.n };
  });
}

export const setLike = (pool: pg.Pool, user: AuthUser, postId: number, on: boolean) => setState(pool, 'forum_likes', 'like_count', user, postId, on);
export const setFavourite = (pool: pg.Pool, user: AuthUser, postId: number, on: boolean) => setState(pool, 'forum_favourites', 'fav_count', user, postId, on);

export async function setFollow(pool: pg.Pool, user: AuthUser, authorId: number, on: boolean) {
  if (authorId === user.id) throw badRequest(forumMsg.followSelf);
  const a = await pool.query('SELECT 1 FROM users WHERE id = $1 AND company_id = $2', [authorId, user.companyId]);
  if (!a.rowCount) throw new AppError(ErrorCode.USER_NOT_FOUND);
  if (on) await pool.query('INSERT INTO forum_follows (follower_id, author_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [user.id, authorId]);
  else await pool.query('DELETE FROM forum_follows WHERE follower_id = $1 AND author_id = $2', [user.id, authorId]);
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM forum_follows WHERE author_id = $1', [authorId]);
  return { on, count: rows[0]!.n };
}

export async function report(pool: pg.Pool, user: AuthUser, postId: number, v: { reason: string; replyId?: number | undefined }) {
  await visiblePost(pool, postId, user);
  if (v.replyId) {
    const r = await pool.query('SELECT 1 FROM forum_replies WHERE id = $1 AND post_id = $2', [v.replyId, postId]);
    if (!r.rowCount) throw badRequest(forumMsg.replyNotFound);
  }
  await pool.query('INSERT INTO forum_reports (post_id, reply_id, user_id, reason) VALUES ($1, $2, $3, $4)', [postId, v.replyId ?? null, user.id, sanitizeText(v.reason)]);
}

/* ---------------- authors and leaderboard ---------------- */

export async function authorProfile(pool: pg.Pool, viewer: AuthUser | null, authorId: number, companyId: number): Promise<ForumAuthorProfile> {
  const { rows } = await pool.query<{ account: string; posts: number; followers: number; following: boolean }>(
    `SELECT u.account,
            (SELECT count(*)::int FROM forum_posts p WHERE p.user_id = u.id AND p.status = 'visible') AS posts,
            (SELECT count(*)::int FROM forum_follows f WHERE f.author_id = u.id) AS followers,
            EXISTS (SELECT 1 FROM forum_follows f WHERE f.author_id = u.id AND f.follower_id = $3) AS following
       FROM users u WHERE u.id = $1 AND u.company_id = $2`,
    [authorId, companyId, viewer?.id ?? 0],
  );
  const a = rows[0];
  if (!a) throw new AppError(ErrorCode.USER_NOT_FOUND);
  const { rows: pairs } = await pool.query<{ game_id: number; game_name: string; t: PickType }>(
    `SELECT DISTINCT f.game_id, COALESCE(g.game_name, '') AS game_name, k.t
       FROM forum_forecasts f JOIN forum_posts p ON p.id = f.post_id LEFT JOIN games g ON g.game_id = f.game_id
       CROSS JOIN LATERAL jsonb_object_keys(f.result) AS k(t)
      WHERE f.user_id = $1 AND p.status = 'visible' AND f.result IS NOT NULL ORDER BY f.game_id, k.t`,
    [authorId],
  );
  const records = [];
  for (const r of pairs) records.push({ gameId: r.game_id, gameName: r.game_name, pickType: r.t, record: await recordOf(pool, authorId, r.game_id, r.t) });
  let earnings: ForumAuthorProfile['earnings'] = null;
  if (viewer?.id === authorId) {
    const e = await pool.query<{ total: string; pending: string; n: number }>(
      `SELECT COALESCE(sum(author_share - reversed) FILTER (WHERE released_at IS NOT NULL), 0)::bigint AS total,
              COALESCE(sum(author_share) FILTER (WHERE released_at IS NULL AND refunded_at IS NULL), 0)::bigint AS pending,
              count(*) FILTER (WHERE refunded_at IS NULL)::int AS n
         FROM forum_unlocks WHERE author_id = $1`,
      [authorId],
    );
    const row = e.rows[0]!;
    earnings = { total: milliToYuan(Number(row.total)), pending: milliToYuan(Number(row.pending)), unlocks: row.n };
  }
  return { author: { id: authorId, nickname: maskAccount(a.account) }, posts: a.posts, followers: a.followers, following: a.following, records, earnings };
}

/** 高手榜: authors of a game ranked by hits over the last 30 periods of one pick type. */
export async function leaderboard(pool: pg.Pool, companyId: number, gameId: number, type: PickType): Promise<ForumLeaderboardRow[]> {
  const { rows } = await pool.query<{ user_id: string; account: string; o: PickOutcome[] }>(
    `SELECT f.user_id, u.account, array_agg(f.result->>$3 ORDER BY t.draw_at DESC) AS o
       FROM forum_forecasts f JOIN forum_posts p ON p.id = f.post_id JOIN users u ON u.id = f.user_id
       JOIN lottery_turns t ON t.game_id = f.game_id AND t.turn_num = f.turn_num
      WHERE f.game_id = $2 AND p.company_id = $1 AND p.status = 'visible' AND f.result ? $3
      GROUP BY f.user_id, u.account`,
    [companyId, gameId, type],
  );
  return rows
    .map((r) => ({ author: { id: Number(r.user_id), nickname: maskAccount(r.account) }, record: forecastRecord(r.o.slice(0, 200)) }))
    .filter((r) => r.record.periods > 0)
    .sort((a, b) => b.record.hits30 - a.record.hits30 || b.record.hits10 - a.record.hits10 || b.record.longestStreak - a.record.longestStreak || a.author.id - b.author.id)
    .slice(0, 50)
    .map((r, i) => ({ rank: i + 1, ...r }));
}

/* ---------------- scoring ---------------- */

/**
 * Scores every forecast whose period has its FINAL result (status `drawn`; a draw still
 * revealing balls is provisional and never scored). A result corrected later has other
 * numbers than the ones scored, so it is scored again. Safe to run from several processes.
 */
export async function scoreDue(pool: pg.Pool, limit = 500): Promise<number> {
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ post_id: string; picks: ForecastPicks; numbers: number[]; draw_at: Date; year_tables: unknown }>(
      `SELECT f.post_id, f.picks, t.numbers, t.draw_at, t.year_tables
         FROM forum_forecasts f JOIN lottery_turns t ON t.game_id = f.game_id AND t.turn_num = f.turn_num
        WHERE t.status = 'drawn' AND f.scored_numbers IS DISTINCT FROM t.numbers
        ORDER BY f.post_id LIMIT $1 FOR UPDATE OF f SKIP LOCKED`,
      [limit],
    );
    for (const r of rows) {
      const frozen = yearTablesSchema.safeParse(r.year_tables);
      const tables = frozen.success ? frozen.data : tablesForDrawDate(r.draw_at);
      const result = scoreForecast(r.picks, r.numbers, tables);
      await tx.query('UPDATE forum_forecasts SET result = $2, scored_numbers = $3, scored_at = now() WHERE post_id = $1', [r.post_id, JSON.stringify(result), r.numbers]);
    }
    await releaseHeld(tx, limit);
    return rows.length;
  });
}

/**
 * Pays authors the income held for unlocks of forecasts that have been scored (their draw is
 * final, so no edit can refund them any more). It looks at every scored forecast, not only the
 * ones scored in this pass: an unlock that committed while its draw was being scored is paid on
 * the next pass. Once per unlock: the row is locked, marked released, and the reference is unique.
 */
async function releaseHeld(tx: pg.PoolClient, limit: number): Promise<void> {
  const { rows } = await tx.query<{ id: string; author_id: string; author_share: string; title: string }>(
    `SELECT u.id, u.author_id, u.author_share, p.title
       FROM forum_unlocks u JOIN forum_forecasts f ON f.post_id = u.post_id JOIN forum_posts p ON p.id = u.post_id
      WHERE u.released_at IS NULL AND u.refunded_at IS NULL AND f.scored_at IS NOT NULL
      ORDER BY u.id LIMIT $1 FOR UPDATE OF u SKIP LOCKED`,
    [limit],
  );
  for (const u of rows) {
    const share = Number(u.author_share);
    if (share > 0)
      await postCredit(tx, {
        userId: Number(u.author_id),
        account: 'money',
        billType: Bill.forumUnlockIncome,
        amount: share,
        reference: `forum-income:${u.id}`,
        remark: forumMsg.incomeRemark(u.title),
      });
    await tx.query('UPDATE forum_unlocks SET released_at = now() WHERE id = $1', [u.id]);
  }
}

/* ---------------- moderation ---------------- */

export interface Operator {
  actor: string;
  ip: string;
  companyId: number;
}

export async function adminListPosts(pool: pg.Pool, companyId: number, q: { page: number; rows: number; status?: string | undefined; keyword?: string | undefined }) {
  const where = ['p.company_id = $1'];
  const params: unknown[] = [companyId];
  if (q.status) {
    params.push(q.status);
    where.push(`p.status = $${params.length}`);
  }
  if (q.keyword?.trim()) {
    params.push(`%${likeEscape(q.keyword.trim())}%`);
    where.push(`(p.title ILIKE $${params.length} OR u.account ILIKE $${params.length})`);
  }
  const from = `FROM forum_posts p JOIN users u ON u.id = p.user_id LEFT JOIN forum_forecasts f ON f.post_id = p.id WHERE ${where.join(' AND ')}`;
  const total = await pool.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  const { rows } = await pool.query<PostRow>(
    `SELECT ${POST_COLS}, (SELECT count(*)::int FROM forum_reports r WHERE r.post_id = p.id AND r.status = 'open') AS reports
       ${from} ORDER BY p.id DESC LIMIT ${q.rows} OFFSET ${(q.page - 1) * q.rows}`,
    params,
  );
  return { data: rows.map((r) => ({ ...summaryOf(r), status: r.status, reports: r.reports ?? 0 })), totalCount: total.rows[0]!.n };
}

type PostFlag = 'pinned' | 'featured' | 'locked';

export async function setPostFlag(pool: pg.Pool, op: Operator, id: number, flag: PostFlag, on: boolean) {
  await withTransaction(pool, async (tx) => {
    const { rowCount } = await tx.query(`UPDATE forum_posts SET ${flag} = $2 WHERE id = $1 AND company_id = $3`, [id, on, op.companyId]);
    if (!rowCount) throw notFound();
    await audit(tx, { actor: op.actor, ip: op.ip, action: `forum.post.${flag}`, targetType: 'forum_post', targetId: id, detail: { on } });
  });
}

/** Hide: the post is gone for everyone (lists, detail, replies, records); un-hide shows it again. */
export async function hidePost(pool: pg.Pool, op: Operator, id: number, on: boolean) {
  await withTransaction(pool, async (tx) => {
    const { rowCount } = await tx.query(`UPDATE forum_posts SET status = $2 WHERE id = $1 AND company_id = $3`, [id, on ? 'hidden' : 'visible', op.companyId]);
    if (!rowCount) throw notFound();
    await audit(tx, { actor: op.actor, ip: op.ip, action: 'forum.post.hide', targetType: 'forum_post', targetId: id, detail: { on } });
  });
}

/** Releases a post held for review (a new account's first post); followers hear of it now. */
export async function approvePost(pool: pg.Pool, op: Operator, id: number) {
  await withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM forum_posts WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, op.companyId]);
    if (!rows[0]) throw notFound();
    if (rows[0].status === 'hidden') throw badRequest('该帖已隐藏，请先取消隐藏');
    if (rows[0].status === 'held') {
      await tx.query(`UPDATE forum_posts SET status = 'visible' WHERE id = $1`, [id]);
      await notifyFollowers(tx, id);
    }
    await audit(tx, { actor: op.actor, ip: op.ip, action: 'forum.post.approve', targetType: 'forum_post', targetId: id, detail: { before: rows[0].status } });
  });
}

export async function hideReply(pool: pg.Pool, op: Operator, id: number, on: boolean) {
  await withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ post_id: string; status: string }>(
      `SELECT r.post_id, r.status FROM forum_replies r JOIN forum_posts p ON p.id = r.post_id WHERE r.id = $1 AND p.company_id = $2 FOR UPDATE OF r`,
      [id, op.companyId],
    );
    const r = rows[0];
    if (!r) throw new AppError(ErrorCode.FORUM_NOT_FOUND, { message: forumMsg.replyNotFound });
    const next = on ? 'hidden' : 'visible';
    if (r.status !== next) {
      await tx.query('UPDATE forum_replies SET status = $2 WHERE id = $1', [id, next]);
      await tx.query('UPDATE forum_posts SET reply_count = reply_count + $2 WHERE id = $1', [r.post_id, on ? -1 : 1]);
    }
    await audit(tx, { actor: op.actor, ip: op.ip, action: 'forum.reply.hide', targetType: 'forum_reply', targetId: id, detail: { on } });
  });
}

export async function banAuthor(pool: pg.Pool, op: Operator, userId: number, on: boolean, reason = '') {
  await withTransaction(pool, async (tx) => {
    const u = await tx.query('SELECT 1 FROM users WHERE id = $1 AND company_id = $2', [userId, op.companyId]);
    if (!u.rowCount) throw new AppError(ErrorCode.USER_NOT_FOUND);
    if (on)
      await tx.query(
        'INSERT INTO forum_bans (user_id, reason, banned_by) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO UPDATE SET reason = EXCLUDED.reason, banned_by = EXCLUDED.banned_by',
        [userId, reason, op.actor],
      );
    else await tx.query('DELETE FROM forum_bans WHERE user_id = $1', [userId]);
    await audit(tx, { actor: op.actor, ip: op.ip, action: 'forum.user.ban', targetType: 'user', targetId: userId, detail: { on, reason } });
  });
}

export async function listReports(pool: pg.Pool, companyId: number, q: { page: number; rows: number; status?: 'open' | 'resolved' | undefined }) {
  const params: unknown[] = [companyId];
  let filter = '';
  if (q.status) {
    params.push(q.status);
    filter = ` AND r.status = $2`;
  }
  const from = `FROM forum_reports r JOIN forum_posts p ON p.id = r.post_id JOIN users u ON u.id = r.user_id WHERE p.company_id = $1${filter}`;
  const total = await pool.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  const { rows } = await pool.query<{ id: string; post_id: string; reply_id: string | null; title: string; account: string; reason: string; status: 'open' | 'resolved'; created_at: Date }>(
    `SELECT r.id, r.post_id, r.reply_id, p.title, u.account, r.reason, r.status, r.created_at ${from} ORDER BY r.id DESC LIMIT ${q.rows} OFFSET ${(q.page - 1) * q.rows}`,
    params,
  );
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      postId: Number(r.post_id),
      replyId: r.reply_id ? Number(r.reply_id) : null,
      title: r.title,
      reporter: r.account,
      reason: r.reason,
      status: r.status,
      createdAt: ms(r.created_at),
    })),
    totalCount: total.rows[0]!.n,
  };
}

export async function resolveReport(pool: pg.Pool, op: Operator, id: number, note = '') {
  await withTransaction(pool, async (tx) => {
    const { rowCount } = await tx.query(
      `UPDATE forum_reports r SET status = 'resolved', handled_by = $2, note = $3, handled_at = now()
         FROM forum_posts p WHERE r.id = $1 AND p.id = r.post_id AND p.company_id = $4`,
      [id, op.actor, note, op.companyId],
    );
    if (!rowCount) throw new AppError(ErrorCode.NOT_FOUND, { message: '举报不存在' });
    await audit(tx, { actor: op.actor, ip: op.ip, action: 'forum.report.resolve', targetType: 'forum_report', targetId: id, detail: { note } });
  });
}

