import { Button, Form, Input, ProgressBar, Radio, Skeleton, Space } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { ErrorCode, walletMsg } from '@sixmark/shared';
import { formatMoney, milliToYuan, parseYuanInput, yuanToMilli } from '@sixmark/shared/domain/money';
import { turnoverPercent } from '@sixmark/shared/domain/turnover';
import { PageShell } from '@/components/page-shell';
import { WithdrawPasswordModal } from '@/components/withdraw-password-modal';
import { paths, routes } from '@/config/paths';
import { ApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import { useSaveWithdraw } from '../api/save-withdraw';
import { BalanceBar } from '../components/balance-bar';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';

export const WITHDRAW_TEXT = {
  bank: '收款银行卡',
  bindBank: '去绑定银行卡',
  amount: '提现金额',
  amountPlaceholder: '请输入提现金额',
  all: '全部',
  submit: '立即提现',
  today: (n: number, max: number) => `今日已提现 ${n}/${max} 次`,
  turnover: '有效投注进度',
  turnoverDetail: '查看明细',
} as const;

/** Toast length of the page's own refusals. */
const TOAST_MS = 2000;

/** 提现: bank account, amount within the limits, turnover progress, then the fund password. */
export default function WithdrawMoneyPage() {
  const navigate = useNavigate();
  const { data: info, isLoading } = useWithdrawInfo();
  const [bankId, setBankId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [asking, setAsking] = useState(false);
  const idem = useIdempotencyKey();
  const save = useSaveWithdraw();
  const bank = info?.banks.find((b) => b.id === bankId) ?? info?.banks[0];

  /** The checks a user can fix before the password is asked (the server repeats them). */
  const precheck = (): number | null => {
    if (!info) return null;
    if (!bank) {
      toast.show(walletMsg.bankRequired, TOAST_MS);
      return null;
    }
    // The server's own money rule: a decimal with at most 2 decimals, > 0, compared exactly.
    const parsed = parseYuanInput(amount);
    if (!parsed.ok) {
      toast.show(parsed.message, TOAST_MS);
      return null;
    }
    const value = parsed.milli;
    if (value < yuanToMilli(info.limit.minMoney) || value > yuanToMilli(info.limit.maxMoney)) {
      toast.show(walletMsg.withdrawRange(info.limit.minMoney, info.limit.maxMoney), TOAST_MS);
      return null;
    }
    if (info.todayCount >= info.limit.dayTimes) {
      toast.show(walletMsg.withdrawDailyLimit, TOAST_MS);
      return null;
    }
    if (!info.turnover.yetWithdraw) {
      toast.show(walletMsg.turnoverNotMet, TOAST_MS);
      return null;
    }
    if (!info.hasFundPassword) {
      navigate(paths.passwordWithdrawMoney.getHref());
      return null;
    }
    return value;
  };

  const submit = async (cashPassword: string) => {
    const parsed = parseYuanInput(amount);
    if (!bank || !parsed.ok) return;
    const body = { amount: milliToYuan(parsed.milli), bankId: bank.id };
    try {
      const order = await save.mutateAsync({ ...body, cashPassword, idempotencyKey: idem.keyFor(body) });
      idem.reset();
      setAsking(false);
      toast.success(walletMsg.withdrawSubmitted, TOAST_MS);
      navigate(paths.withdrawHistoryDetail.getHref({ id: order.id }), { replace: true });
    } catch (err) {
      // A wrong password keeps the modal open for another try; other refusals close it.
      if (!(err instanceof ApiError) || err.code !== ErrorCode.CASH_PASSWORD_ERROR) setAsking(false);
      throw err;
    }
  };

  if (isLoading || !info) {
    return (
      <PageShell title={routes.withdrawMoney.title}>
        <Skeleton.Paragraph lineCount={8} animated />
      </PageShell>
    );
  }
  const percent = turnoverPercent(info.turnover);
  return (
    <PageShell title={routes.withdrawMoney.title}>
      <BalanceBar label="可提现余额" mainOnly />
      <Form layout="vertical">
        <Form.Item label={WITHDRAW_TEXT.bank}>
          {info.banks.length === 0 ? (
            <Button color="primary" fill="outline" onClick={() => navigate(paths.updateAccount.getHref())}>
              {WITHDRAW_TEXT.bindBank}
            </Button>
          ) : (
            <Radio.Group value={bank?.id} onChange={(v) => setBankId(Number(v))}>
              <Space direction="vertical">
                {info.banks.map((b) => (
                  <Radio key={b.id} value={b.id}>
                    {b.bankName} {b.cardNo} {b.holderName}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          )}
        </Form.Item>
        <Form.Item
          label={WITHDRAW_TEXT.amount}
          description={
            // Two text nodes, so each is found in the 繁體 catalogue (docs/i18n.md).
            <>
              {walletMsg.withdrawRange(info.limit.minMoney, info.limit.maxMoney)}，{WITHDRAW_TEXT.today(info.todayCount, info.limit.dayTimes)}
            </>
          }
          extra={
            <Button size="mini" fill="none" color="primary" onClick={() => setAmount(String(Math.min(info.money, info.limit.maxMoney)))}>
              {WITHDRAW_TEXT.all}
            </Button>
          }
        >
          <Input
            type="number"
            inputMode="decimal"
            placeholder={WITHDRAW_TEXT.amountPlaceholder}
            value={amount}
            onChange={setAmount}
            clearable
            aria-label={WITHDRAW_TEXT.amount}
          />
        </Form.Item>
        <Form.Item
          label={WITHDRAW_TEXT.turnover}
          extra={
            <Button size="mini" fill="none" color="primary" onClick={() => navigate(paths.validWithdraw.getHref())}>
              {WITHDRAW_TEXT.turnoverDetail}
            </Button>
          }
        >
          <ProgressBar percent={percent} text={`${percent}%`} />
          <div style={{ fontSize: 12, color: '#999', marginTop: 6 }}>
            已完成 {formatMoney(info.turnover.sumAllDml)} / 需要 {formatMoney(info.turnover.requireDML)}
            {!info.turnover.yetWithdraw && `，${walletMsg.turnoverNotMet}`}
          </div>
        </Form.Item>
      </Form>
      <div style={{ padding: 16 }}>
        <Button block color="primary" size="large" loading={save.isPending} onClick={() => {
            if (precheck() !== null) setAsking(true);
          }}>
          {WITHDRAW_TEXT.submit}
        </Button>
      </div>
      <WithdrawPasswordModal visible={asking} onConfirm={submit} onClose={() => setAsking(false)} />
    </PageShell>
  );
}
