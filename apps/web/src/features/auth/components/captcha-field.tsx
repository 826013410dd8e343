import { Input } from 'antd-mobile';
import { captchaUrl } from '../lib/client-id';

export interface CaptchaFieldProps {
  kind: 'login' | 'reg';
  value: string;
  onChange: (value: string) => void;
  /** Changing it loads a new picture. */
  stamp: number;
  onRefresh: () => void;
}

/** Code entry with the server's captcha picture; tapping the picture loads a new one. */
export function CaptchaField({ kind, value, onChange, stamp, onRefresh }: CaptchaFieldProps) {
  return (
    <div className="auth-form__captcha">
      <Input aria-label="验证码" placeholder="请输入验证码" value={value} onChange={onChange} maxLength={6} clearable />
      <img src={captchaUrl(kind, stamp)} alt="验证码图片" title="看不清？点击刷新" onClick={onRefresh} />
    </div>
  );
}
