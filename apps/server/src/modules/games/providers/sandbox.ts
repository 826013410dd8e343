import { LAUNCH_TTL_SEC, SANDBOX_LIVE_CODE } from '@sixmark/shared';
import { signLaunchToken } from '../launch-token';
import { settledRecords } from './sandbox-dt';
import type { GameProvider } from './types';

/** Web page of the sandbox 龙虎 table (built by the web app). */
export const SANDBOX_DT_PAGE = '/sandbox/dragon-tiger';

/**
 * The sandbox provider: a real 龙虎 table run by this server on play money. Its member balance
 * *is* our game balance (`wallets.live_money`): bets are debited from it and winnings credited to
 * it by the table itself, so the provider's half of a transfer has nothing more to move.
 */
export function sandboxProvider(launchSecret: string): GameProvider {
  return {
    liveCode: SANDBOX_LIVE_CODE,
    async launch({ user, game, now }) {
      const expiresAt = now + LAUNCH_TTL_SEC * 1000;
      const t = signLaunchToken(launchSecret, { userId: user.id, gameId: game.gameId, expiresAt });
      return { url: `${SANDBOX_DT_PAGE}?t=${encodeURIComponent(t)}`, expiresAt: new Date(expiresAt) };
    },
    // The shared balance already moved with our ledger rows (see above).
    async transferIn() {},
    async transferOut() {},
    async balance(db, userId) {
      const { rows } = await db.query<{ live_money: string }>('SELECT live_money FROM wallets WHERE user_id = $1', [userId]);
      return Number(rows[0]?.live_money ?? 0);
    },
    pullBetRecords: (db, since, until) => settledRecords(db, since, until),
  };
}
