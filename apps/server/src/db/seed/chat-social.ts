import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../lib/password';
import { withTransaction } from '../../lib/tx';
import { createWallet } from '../../modules/wallet';

/**
 * The demo customer-service staff account (README lists it): a member of chat level 2 that
 * answers /services conversations. Operators answer in its name from the operator API; the
 * account can also log in and answer from the app. Demo data only; idempotent.
 */
export const DEMO_CS_STAFF = { account: 'kefu01', password: 'Kefu12345', nickname: '在线客服', avatarId: 8 } as const;

export async function seedChatSocial(app: FastifyInstance): Promise<void> {
  const { pool, config } = app;
  const companyId = await app.companyId();
  const exists = await pool.query('SELECT 1 FROM users WHERE company_id = $1 AND account = $2', [companyId, DEMO_CS_STAFF.account]);
  if (exists.rowCount) return;
  const hash = await hashPassword(DEMO_CS_STAFF.password, config.scryptLogN);
  await withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO users (company_id, account, password_hash, type, full_name, chat_level, avatar_id)
       VALUES ($1, $2, $3, 'NORMAL', $4, 2, $5) RETURNING id`,
      [companyId, DEMO_CS_STAFF.account, hash, DEMO_CS_STAFF.nickname, DEMO_CS_STAFF.avatarId],
    );
    const userId = rows[0]!.id;
    await createWallet(tx, userId);
    await tx.query(
      `INSERT INTO chat_cs_staff (user_id, company_id, nickname, avatar_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [userId, companyId, DEMO_CS_STAFF.nickname, DEMO_CS_STAFF.avatarId],
    );
  });
}
