import { Button, Form, Input, Selector, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { AGENT_LIMITS, agentMsg, rebateInRange, type AgentUserType } from '@sixmark/shared';
import { useRebateRange } from '../api/get-rebate-range';
import { AGENT_TEXT, FORM_TOAST_MS } from '../lib/texts';
import { toast } from '@/lib/toast';
import { RebatePicker } from './rebate-picker';

export interface LinkFormValue {
  userType: AgentUserType;
  rebate: number | undefined;
  remark: string;
}

export interface LinkFormProps {
  initial?: LinkFormValue;
  submitText: string;
  submitting: boolean;
  onSubmit: (value: LinkFormValue & { rebate: number }) => void;
}

export const USER_TYPE_OPTIONS: { label: string; value: AgentUserType }[] = [
  { label: AGENT_TEXT.userTypes.member, value: 'member' },
  { label: AGENT_TEXT.userTypes.agent, value: 'agent' },
];

// FORM_TOAST_MS lives in lib/texts (pages without the form import it from there, not this file,
// which brings antd's Form); re-exported for the form pages.
export { FORM_TOAST_MS } from '../lib/texts';

/**
 * What a link creates (member or agent), the rebate it grants inside the agent's range, and a
 * remark. The range comes from the server, which checks it again.
 */
export function LinkForm({ initial, submitText, submitting, onSubmit }: LinkFormProps) {
  const range = useRebateRange();
  const [value, setValue] = useState<LinkFormValue>(initial ?? { userType: 'member', rebate: undefined, remark: '' });
  if (range.isLoading || !range.data) return <Skeleton.Paragraph lineCount={4} animated style={{ padding: 16 }} />;
  const { min, max } = range.data;
  const submit = () => {
    if (value.rebate === undefined) {
      toast.show(AGENT_TEXT.pickRebate, FORM_TOAST_MS);
      return;
    }
    if (!rebateInRange(value.rebate, { min, max })) {
      toast.show(agentMsg.rebateRange(min, max), FORM_TOAST_MS);
      return;
    }
    onSubmit({ ...value, rebate: value.rebate, remark: value.remark.trim() });
  };
  return (
    <>
      <Form layout="horizontal" mode="card">
        <Form.Item label="用户类型">
          <Selector
            aria-label="用户类型"
            columns={2}
            options={USER_TYPE_OPTIONS}
            value={[value.userType]}
            onChange={(v) => v[0] && setValue({ ...value, userType: v[0] })}
          />
        </Form.Item>
        <Form.Item label={AGENT_TEXT.rebate} required>
          <RebatePicker min={min} max={max} value={value.rebate} onChange={(rebate) => setValue({ ...value, rebate })} />
        </Form.Item>
        <Form.Item label={AGENT_TEXT.remark}>
          <Input
            aria-label={AGENT_TEXT.remark}
            placeholder={AGENT_TEXT.remarkPlaceholder}
            value={value.remark}
            maxLength={AGENT_LIMITS.remarkMax}
            onChange={(remark) => setValue({ ...value, remark })}
          />
        </Form.Item>
      </Form>
      <div className="agent-actions">
        <Button block color="primary" size="large" loading={submitting} disabled={submitting} onClick={submit}>
          {submitText}
        </Button>
      </div>
    </>
  );
}
