import { BONUS_CATEGORIES, type BonusCategory } from '@sixmark/shared';
import type { TurnoverSource } from '../bonus';

/** Categories a provider game can carry that earn betting bonus (lottery bets are the bets module's). */
const GAME_CATEGORIES = BONUS_CATEGORIES.filter((c) => c !== 'lottery');

/**
 * Provider games' valid turnover for the betting bonus: the stored provider records (each once by
 * provider record id), by the category of the catalogue game they were played on.
 */
export const gameTurnover: TurnoverSource = {
  name: 'games',
  totals: async (db, userId) => {
    const { rows } = await db.query<{ category: BonusCategory; v: string }>(
      `SELECT g.category, SUM(r.valid_bet)::text AS v
         FROM game_bet_records r
         JOIN LATERAL (SELECT category FROM games WHERE live_code = r.live_code AND game_code = r.game_code
                        ORDER BY game_id LIMIT 1) g ON true
        WHERE r.user_id = $1 AND g.category = ANY($2::text[])
        GROUP BY g.category`,
      [userId, GAME_CATEGORIES],
    );
    return Object.fromEntries(rows.map((r) => [r.category, Number(r.v)]));
  },
  activeSince: async (db, companyId, since) => {
    const { rows } = await db.query<{ user_id: string }>(
      `SELECT DISTINCT r.user_id FROM game_bet_records r JOIN users u ON u.id = r.user_id
        WHERE u.company_id = $1 AND r.valid_bet > 0 AND r.settle_time >= $2`,
      [companyId, since],
    );
    return rows.map((r) => Number(r.user_id));
  },
};
