import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, orderNoParams, strictText } from '@sixmark/shared';
import { formatMilli } from '@sixmark/shared/domain/money';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { SANDBOX_SIGNATURE_HEADER, type PaymentProvider, type SandboxProvider } from './payment-provider';
import * as recharge from './recharge.service';
import type { RechargeDbRow } from './wallet.repo';

const tags = ['payment'];
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The web page that polls an order after paying. */
const processingUrl = (orderNo: string) => `/recharge/processing/${encodeURIComponent(orderNo)}`;

/** The owner's pay-link proof travels in the query string of the page and of its forms. */
const linkQuery = z.object({ t: z.string().max(128).optional() });

const noSuchOrder = '<p>订单不存在</p>';

function payPage(o: RechargeDbRow, linkToken: string): string {
  const open = o.status === 'created' || o.status === 'processing';
  const button = (result: string, label: string, color: string) =>
    `<form method="post" action="/app-api/sandbox-pay/${encodeURIComponent(o.order_no)}?t=${escape(linkToken)}">` +
    `<input type="hidden" name="result" value="${result}">` +
    `<button type="submit" style="width:100%;padding:14px;margin-top:12px;border:0;border-radius:8px;font-size:17px;color:#fff;background:${color}">${label}</button></form>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>沙盒支付</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:0 auto;padding:24px;background:#f5f5f5">
<h1 style="font-size:20px">沙盒支付（游戏币，非真实资金）</h1>
<div style="background:#fff;border-radius:8px;padding:16px">
<p>订单号：${escape(o.order_no)}</p>
<p>支付金额：<strong style="font-size:24px;color:#e00221">${escape(formatMilli(o.amount))}</strong> 元</p>
<p>通道：${escape(o.channel_name)}</p>
</div>
${open ? button('success', '支付成功', '#00b578') + button('failed', '支付失败', '#ff3141') : `<p>订单状态：${escape(o.status)}</p><p><a href="${processingUrl(o.order_no)}">返回商户</a></p>`}
</body></html>`;
}

/**
 * The sandbox payment provider: its pay page (plain HTML form, no script, so the CSP holds),
 * the callback it sends, and the callback endpoint every provider's events arrive at. The
 * callback is verified over the raw bytes, so this scope parses JSON bodies as Buffers.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  providers: Record<string, PaymentProvider>;
  sandbox: SandboxProvider;
}> = async (app, opts) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.get(
    '/app-api/sandbox-pay/:orderNo',
    {
      schema: {
        tags,
        summary: '沙盒支付页面（订单本人的支付链接）',
        params: orderNoParams,
        querystring: linkQuery,
      },
    },
    async (request, reply) => {
      const o = await recharge.openSandboxPayPage(
        app.pool,
        opts.sandbox,
        request.params.orderNo,
        request.query.t,
      );
      if (!o) return reply.code(404).type('text/html; charset=utf-8').send(noSuchOrder);
      return reply.type('text/html; charset=utf-8').send(payPage(o, request.query.t ?? ''));
    },
  );

  // The "provider side" of the sandbox: the pay page's buttons make it send a signed callback,
  // delivered like any provider's so the same rules apply.
  app.post(
    '/app-api/sandbox-pay/:orderNo',
    {
      schema: {
        tags,
        summary: '沙盒支付结果',
        params: orderNoParams,
        querystring: linkQuery,
        body: z.object({ result: z.enum(['success', 'failed']) }),
      },
    },
    async (request, reply) => {
      const paid = await recharge.sandboxPayResult(
        app.pool,
        opts.sandbox,
        request.params.orderNo,
        request.query.t,
        request.body.result,
      );
      if (!paid) return reply.code(404).type('text/html; charset=utf-8').send(noSuchOrder);
      if (paid.callback) {
        await app.inject({
          method: 'POST',
          url: '/app-api/payment/callback/sandbox',
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: paid.callback.signature,
          },
          payload: paid.callback.raw,
        });
      }
      return reply.redirect(processingUrl(paid.orderNo), 303);
    },
  );

  app.post(
    '/app-api/payment/callback/:provider',
    {
      config: { rateLimit: false },
      schema: {
        tags,
        summary: '支付回调 (签名校验)',
        params: z.object({ provider: strictText(40) }),
        response: { 200: envelopeSchema(z.object({ applied: z.boolean(), status: z.string() })) },
      },
    },
    async (request) => {
      const provider = opts.providers[request.params.provider];
      if (!provider) throw notFound('支付通道不存在');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const event = provider.verifyCallback(raw, request.headers);
      return ok(await recharge.applyPaymentEvent(app.pool, provider.name, event));
    },
  );
};
