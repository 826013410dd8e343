import { Button, Form, Input, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { ACCOUNT_MSG, BANK_LIMITS, ErrorCode } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { WithdrawPasswordModal } from '@/components/withdraw-password-modal';
import { paths, routes } from '@/config/paths';
import { ApiError } from '@/lib/http';
import { useProfile } from '@/lib/profile';
import { toast } from '@/lib/toast';
import { useBanks } from '../api/get-banks';
import { useUpdateBank, type UpdateBankInput } from '../api/update-bank';
import '../profile.css';

type Draft = Omit<UpdateBankInput, 'id' | 'cashPassword'>;

export const UPDATE_ACCOUNT_TEXT = {
  hint: '请确保开户人姓名与您的真实姓名一致，否则将无法提现。',
  fundPwdHint: '已设置资金密码，提交前需输入资金密码验证。',
} as const;

function BankForm({ id, initial, hasFundPwd }: { id?: number; initial: Draft; hasFundPwd: boolean }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(initial);
  const [asking, setAsking] = useState(false);
  const update = useUpdateBank({
    onSuccess: () => {
      toast.show(id ? '修改成功' : '绑定成功', 1500);
      navigate(paths.accountList.path, { replace: true });
    },
  });
  const set = (k: keyof Draft) => (v: string) => setDraft((d) => ({ ...d, [k]: k === 'cardNo' ? v.replace(/\D/g, '') : v }));
  const save = async (cashPassword?: string) => {
    try {
      await update.mutateAsync({ ...draft, id, cashPassword });
      setAsking(false);
    } catch (err) {
      // A wrong password keeps the modal open for another try; other refusals close it.
      if (!(err instanceof ApiError) || err.code !== ErrorCode.CASH_PASSWORD_ERROR) setAsking(false);
      throw err;
    }
  };
  const submit = () => {
    const error =
      (!draft.bankName.trim() ? ACCOUNT_MSG.bankNameEmpty : null) ??
      (!BANK_LIMITS.cardNoRe.test(draft.cardNo) ? ACCOUNT_MSG.bankCardInvalid : null) ??
      (!draft.holderName.trim() ? ACCOUNT_MSG.holderNameInvalid : null);
    if (error) {
      toast.show(error, 2000);
      return;
    }
    if (hasFundPwd) setAsking(true);
    else void save().catch(() => undefined);
  };
  return (
    <>
      <Form layout="horizontal" mode="card">
        <Form.Item label="开户人">
          <Input aria-label="开户人" placeholder="请输入开户人姓名" value={draft.holderName} onChange={set('holderName')} />
        </Form.Item>
        <Form.Item label="银行名称">
          <Input aria-label="银行名称" placeholder="如：中国工商银行" value={draft.bankName} onChange={set('bankName')} />
        </Form.Item>
        <Form.Item label="开户支行">
          <Input aria-label="开户支行" placeholder="请输入开户支行" value={draft.bankBranch} onChange={set('bankBranch')} />
        </Form.Item>
        <Form.Item label="银行卡号">
          <Input aria-label="银行卡号" inputMode="numeric" placeholder="请输入12-19位银行卡号" value={draft.cardNo} onChange={set('cardNo')} maxLength={19} />
        </Form.Item>
      </Form>
      <p className="page-hint">{UPDATE_ACCOUNT_TEXT.hint}</p>
      {hasFundPwd && <p className="page-hint">{UPDATE_ACCOUNT_TEXT.fundPwdHint}</p>}
      <div className="page-actions">
        <Button block color="primary" loading={update.isPending} onClick={submit}>
          {id ? '保存修改' : '确认绑定'}
        </Button>
      </div>
      <WithdrawPasswordModal visible={asking} onConfirm={(pw) => save(pw)} onClose={() => setAsking(false)} />
    </>
  );
}

/** 绑定银行卡: add a bank account, or edit the one named by `?id=`; asks for the fund password once one is set. */
export default function UpdateAccountPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const { data: banks, isLoading } = useBanks();
  const { data: profile } = useProfile();
  const existing = id ? banks?.find((b) => b.id === id) : undefined;
  const initial: Draft = existing
    ? { bankName: existing.bankName, bankBranch: existing.bankBranch, cardNo: existing.cardNo, holderName: existing.holderName }
    : { bankName: '', bankBranch: '', cardNo: '', holderName: String(profile?.userInfo.fullName ?? '') };
  return (
    <PageShell title={routes.updateAccount.title}>
      {(id && isLoading) || !profile ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : (
        <BankForm key={existing?.id ?? 'new'} id={existing?.id} initial={initial} hasFundPwd={!!profile?.extInfo?.fundPwd} />
      )}
    </PageShell>
  );
}
