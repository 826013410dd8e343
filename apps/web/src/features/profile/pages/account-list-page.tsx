import { Button, Dialog, Skeleton, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { BANK_LIMITS, ErrorCode, type Bank } from '@sixmark/shared';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { WithdrawPasswordModal } from '@/components/withdraw-password-modal';
import { paths, routes } from '@/config/paths';
import { ApiError } from '@/lib/http';
import { useProfile } from '@/lib/profile';
import { toast } from '@/lib/toast';
import { useBanks } from '../api/get-banks';
import { useRemoveBank } from '../api/remove-bank';
import '../profile.css';

export const ACCOUNT_LIST_TEXT = {
  empty: '暂未绑定银行卡',
  add: '添加银行卡',
  edit: '编辑',
  remove: '删除',
  removeConfirm: '确定删除该银行卡吗？',
  removed: '删除成功',
  isDefault: '默认',
} as const;

/** Printed-card style: only the last four digits, whatever the card's length (12-19). */
const groupCardNo = (masked: string) => `**** **** **** ${masked.slice(-4)}`;

function BankCard({ bank, onEdit, onRemove }: { bank: Bank; onEdit: () => void; onRemove: () => void }) {
  return (
    <div className="bank-card" data-testid="bank-card">
      <div className="bank-card__head">
        <span className="bank-card__name">{bank.bankName}</span>
        {bank.isDefault && (
          <Tag color="#fff" fill="outline" className="bank-card__default">
            {ACCOUNT_LIST_TEXT.isDefault}
          </Tag>
        )}
      </div>
      <div className="bank-card__no">{groupCardNo(bank.cardNoMasked)}</div>
      <div className="bank-card__foot">
        <span className="bank-card__holder">
          {bank.holderName}
          {bank.bankBranch ? ` · ${bank.bankBranch}` : ''}
        </span>
        <span className="bank-card__actions">
          <Button size="mini" fill="outline" onClick={onEdit}>
            {ACCOUNT_LIST_TEXT.edit}
          </Button>
          <Button size="mini" fill="outline" onClick={onRemove}>
            {ACCOUNT_LIST_TEXT.remove}
          </Button>
        </span>
      </div>
    </div>
  );
}

/** 银行卡管理: the member's bank accounts; edit or remove one (fund password first when set), or add one. */
export default function AccountListPage() {
  const navigate = useNavigate();
  const { data: banks, isLoading } = useBanks();
  const { data: profile } = useProfile();
  const hasFundPwd = !!profile?.extInfo?.fundPwd;
  const [asking, setAsking] = useState<number | null>(null);
  const remove = useRemoveBank({ onSuccess: () => toast.show(ACCOUNT_LIST_TEXT.removed, 1500) });
  const list = banks ?? [];

  const removeWith = async (id: number, cashPassword?: string) => {
    try {
      await remove.mutateAsync({ id, cashPassword });
      setAsking(null);
    } catch (err) {
      // A wrong password keeps the modal open for another try; other refusals close it.
      if (!(err instanceof ApiError) || err.code !== ErrorCode.CASH_PASSWORD_ERROR) setAsking(null);
      throw err;
    }
  };
  const confirmRemove = async (bank: Bank) => {
    const yes = await Dialog.confirm({ content: ACCOUNT_LIST_TEXT.removeConfirm });
    if (!yes) return;
    if (hasFundPwd) setAsking(bank.id);
    else await removeWith(bank.id).catch(() => undefined);
  };

  return (
    <PageShell title={routes.accountList.title}>
      {isLoading && <Skeleton.Paragraph lineCount={5} animated />}
      {!isLoading && list.length === 0 && <EmptyState description={ACCOUNT_LIST_TEXT.empty} style={{ paddingTop: 64 }} />}
      <div className="bank-cards">
        {list.map((b) => (
          <BankCard
            key={b.id}
            bank={b}
            onEdit={() => navigate(`${paths.updateAccount.path}?id=${b.id}`)}
            onRemove={() => void confirmRemove(b)}
          />
        ))}
      </div>
      {list.length < BANK_LIMITS.maxCards && (
        <div className="page-actions">
          <Button block color="primary" onClick={() => navigate(paths.updateAccount.path)}>
            {ACCOUNT_LIST_TEXT.add}
          </Button>
        </div>
      )}
      <WithdrawPasswordModal
        visible={asking !== null}
        onConfirm={(pw) => (asking === null ? undefined : removeWith(asking, pw))}
        onClose={() => setAsking(null)}
      />
    </PageShell>
  );
}
