import type pg from 'pg';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

/*
 * Award notices (table chat_award_notices; its name is older than its owner): big wins the
 * bets module stored for the chat sockets to show, kept for the popup window and the operators.
 */

export interface AwardNoticeRow {
  id: string;
  company_id: number;
  nickname: string;
  user_name: string;
  game_name: string;
  game_id: number;
  reward: string;
  created_at: Date;
}

/** A stored notice's fields as the socket frame and the operators' list name them. */
export const awardNoticeOf = (r: AwardNoticeRow) => ({
  id: Number(r.id),
  nickname: r.nickname,
  userName: r.user_name,
  gameName: r.game_name,
  gameId: r.game_id,
  reward: Number(r.reward),
});

/** Stores a notice under its id; false when another process (or a repeat) stored it first. */
export async function insertAwardNotice(
  db: Q,
  n: {
    id: number;
    companyId: number;
    nickname: string;
    userName: string;
    gameName: string;
    gameId: number;
    reward: number;
  },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO chat_award_notices (id, company_id, nickname, user_name, game_name, game_id, reward)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
    [n.id, n.companyId, n.nickname, n.userName, n.gameName, n.gameId, n.reward],
  );
  return (rowCount ?? 0) > 0;
}

/** A company's notices of the last `seconds` (oldest first), with the seconds each has left. */
export async function recentAwardNotices(
  db: Q,
  companyId: number,
  seconds: number,
): Promise<(AwardNoticeRow & { left_ms: number })[]> {
  const { rows } = await db.query<AwardNoticeRow & { left_ms: number }>({
    name: 'bets.recentAwardNotices',
    text: `SELECT *, (EXTRACT(EPOCH FROM (created_at + make_interval(secs => $2) - now())) * 1000)::int AS left_ms
             FROM chat_award_notices
            WHERE company_id = $1 AND created_at > now() - make_interval(secs => $2)
            ORDER BY created_at, id LIMIT 50`,
    values: [companyId, seconds],
  });
  return rows;
}

export async function listAwardNotices(
  db: Q,
  companyId: number,
  page: number,
  rows: number,
): Promise<{ items: AwardNoticeRow[]; total: number }> {
  const [list, count] = await Promise.all([
    db.query<AwardNoticeRow>(
      `SELECT * FROM chat_award_notices WHERE company_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [companyId, rows, (page - 1) * rows],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_award_notices WHERE company_id = $1`, [
      companyId,
    ]),
  ]);
  return { items: list.rows, total: count.rows[0]!.n };
}
