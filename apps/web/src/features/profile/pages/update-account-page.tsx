import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ACCOUNT_MSG, BANK_LIMITS } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useProfile } from '@/lib/profile';
import { toast } from '@/lib/toast';
import { useBanks } from '../api/get-banks';
import { useUpdateBank, type UpdateBankInput } from '../api/update-bank';

type Draft = Omit<UpdateBankInput, 'id'>;

function BankForm({ id, initial }: { id?: number; initial: Draft }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(initial);
  const update = useUpdateBank({
    onSuccess: () => {
      toast.show(id ? '修改成功' : '绑定成功', 1500);
      navigate(paths.accountList.path, { replace: true });
    },
  });
  const set = (k: keyof Draft) => (v: string) => setDraft((d) => ({ ...d, [k]: k === 'cardNo' ? v.replace(/\D/g, '') : v }));
  const submit = () => {
    const error =
      (!draft.bankName.trim() ? ACCOUNT_MSG.bankNameEmpty : null) ??
      (!BANK_LIMITS.cardNoRe.test(draft.cardNo) ? ACCOUNT_MSG.bankCardInvalid : null) ??
      (!draft.holderName.trim() ? ACCOUNT_MSG.holderNameInvalid : null);
    if (error) {
      toast.show(error, 2000);
      return;
    }
    update.mutate({ ...draft, id });
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
      <div style={{ padding: 16 }}>
        <Button block color="primary" loading={update.isPending} onClick={submit}>
          {id ? '保存修改' : '确认绑定'}
        </Button>
      </div>
    </>
  );
}

/** 绑定银行卡: add a bank account, or edit the one named by `?id=`. */
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
      {(!id || !isLoading) && <BankForm key={existing?.id ?? 'new'} id={existing?.id} initial={initial} />}
    </PageShell>
  );
}
