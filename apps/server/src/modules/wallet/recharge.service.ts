import { randomInt, randomUUID } from 'node:crypto';
import type pg from 'pg';
import QRCode from 'qrcode';
import {
  Bill,
  RECHARGE_CHANNEL_LABELS,
  RECHARGE_EXPIRY_MIN,
  RECHARGE_STATUS_LABELS,
  ErrorCode,
  walletMsg,
  type RechargeChannel,
  type RechargeCreateResult,
  type RechargeOrder,
  NOTIFY_TEXT,
  formatMilli,
} from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { AppError } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import { notify } from '../notifications';
import { timeZoneOf } from '../system';
import { idempotent } from './idempotency';
import { postLedger } from './ledger';
import type { PaymentEvent, PaymentProvider, SandboxProvider } from './payment-provider';
import { addTurnoverRequirement } from './turnover';
import { assertDepositAllowed } from '../saferplay';
import * as repo from './wallet.repo';

/** The bill type a successful recharge is booked under, by channel. */
const BILL_OF_CHANNEL: Record<repo.ChannelRow['type'], number> = {
  bank: Bill.transferRecharge,
  online: Bill.onlinePayment,
  qr: Bill.qrRecharge,
  virtual: Bill.virtualCurrencyRecharge,
  third_party: Bill.thirdPartyRecharge,
};

const orderNotFound = () => new AppError(ErrorCode.ORDER_NOT_FOUND);
const orderClosed = () => new AppError(ErrorCode.ORDER_CLOSED);

/** `R` + UTC time + 6 random digits: sortable and not guessable from a neighbour. */
export const newOrderNo = (prefix: string) =>
  `${prefix}${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

const qrCache = new Map<string, string>();
async function qrImageOf(text: string): Promise<string | null> {
  if (!text) return null;
  let url = qrCache.get(text);
  if (!url) {
    url = await QRCode.toDataURL(text, { margin: 1, width: 240 });
    qrCache.set(text, url);
  }
  return url;
}

const bankOf = (c: repo.ChannelRow) =>
  c.type === 'bank'
    ? { bankName: c.bank_name, bankBranch: c.bank_branch, accountNo: c.account_no, accountName: c.account_name }
    : null;

export async function toChannel(c: repo.ChannelRow): Promise<RechargeChannel> {
  const qr = c.type === 'qr' || c.type === 'virtual';
  return {
    id: c.id,
    type: c.type,
    name: c.name,
    minAmount: milliToYuan(c.min_amount),
    maxAmount: milliToYuan(c.max_amount),
    playMoney: c.play_money,
    bank: bankOf(c),
    qrImage: qr ? await qrImageOf(c.qr_text) : null,
    qrText: qr ? c.qr_text : '',
  };
}

export async function channels(pool: pg.Pool, companyId: number): Promise<RechargeChannel[]> {
  return Promise.all((await repo.listChannels(pool, companyId)).map(toChannel));
}

export type Providers = Record<string, PaymentProvider>;

/** Only these orders may still be paid; failed (incl. operator-rejected) and expired never become success. */
const isOpen = (o: repo.RechargeDbRow) => o.status === 'created' || o.status === 'processing';

/** The provider's pay page of an open order, made for its owner (null for the rest). */
function payUrlOf(o: repo.RechargeDbRow, providers: Providers): string | null {
  const provider = o.provider ? providers[o.provider] : undefined;
  if (!provider || !isOpen(o)) return null;
  return provider.createPayment({ orderNo: o.order_no, amount: o.amount, userId: o.user_id }).payUrl;
}

/** An order as its owner sees it; `providers` give it its pay link (operators' lists pass none). */
export const toOrder = (o: repo.RechargeDbRow, providers: Providers = {}): RechargeOrder => ({
  orderNo: o.order_no,
  channelId: o.channel_id,
  channelType: o.channel_type,
  channelName: o.channel_name || RECHARGE_CHANNEL_LABELS[o.channel_type],
  amount: milliToYuan(o.amount),
  status: o.status,
  statusName: RECHARGE_STATUS_LABELS[o.status],
  payerName: o.payer_name,
  remark: o.remark,
  createdAt: o.created_at.toISOString(),
  completedAt: o.completed_at?.toISOString() ?? null,
  expiresAt: o.expires_at.toISOString(),
  playMoney: o.play_money,
  payUrl: payUrlOf(o, providers),
});

/**
 * Opens a recharge order on a channel of the user's company, amount within the channel's
 * range. Answers the next step: bank details, a QR code, or the provider's pay page.
 */
export async function createRecharge(
  pool: pg.Pool,
  providers: Record<string, PaymentProvider>,
  user: { id: number; companyId: number },
  /** `amount` in thousandths (the schema parsed the yuan the client sent). */
  body: { channelId: number; amount: number; payerName?: string },
  key: string | undefined,
): Promise<RechargeCreateResult> {
  return idempotent(pool, { userId: user.id, key, scope: 'recharge', body }, async (tx) => {
    const channel = await repo.findChannel(tx, user.companyId, body.channelId);
    if (!channel) throw new AppError(ErrorCode.CHANNEL_UNAVAILABLE);
    const amount = body.amount;
    if (amount < channel.min_amount || amount > channel.max_amount) {
      throw new AppError(ErrorCode.RECHARGE_RANGE, {
        message: walletMsg.rechargeRange(milliToYuan(channel.min_amount), milliToYuan(channel.max_amount)),
      });
    }
    const orderNo = newOrderNo('R');
    await repo.insertRecharge(tx, {
      orderNo,
      userId: user.id,
      channelId: channel.id,
      amount,
      payerName: body.payerName ?? '',
      expiryMin: RECHARGE_EXPIRY_MIN,
    });
    // Safer play (issue 17): exclusions and the member's deposit limits, this order included.
    await assertDepositAllowed(tx, user.id);
    const order = (await repo.findRecharge(tx, orderNo))!;
    const provider = channel.provider ? providers[channel.provider] : undefined;
    const c = await toChannel(channel);
    return {
      order: toOrder(order, providers),
      next: {
        kind: provider ? 'pay_url' : channel.type === 'bank' ? 'bank' : 'qr',
        bank: c.bank,
        qrImage: c.qrImage,
        qrText: c.qrText,
        payUrl: provider ? provider.createPayment({ orderNo, amount, userId: user.id }).payUrl : null,
      },
    } satisfies RechargeCreateResult;
  });
}

/** The user's own order (status polling and detail). */
export async function orderOf(pool: pg.Pool, providers: Providers, userId: number, orderNo: string): Promise<RechargeOrder> {
  const o = await repo.findRecharge(pool, orderNo);
  if (!o || o.user_id !== userId) throw orderNotFound();
  return toOrder(o, providers);
}

/** The user reports a bank/QR transfer as done: created → processing. */
export async function markProcessing(pool: pg.Pool, providers: Providers, orderNo: string, userId: number): Promise<RechargeOrder> {
  return withTransaction(pool, async (tx) => {
    const o = await repo.findRecharge(tx, orderNo, true);
    if (!o || o.user_id !== userId) throw orderNotFound();
    if (o.status === 'created') await repo.setRechargeStatus(tx, orderNo, 'processing');
    return toOrder((await repo.findRecharge(tx, orderNo))!, providers);
  });
}

/**
 * The sandbox pay page, opened through the owner's link: the order (created → processing,
 * the user is paying now), or null when the order is not the sandbox's or the link is not
 * its owner's — the page then answers as if there were no such order.
 */
export async function openSandboxPayPage(
  pool: pg.Pool,
  sandbox: SandboxProvider,
  orderNo: string,
  linkToken: string | undefined,
): Promise<repo.RechargeDbRow | null> {
  return withTransaction(pool, async (tx) => {
    const o = await repo.findRecharge(tx, orderNo, true);
    if (!o || o.provider !== sandbox.name || !sandbox.isPayLink({ orderNo: o.order_no, userId: o.user_id }, linkToken)) return null;
    if (o.status === 'created') await repo.setRechargeStatus(tx, orderNo, 'processing');
    return repo.findRecharge(tx, orderNo);
  });
}

/**
 * A button on the sandbox pay page, pressed by the link's owner: the callback the sandbox
 * "bank" sends for an open order (the caller delivers it to the callback endpoint like any
 * provider's), or no callback when the order is closed. Null when the link is not the owner's.
 */
export async function sandboxPayResult(
  pool: pg.Pool,
  sandbox: SandboxProvider,
  orderNo: string,
  linkToken: string | undefined,
  result: 'success' | 'failed',
): Promise<{ orderNo: string; callback: { raw: string; signature: string } | null } | null> {
  const o = await repo.findRecharge(pool, orderNo);
  if (!o || o.provider !== sandbox.name || !sandbox.isPayLink({ orderNo: o.order_no, userId: o.user_id }, linkToken)) return null;
  if (!isOpen(o)) return { orderNo: o.order_no, callback: null };
  const raw = JSON.stringify({
    eventId: `sbx_${randomUUID()}`,
    orderNo: o.order_no,
    amount: o.amount,
    result,
    providerRef: `SBX${Date.now()}`,
  });
  return { orderNo: o.order_no, callback: { raw, signature: sandbox.sign(raw) } };
}

export async function history(
  pool: pg.Pool,
  providers: Providers,
  user: { id: number; companyId: number },
  q: { page: number; rows: number; status?: string; startDate?: string; endDate?: string },
) {
  const tz = await timeZoneOf(pool, user.companyId);
  const { rows, total } = await repo.listRecharges(pool, { ...q, userId: user.id, tz });
  return { data: rows.map((o) => toOrder(o, providers)), totalCount: total };
}

/** Credits a paid order: main balance, recharge total, turnover requirement, status. */
async function credit(tx: pg.PoolClient, o: repo.RechargeDbRow, remark: string, providerRef?: string): Promise<void> {
  const reference = `recharge:${o.order_no}`;
  const res = await postLedger(tx, {
    userId: o.user_id,
    account: 'money',
    billType: BILL_OF_CHANNEL[o.channel_type],
    amount: o.amount,
    reference,
    remark: `${remark} ${o.order_no}`,
  });
  if (res.applied) {
    await tx.query('UPDATE wallets SET rech_money = rech_money + $2 WHERE user_id = $1', [o.user_id, o.amount]);
    await addTurnoverRequirement(tx, { userId: o.user_id, source: 'deposit', reference, amount: o.amount });
  }
  await repo.setRechargeStatus(tx, o.order_no, 'success', { providerRef });
  if (res.applied)
    await notify(tx, {
      userId: o.user_id,
      kind: 'deposit',
      title: NOTIFY_TEXT.depositTitle,
      content: NOTIFY_TEXT.depositContent(o.order_no, formatMilli(o.amount)),
      ref: o.order_no,
      data: { orderNo: o.order_no },
    });
}

/**
 * Applies a verified provider event once. The event id is inserted in the crediting
 * transaction under the order's row lock, so replays (even concurrent) change nothing.
 * A wrong amount refuses the whole event: nothing is recorded or credited.
 */
export async function applyPaymentEvent(pool: pg.Pool, provider: string, e: PaymentEvent) {
  return withTransaction(pool, async (tx) => {
    const o = await repo.findRecharge(tx, e.orderNo, true);
    if (!o || o.provider !== provider) throw orderNotFound();
    if (o.amount !== e.amount) throw new AppError(ErrorCode.AMOUNT_MISMATCH);
    const fresh = await repo.insertPaymentEvent(tx, { provider, eventId: e.eventId, orderNo: o.order_no, result: e.result, amount: e.amount });
    if (!fresh) return { applied: false, status: o.status };
    if (e.result === 'success') {
      if (o.status === 'success') return { applied: true, status: 'success' as const };
      // A failed, operator-rejected or expired order stays closed: late money is the
      // operator's to settle by hand, never a silent credit.
      if (!isOpen(o)) return { applied: false, status: o.status };
      await credit(tx, o, RECHARGE_CHANNEL_LABELS[o.channel_type], e.providerRef);
      return { applied: true, status: 'success' as const };
    }
    if (o.status === 'created' || o.status === 'processing') {
      await repo.setRechargeStatus(tx, o.order_no, 'failed', { providerRef: e.providerRef, remark: walletMsg.rechargeFailed });
      return { applied: true, status: 'failed' as const };
    }
    return { applied: true, status: o.status };
  });
}

/** Operator: confirms an open bank / QR order as paid. */
export async function confirmByOperator(tx: pg.PoolClient, orderNo: string, remark: string): Promise<RechargeOrder> {
  const o = await repo.findRecharge(tx, orderNo, true);
  if (!o) throw orderNotFound();
  if (!isOpen(o)) throw orderClosed();
  await credit(tx, o, remark || RECHARGE_CHANNEL_LABELS[o.channel_type]);
  return toOrder((await repo.findRecharge(tx, orderNo))!);
}

/** Operator: rejects an open order (no money moves). */
export async function rejectByOperator(tx: pg.PoolClient, orderNo: string, reason: string): Promise<RechargeOrder> {
  const o = await repo.findRecharge(tx, orderNo, true);
  if (!o) throw orderNotFound();
  if (o.status === 'success' || o.status === 'failed') throw orderClosed();
  await repo.setRechargeStatus(tx, orderNo, 'failed', { remark: reason });
  return toOrder((await repo.findRecharge(tx, orderNo))!);
}

export const expireOrders = (pool: pg.Pool) => repo.expireRecharges(pool);
