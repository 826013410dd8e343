import { Button, Form, Input, Result } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { ACCOUNT_MSG, msg } from '@sixmark/shared';
import { Passcode } from '@/components/passcode';
import { PageShell } from '@/components/page-shell';
import { WITHDRAW_PASSWORD_TEXT } from '@/components/withdraw-password-modal';
import { paths, routes } from '@/config/paths';
import { isTrial, PROFILE_QUERY_KEY, useProfile } from '@/lib/profile';
import { toast } from '@/lib/toast';
import { useUpdateFundPwd } from '../api/update-fund-pwd';

/**
 * 设置资金密码: the first time it is confirmed with the login password, later with the old
 * fund password. Each code is a 4-digit masked passcode entry.
 */
export default function PasswordWithdrawMoneyPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: profile } = useProfile();
  const hasFundPwd = !!profile?.extInfo?.fundPwd;
  const [password, setPassword] = useState('');
  const [oldFundPwd, setOldFundPwd] = useState('');
  const [fundPwd, setFundPwd] = useState('');
  const [confirmFundPwd, setConfirmFundPwd] = useState('');
  const update = useUpdateFundPwd({
    onSuccess: async () => {
      toast.show(ACCOUNT_MSG.fundPwdSet, 1500);
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      navigate(paths.securityCenter.path, { replace: true });
    },
  });

  if (isTrial(profile)) {
    return (
      <PageShell title={routes.passwordWithdrawMoney.title}>
        <Result status="warning" title={msg.trialForbidden} />
      </PageShell>
    );
  }

  const submit = () => {
    const error =
      (hasFundPwd ? (oldFundPwd.length < 4 ? WITHDRAW_PASSWORD_TEXT.empty : null) : !password ? '请输入登录密码' : null) ??
      (fundPwd.length < 4 ? WITHDRAW_PASSWORD_TEXT.empty : null) ??
      (fundPwd !== confirmFundPwd ? ACCOUNT_MSG.fundPwdMismatch : null);
    if (error) {
      toast.show(error, 2000);
      return;
    }
    update.mutate(hasFundPwd ? { oldFundPwd, fundPwd, confirmFundPwd } : { password, fundPwd, confirmFundPwd });
  };

  return (
    <PageShell title={routes.passwordWithdrawMoney.title}>
      <Form layout="vertical" mode="card">
        {hasFundPwd ? (
          <Form.Item label="原资金密码">
            <Passcode value={oldFundPwd} onChange={setOldFundPwd} aria-label="原资金密码" />
          </Form.Item>
        ) : (
          <Form.Item label="登录密码">
            <Input aria-label="登录密码" type="password" placeholder="请输入登录密码" value={password} onChange={setPassword} />
          </Form.Item>
        )}
        <Form.Item label="新资金密码">
          <Passcode value={fundPwd} onChange={setFundPwd} aria-label="新资金密码" />
        </Form.Item>
        <Form.Item label="确认资金密码">
          <Passcode value={confirmFundPwd} onChange={setConfirmFundPwd} aria-label="确认资金密码" />
        </Form.Item>
      </Form>
      <div style={{ padding: 16 }}>
        <Button block color="primary" loading={update.isPending} onClick={submit}>
          确认
        </Button>
      </div>
    </PageShell>
  );
}
