import { App, Input } from 'antd';

/** Asks for an optional reason in a confirmation dialog; resolves null when cancelled. */
export function useReasonPrompt() {
  const { modal } = App.useApp();
  return (title: string, required = false) =>
    new Promise<string | null>((resolve) => {
      let reason = '';
      modal.confirm({
        title,
        content: <Input.TextArea aria-label="原因" maxLength={200} placeholder={required ? '请输入原因' : '原因（选填）'} onChange={(e) => (reason = e.target.value)} />,
        okText: '确定',
        cancelText: '取消',
        onOk: () => {
          if (required && !reason.trim()) return Promise.reject(new Error('请输入原因'));
          resolve(reason.trim());
        },
        onCancel: () => resolve(null),
      });
    });
}
