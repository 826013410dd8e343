import { Button, Form, Input, Selector, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { agentMsg, rebateInRange, type AgentUserType } from '@sixmark/shared';
import { canSubmitRegistration, validateRegistration } from '@sixmark/shared/domain/registration-rules';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useAddSubUser } from '../api/add-sub-user';
import { useRebateRange } from '../api/get-rebate-range';
import { FORM_TOAST_MS, USER_TYPE_OPTIONS } from '../components/link-form';
import { RebatePicker } from '../components/rebate-picker';
import { AGENT_TEXT } from '../lib/texts';
import '../agent.css';

interface AddUserForm {
  account: string;
  password: string;
  confirmPassword: string;
  userType: AgentUserType;
  rebate: number | undefined;
}

/**
 * The first problem of the form, or null: the account and password rules of registration
 * (shared, same messages), then a rebate inside the agent's range.
 */
export function addUserError(form: AddUserForm, range: { min: number; max: number }): string | null {
  const reg = validateRegistration({ account: form.account, password: form.password, confirmPassword: form.confirmPassword }, {});
  if (reg) return reg;
  if (form.rebate === undefined) return AGENT_TEXT.pickRebate;
  if (!rebateInRange(form.rebate, range)) return agentMsg.rebateRange(range.min, range.max);
  return null;
}

/** 添加下级: the agent opens an account under itself, with the registration rules and a rebate in its range. */
export default function AgentAddUserPage() {
  const navigate = useNavigate();
  const range = useRebateRange();
  const [form, setForm] = useState<AddUserForm>({ account: '', password: '', confirmPassword: '', userType: 'member', rebate: undefined });
  const add = useAddSubUser({
    onSuccess: (added) => {
      toast.show(agentMsg.addSuccess, FORM_TOAST_MS);
      navigate(paths.agentUserDetail.getHref({ id: added.userId }), { replace: true });
    },
    onError: (e) => toast.show(e.message, FORM_TOAST_MS),
  });
  const set = (field: 'account' | 'password' | 'confirmPassword') => (v: string) => setForm((f) => ({ ...f, [field]: v }));
  const submit = () => {
    if (!range.data || add.isPending || !canSubmitRegistration(form, false)) return;
    const error = addUserError(form, range.data);
    if (error) {
      toast.show(error, FORM_TOAST_MS);
      return;
    }
    add.mutate({ account: form.account.trim(), password: form.password, confirmPassword: form.confirmPassword, userType: form.userType, rebate: form.rebate! });
  };
  return (
    <PageShell title={routes.agentAddUser.title} className="agent-page" backTo={paths.agent.path}>
      {range.isLoading || !range.data ? (
        <Skeleton.Paragraph lineCount={6} animated style={{ padding: 16 }} />
      ) : (
        <>
          <Form layout="horizontal" mode="card">
            <Form.Item label="用户名" required>
              <Input aria-label="用户名" placeholder="请输入6-15位字母或数字，字母开头" maxLength={15} value={form.account} onChange={set('account')} clearable />
            </Form.Item>
            <Form.Item label="登录密码" required>
              <Input aria-label="登录密码" placeholder="请输入8-20位字母和数字" type="password" maxLength={25} value={form.password} onChange={set('password')} />
            </Form.Item>
            <Form.Item label="确认密码" required>
              <Input aria-label="确认密码" placeholder="请再次输入登录密码" type="password" maxLength={25} value={form.confirmPassword} onChange={set('confirmPassword')} />
            </Form.Item>
            <Form.Item label="用户类型">
              <Selector
                aria-label="用户类型"
                columns={2}
                options={USER_TYPE_OPTIONS}
                value={[form.userType]}
                onChange={(v) => v[0] && setForm((f) => ({ ...f, userType: v[0]! }))}
              />
            </Form.Item>
            <Form.Item label={AGENT_TEXT.rebate} required>
              <RebatePicker min={range.data.min} max={range.data.max} value={form.rebate} onChange={(rebate) => setForm((f) => ({ ...f, rebate }))} />
            </Form.Item>
          </Form>
          <div className="agent-actions">
            <Button
              block
              color="primary"
              size="large"
              loading={add.isPending}
              disabled={add.isPending || !canSubmitRegistration(form, false)}
              onClick={submit}
            >
              {routes.agentAddUser.title}
            </Button>
          </div>
        </>
      )}
    </PageShell>
  );
}
