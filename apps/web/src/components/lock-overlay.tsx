import { LockOutline } from 'antd-mobile-icons';
import type { CSSProperties, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { LOCK_MESSAGES, type LockReason } from '@sixmark/shared';
import { paths } from '@/config/paths';

export interface LockOverlayProps {
  /** login → 登陆后可以解锁查看！ to /auth/login; recharge → 请充值任意金额开通VIP！ to /recharge. */
  reason: Exclude<LockReason, null>;
  /** What stays visible under the cover (usually a placeholder; the server withholds content). */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** Covers locked content (spec 2 §4 Lock) and sends the user where they can unlock it (and back after login). */
export function LockOverlay({ reason, children, className, style }: LockOverlayProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const text = LOCK_MESSAGES[reason];
  const target = reason === 'login' ? paths.login.getHref() : paths.recharge.getHref();
  return (
    <div className={['lock-overlay', className].filter(Boolean).join(' ')} style={style}>
      <div className="lock-overlay__under" aria-hidden>
        {children}
      </div>
      <button
        type="button"
        className="lock-overlay__cover"
        onClick={() => navigate(target, { state: { from: location.pathname + location.search } })}
      >
        <LockOutline />
        <span>{text}</span>
      </button>
    </div>
  );
}
