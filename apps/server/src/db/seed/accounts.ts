import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../lib/password';
import { withTransaction } from '../../lib/tx';
import { createWallet } from '../../modules/wallet';

/** Members under agent01 (promotion code AAGENT01) so the agent pages have a team. */
export const DEMO_DOWNLINE = ['team001', 'team002', 'team003'] as const;
export const DEMO_DOWNLINE_PASSWORD = 'Team12345';
export const DEMO_FUND_PASSWORD = '1234';

const MESSAGES: [string, string, boolean][] = [
  ['欢迎加入六合宝典', '恭喜您注册成功！祝您游戏愉快，理性购彩，量力而行。', true],
  ['资金安全提醒', '请妥善保管您的登录密码与资金密码，客服不会向您索取任何密码。', false],
  ['开奖提醒', '澳门六合彩每晚21:30开奖，记得准时观看开奖直播。', false],
];

/**
 * Demo data of the accounts module: demo01's bank card, fund password (1234) and messages,
 * and a downline of three members under agent01. Each step checks before it inserts.
 */
export async function seedAccounts(app: FastifyInstance): Promise<void> {
  const { pool, config } = app;
  const companyId = await app.companyId();
  const idOf = async (account: string) =>
    (
      await pool.query<{ id: number }>('SELECT id FROM users WHERE company_id = $1 AND account = $2', [companyId, account])
    ).rows[0]?.id;

  const demo = await idOf('demo01');
  if (demo !== undefined) {
    const fund = await pool.query('SELECT 1 FROM users WHERE id = $1 AND fund_pwd_hash IS NULL', [demo]);
    if (fund.rowCount) {
      await pool.query('UPDATE users SET fund_pwd_hash = $2 WHERE id = $1', [
        demo,
        await hashPassword(DEMO_FUND_PASSWORD, config.scryptLogN),
      ]);
    }
    const banks = await pool.query('SELECT 1 FROM user_banks WHERE user_id = $1 LIMIT 1', [demo]);
    if (!banks.rowCount) {
      await pool.query(
        `INSERT INTO user_banks (user_id, bank_name, bank_branch, card_no, holder_name, is_default)
         VALUES ($1, '中国工商银行', '北京市朝阳支行', '6222021234567890123', '张三', true)`,
        [demo],
      );
    }
  }

  for (const account of ['demo01', 'agent01', 'member02']) {
    const id = await idOf(account);
    if (id === undefined) continue;
    const has = await pool.query('SELECT 1 FROM push_messages WHERE user_id = $1 LIMIT 1', [id]);
    if (has.rowCount) continue;
    for (const [title, content, read] of MESSAGES) {
      await pool.query('INSERT INTO push_messages (user_id, title, content, is_read) VALUES ($1, $2, $3, $4)', [
        id,
        title,
        content,
        read,
      ]);
    }
  }

  const agent = await idOf('agent01');
  if (agent === undefined) return;
  for (const account of DEMO_DOWNLINE) {
    if ((await idOf(account)) !== undefined) continue;
    const hash = await hashPassword(DEMO_DOWNLINE_PASSWORD, config.scryptLogN);
    await withTransaction(pool, async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO users (company_id, account, password_hash, parent_id) VALUES ($1, $2, $3, $4) RETURNING id`,
        [companyId, account, hash, agent],
      );
      await createWallet(tx, rows[0]!.id);
    });
  }
}
