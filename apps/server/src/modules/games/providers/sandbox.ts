import { z } from 'zod';
import { ErrorCode, LAUNCH_TTL_SEC, SANDBOX_LIVE_CODE } from '@sixmark/shared';
import { AppError } from '../../../lib/errors';
import { signLaunchToken } from '../launch-token';
import { settledRecords, settledRecordsByIds } from './sandbox-dt';
import type { GameProvider } from './types';

const betId = z.union([z.string().regex(/^\d{1,18}$/), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)]).transform(String);
const callbackSchema = z.object({ betIds: z.array(betId).min(1).max(500) });

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
    // The push names settled bet ids only; amounts are read from the table, so a forged or
    // repeated push can only deliver real records, which are stored once each.
    async callback(db, body) {
      const parsed = callbackSchema.safeParse(body);
      if (!parsed.success) throw new AppError(ErrorCode.BAD_REQUEST, { message: '回调内容不正确' });
      return settledRecordsByIds(db, parsed.data.betIds);
    },
  };
}
