import { Button, Form, Input } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { ACCOUNT_MSG, regValidators } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { PROFILE_QUERY_KEY, useProfile } from '@/lib/profile';
import { clearTokens } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useUpdatePassword } from '../api/update-password';

/** 修改密码: after a change every session of the account ends, this one too, so we go to login. */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: profile } = useProfile();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const update = useUpdatePassword({
    onSuccess: () => {
      toast.show(ACCOUNT_MSG.passwordChanged, 2000);
      clearTokens();
      queryClient.setQueryData(PROFILE_QUERY_KEY, null);
      navigate(paths.login.path, { replace: true });
    },
  });

  const submit = () => {
    if (!oldPassword || !newPassword) return;
    const error =
      regValidators.password(newPassword, profile?.userInfo.account) ??
      (newPassword === oldPassword ? ACCOUNT_MSG.samePassword : null) ??
      regValidators.confirmPassword(confirmPassword, newPassword);
    if (error) {
      toast.show(error, 3000);
      return;
    }
    update.mutate({ oldPassword, newPassword, confirmPassword });
  };

  return (
    <PageShell title={routes.changePassword.title}>
      <Form layout="horizontal" mode="card">
        <Form.Item label="原密码">
          <Input aria-label="原密码" type="password" placeholder="请输入原登录密码" value={oldPassword} onChange={setOld} />
        </Form.Item>
        <Form.Item label="新密码">
          <Input aria-label="新密码" type="password" placeholder="8-25位，含大小写字母和数字" value={newPassword} onChange={setNew} />
        </Form.Item>
        <Form.Item label="确认密码">
          <Input aria-label="确认新密码" type="password" placeholder="请再次输入新密码" value={confirmPassword} onChange={setConfirm} />
        </Form.Item>
      </Form>
      <div style={{ padding: 16 }}>
        <Button block color="primary" disabled={!oldPassword || !newPassword} loading={update.isPending} onClick={submit}>
          确认修改
        </Button>
      </div>
    </PageShell>
  );
}
