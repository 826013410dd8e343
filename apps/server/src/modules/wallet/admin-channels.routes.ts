import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRechargeChannelBodySchema,
  adminRechargeChannelSchema,
  envelopeSchema,
  idParams,
  rechargeChannelMsg,
  ErrorCode,
  type AdminRechargeChannel,
} from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { audit, requireAdmin } from '../../lib/admin';
import { AppError, notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { withTransaction } from '../../lib/tx';

const tags = ['admin'];

interface Row {
  id: number;
  company_id: number;
  type: AdminRechargeChannel['type'];
  name: string;
  min_amount: string;
  max_amount: string;
  bank_name: string;
  bank_branch: string;
  account_no: string;
  account_name: string;
  qr_text: string;
  provider: string;
  play_money: boolean;
  sort: number;
  enabled: boolean;
}

const toChannel = (r: Row): AdminRechargeChannel => ({
  id: r.id,
  companyId: r.company_id,
  type: r.type,
  name: r.name,
  minAmount: milliToYuan(Number(r.min_amount)),
  maxAmount: milliToYuan(Number(r.max_amount)),
  bankName: r.bank_name,
  bankBranch: r.bank_branch,
  accountNo: r.account_no,
  accountName: r.account_name,
  qrText: r.qr_text,
  provider: r.provider,
  playMoney: r.play_money,
  sort: r.sort,
  enabled: r.enabled,
});

/**
 * Recharge channel settings (issue 15). The member's `api/recharge/channels` and order creation
 * read the table on every call, so a saved change is what the next member call sees.
 */
export const adminChannelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-api/admin/recharge/channels',
    { schema: { tags, summary: '充值通道', response: { 200: envelopeSchema(z.array(adminRechargeChannelSchema)) } } },
    async (request) => {
      requireAdmin(request);
      const { rows } = await app.pool.query<Row>('SELECT * FROM recharge_channels ORDER BY company_id, sort, id');
      return ok(rows.map(toChannel));
    },
  );
  app.put(
    '/app-api/admin/recharge/channels/:id',
    {
      schema: {
        tags,
        summary: '修改充值通道',
        params: idParams,
        body: adminRechargeChannelBodySchema,
        response: { 200: envelopeSchema(adminRechargeChannelSchema) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const b = request.body;
      return ok(
        await withTransaction(app.pool, async (tx) => {
          const before = (await tx.query<Row>('SELECT * FROM recharge_channels WHERE id = $1 FOR UPDATE', [request.params.id])).rows[0];
          if (!before) throw notFound('充值通道不存在');
          const taken = await tx.query('SELECT 1 FROM recharge_channels WHERE company_id = $1 AND name = $2 AND id <> $3', [
            before.company_id,
            b.name,
            before.id,
          ]);
          if (taken.rowCount) throw new AppError(ErrorCode.BAD_REQUEST, { message: rechargeChannelMsg.nameTaken });
          const { rows } = await tx.query<Row>(
            `UPDATE recharge_channels SET enabled = $2, name = $3, min_amount = $4, max_amount = $5, sort = $6,
                    bank_name = $7, bank_branch = $8, account_no = $9, account_name = $10, qr_text = $11
              WHERE id = $1 RETURNING *`,
            [before.id, b.enabled, b.name, b.minAmount, b.maxAmount, b.sort, b.bankName, b.bankBranch, b.accountNo, b.accountName, b.qrText],
          );
          const after = toChannel(rows[0]!);
          await audit(tx, {
            actor,
            ip: request.ip,
            action: 'recharge.channel.update',
            targetType: 'recharge_channel',
            targetId: before.id,
            detail: { before: toChannel(before), after },
          });
          return after;
        }),
      );
    },
  );
};
