import { Button, CenterPopup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { APP_EVENTS, onAppEvent } from '@/lib/app-events';
import { http } from '@/lib/http';
import { toast } from '@/lib/toast';
import { Passcode } from './passcode';

export const WITHDRAW_PASSWORD_TEXT = {
  title: '请输入资金密码',
  empty: '请输入提现密码',
  confirm: '确认',
  verified: '验证成功',
} as const;

export interface WithdrawPasswordModalProps {
  visible: boolean;
  onConfirm: (password: string) => void | Promise<void>;
  onClose: () => void;
}

/** The modal's content; it is destroyed on close, so a reopened modal starts empty. */
function WithdrawPasswordBody({ onConfirm }: Pick<WithdrawPasswordModalProps, 'onConfirm'>) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    // An incomplete code can never be right, so it is refused like an empty one.
    if (value.length < 4) {
      toast.show(WITHDRAW_PASSWORD_TEXT.empty, 2000);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(value);
    } catch {
      // The API error catalogue has already shown the server's message; keep the modal open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="withdraw-password" role="dialog" aria-label={WITHDRAW_PASSWORD_TEXT.title} style={{ padding: 20, width: 300 }}>
      <h3 style={{ textAlign: 'center', margin: '0 0 16px' }}>{WITHDRAW_PASSWORD_TEXT.title}</h3>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <Passcode value={value} onChange={setValue} />
      </div>
      <Button block color="primary" style={{ marginTop: 20 }} loading={busy} onClick={() => void confirm()}>
        {WITHDRAW_PASSWORD_TEXT.confirm}
      </Button>
    </div>
  );
}

/** The withdrawal-password modal (spec 1 §5): title, a 4-digit masked entry and confirm. */
export function WithdrawPasswordModal({ visible, onConfirm, onClose }: WithdrawPasswordModalProps) {
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} destroyOnClose>
      {visible && <WithdrawPasswordBody onConfirm={onConfirm} />}
    </CenterPopup>
  );
}

/**
 * Mount once in the app frame: opens the modal whenever the error catalogue reports
 * UC/CASH_PASSWORD (app event `openCashPasswordModal`) and checks the entry on the server.
 */
export function WithdrawPasswordHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => onAppEvent(APP_EVENTS.openCashPasswordModal, () => setOpen(true)), []);

  const confirm = async (password: string) => {
    await http.post('/v/user/check/cashPassword', { cashPassword: password }, { form: true });
    toast.show(WITHDRAW_PASSWORD_TEXT.verified, 1500);
    setOpen(false);
  };
  return <WithdrawPasswordModal visible={open} onConfirm={confirm} onClose={() => setOpen(false)} />;
}
