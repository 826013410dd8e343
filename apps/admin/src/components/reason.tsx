import { App, Input } from 'antd';

/**
 * Asks for a reason in a confirmation dialog; resolves null when cancelled. When the reason is
 * required, OK stays disabled until one is typed (a rejected onOk would surface as an unhandled
 * rejection and leave the dialog in an odd state).
 */
export function useReasonPrompt() {
  const { modal } = App.useApp();
  return (title: string, required = false) =>
    new Promise<string | null>((resolve) => {
      let reason = '';
      const dialog = modal.confirm({
        title,
        content: (
          <Input.TextArea
            aria-label="原因"
            maxLength={200}
            placeholder={required ? '请输入原因' : '原因（选填）'}
            onChange={(e) => {
              reason = e.target.value;
              if (required) dialog.update({ okButtonProps: { disabled: !reason.trim() } });
            }}
          />
        ),
        okText: '确定',
        cancelText: '取消',
        okButtonProps: { disabled: required },
        onOk: () => resolve(reason.trim()),
        onCancel: () => resolve(null),
      });
    });
}
