import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@sixmark/shared';
import { AppError } from '../../lib/errors';

/** What a provider needs to start a payment. */
export interface PaymentOrder {
  orderNo: string;
  /** Thousandths of a yuan. */
  amount: number;
  /** The order's owner: pay links are made for them alone. */
  userId: number;
}

/** A verified callback from a provider. */
export interface PaymentEvent {
  eventId: string;
  orderNo: string;
  amount: number;
  result: 'success' | 'failed';
  providerRef: string;
}

/**
 * A payment provider. Real providers plug in here; the built-in `sandbox` moves play money
 * only and is complete enough to test the whole flow (pay page, signed callback).
 */
export interface PaymentProvider {
  readonly name: string;
  createPayment(order: PaymentOrder): { payUrl: string };
  /** Checks the signature over the raw body and answers the event, or throws. */
  verifyCallback(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Callbacks signed longer ago than this are refused (replays of captured requests). */
export const CALLBACK_TOLERANCE_SEC = 300;

const hmac = (secret: string, t: number, raw: Buffer) =>
  createHmac('sha256', secret).update(`${t}.`).update(raw).digest('hex');

/** The signature header the sandbox sends: `t=<unix>,v1=<hex HMAC-SHA256(secret, t + '.' + body)>`. */
export function signSandbox(secret: string, raw: Buffer | string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${hmac(secret, t, Buffer.isBuffer(raw) ? raw : Buffer.from(raw))}`;
}

const badSignature = () => new AppError(ErrorCode.BAD_SIGNATURE);

/**
 * The sandbox's pay-page link proof: HMAC over the order and its owner. The link is handed
 * only to the owner (their order answers), so holding it is being the owner, and a guessed
 * or leaked order number alone opens nothing.
 */
const payLinkToken = (secret: string, orderNo: string, userId: number) =>
  createHmac('sha256', secret).update(`sandbox-pay-link:${orderNo}:${userId}`).digest('hex');

/** The sandbox provider's pay page of an order, for its owner. */
export const sandboxPayUrl = (secret: string, order: { orderNo: string; userId: number }) =>
  `/app-api/sandbox-pay/${encodeURIComponent(order.orderNo)}?t=${payLinkToken(secret, order.orderNo, order.userId)}`;

/** The sandbox: a provider whose "bank side" is our own pay page, which signs its own callbacks. */
export interface SandboxProvider extends PaymentProvider {
  /** True when `token` is the pay link of this order and owner. */
  isPayLink(order: { orderNo: string; userId: number }, token: string | undefined): boolean;
  /** The signature header value the sandbox sends with a callback body. */
  sign(raw: string): string;
}

/** The sandbox provider: its pay page lives at `/app-api/sandbox-pay/:orderNo?t=<link token>`. */
export function sandboxProvider(secret: string, now: () => number = () => Date.now()): SandboxProvider {
  return {
    name: 'sandbox',
    createPayment: (order) => ({ payUrl: sandboxPayUrl(secret, order) }),
    isPayLink(order, token) {
      if (!token || !/^[0-9a-f]{64}$/.test(token)) return false;
      return timingSafeEqual(
        Buffer.from(payLinkToken(secret, order.orderNo, order.userId), 'hex'),
        Buffer.from(token, 'hex'),
      );
    },
    sign: (raw) => signSandbox(secret, raw),
    verifyCallback(rawBody, headers) {
      const raw = headers[SANDBOX_SIGNATURE_HEADER];
      const header = Array.isArray(raw) ? raw[0] : raw;
      const parts = new Map(
        (header ?? '').split(',').map((p) => {
          const i = p.indexOf('=');
          return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
        }),
      );
      const t = Number(parts.get('t'));
      const given = parts.get('v1') ?? '';
      if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) throw badSignature();
      const expected = Buffer.from(hmac(secret, t, rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw badSignature();
      // Checked after the signature so an attacker learns nothing from the time-stamp answer.
      if (Math.abs(now() / 1000 - t) > CALLBACK_TOLERANCE_SEC) {
        throw new AppError(ErrorCode.CALLBACK_EXPIRED);
      }
      let body: Partial<PaymentEvent>;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as Partial<PaymentEvent>;
      } catch {
        throw badSignature();
      }
      if (
        typeof body.eventId !== 'string' ||
        typeof body.orderNo !== 'string' ||
        !Number.isSafeInteger(body.amount) ||
        (body.result !== 'success' && body.result !== 'failed')
      ) {
        throw new AppError(ErrorCode.BAD_REQUEST, { message: '回调内容不正确' });
      }
      return {
        eventId: body.eventId,
        orderNo: body.orderNo,
        amount: body.amount as number,
        result: body.result,
        providerRef: typeof body.providerRef === 'string' ? body.providerRef : body.eventId,
      };
    },
  };
}
