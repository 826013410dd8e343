import type { FastifyInstance } from 'fastify';
import { Bill } from '@sixmark/shared';
import { yuanToMilli } from '@sixmark/shared/domain/money';
import { withTransaction } from '../../lib/tx';
import { addTurnoverRequirement, postLedger, recordValidBet } from '../../modules/wallet';

/**
 * Recharge channels (all play money: the sandbox provider and demo accounts move no real
 * funds) and some past recharges and a withdrawal for demo01, so the history pages have data.
 */
export async function seedWallet(app: FastifyInstance): Promise<void> {
  const { pool } = app;
  const companyId = await app.companyId();
  const channels: [string, string, number, number, Record<string, string>][] = [
    ['bank', '银行转账（演示）', 100, 50_000, { bank_name: '中国工商银行', bank_branch: '深圳福田支行', account_no: '6222020200112233445', account_name: '六合宝典演示账户' }],
    ['online', '在线支付（沙盒）', 10, 20_000, { provider: 'sandbox' }],
    ['qr', '扫码支付（演示）', 50, 10_000, { qr_text: 'https://pay.sixmark.example/qr/demo?play-money=1' }],
    ['virtual', 'USDT-TRC20（游戏币）', 100, 100_000, { qr_text: 'TDemoPlayMoneyWalletAddr1234567890' }],
    ['third_party', '第三方支付（沙盒）', 50, 20_000, { provider: 'sandbox' }],
  ];
  for (const [i, [type, name, min, max, extra]] of channels.entries()) {
    await pool.query(
      `INSERT INTO recharge_channels (company_id, type, name, min_amount, max_amount, bank_name, bank_branch, account_no,
                                      account_name, qr_text, provider, play_money, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true, $12) ON CONFLICT (company_id, name) DO NOTHING`,
      [
        companyId, type, name, yuanToMilli(min), yuanToMilli(max),
        extra.bank_name ?? '', extra.bank_branch ?? '', extra.account_no ?? '', extra.account_name ?? '',
        extra.qr_text ?? '', extra.provider ?? '', i,
      ],
    );
  }

  const demo = await pool.query<{ id: number }>('SELECT id FROM users WHERE company_id = $1 AND account = $2', [companyId, 'demo01']);
  const userId = demo.rows[0]?.id;
  if (!userId) return;
  const seeded = await pool.query('SELECT 1 FROM recharge_orders WHERE order_no LIKE $1 LIMIT 1', [`SEEDR${userId}-%`]);
  if (seeded.rowCount) return;
  const { rows: chans } = await pool.query<{ id: number; type: string }>(
    'SELECT id, type FROM recharge_channels WHERE company_id = $1',
    [companyId],
  );
  const chan = (type: string) => chans.find((c) => c.type === type)!.id;
  const past: [string, string, number, string, number][] = [
    ['bank', 'success', 1000, '3 days', Bill.transferRecharge],
    ['online', 'success', 500, '2 days', Bill.onlinePayment],
    ['online', 'failed', 200, '1 day', 0],
    ['qr', 'expired', 300, '20 hours', 0],
  ];
  await withTransaction(pool, async (tx) => {
    for (const [n, [type, status, yuan, ago, bill]] of past.entries()) {
      const orderNo = `SEEDR${userId}-${n + 1}`;
      await tx.query(
        `INSERT INTO recharge_orders (order_no, user_id, channel_id, amount, status, created_at, updated_at, completed_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() - $6::interval, now() - $6::interval,
                 CASE WHEN $5 IN ('success', 'failed') THEN now() - $6::interval END, now() - $6::interval + interval '30 minutes')`,
        [orderNo, userId, chan(type), yuanToMilli(yuan), status, ago],
      );
      if (status !== 'success') continue;
      const reference = `recharge:${orderNo}`;
      await postLedger(tx, { userId, account: 'money', billType: bill, amount: yuanToMilli(yuan), reference, remark: orderNo });
      await tx.query('UPDATE wallets SET rech_money = rech_money + $2 WHERE user_id = $1', [userId, yuanToMilli(yuan)]);
      await addTurnoverRequirement(tx, { userId, source: 'deposit', reference, amount: yuanToMilli(yuan) });
    }
    // Past valid bets met those requirements, so demo01 can withdraw straight away.
    await recordValidBet(tx, userId, 1_500_000);

    const orderNo = `SEEDW${userId}-1`;
    const reference = `withdraw:${orderNo}`;
    await postLedger(tx, { userId, account: 'money', billType: Bill.withdrawRequest, amount: -300_000, reference, remark: orderNo });
    await postLedger(tx, { userId, account: 'frozen', billType: Bill.freeze, amount: 300_000, reference, remark: orderNo });
    await postLedger(tx, { userId, account: 'frozen', billType: Bill.withdrawSuccess, amount: -300_000, reference: `withdraw-paid:${orderNo}`, remark: orderNo });
    await tx.query(
      `INSERT INTO withdraw_orders (order_no, user_id, amount, bank_name, bank_branch, card_no, holder_name, status, created_at, reviewed_at, reviewed_by)
       VALUES ($1, $2, 300000, '中国工商银行', '深圳南山支行', '6222021234567890123', '张三', 'approved', now() - interval '1 day', now() - interval '23 hours', 'admin:seed')`,
      [orderNo, userId],
    );
    const transfer = `transfer:seed-${userId}`;
    await postLedger(tx, { userId, account: 'money', billType: Bill.transferToGame, amount: -100_000, reference: transfer });
    await postLedger(tx, { userId, account: 'live_money', billType: Bill.transferToGame, amount: 100_000, reference: transfer });
  });
}
