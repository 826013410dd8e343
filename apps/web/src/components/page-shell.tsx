import { NavBar } from 'antd-mobile';
import type { CSSProperties, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export interface PageShellProps {
  title: ReactNode;
  /** Right side of the nav bar. */
  right?: ReactNode;
  /** Hide the back arrow (tab pages). */
  noBack?: boolean;
  /** Back target when the history is empty. */
  backTo?: string;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** A page with a titled nav bar and a back button that falls back to home on a fresh tab. */
export function PageShell({ title, right, noBack, backTo = '/', children, className, style }: PageShellProps) {
  const navigate = useNavigate();
  const back = () => {
    if (window.history.state && typeof window.history.state.idx === 'number' && window.history.state.idx > 0) navigate(-1);
    else navigate(backTo, { replace: true });
  };
  return (
    <div className={['page', className].filter(Boolean).join(' ')} style={style}>
      <NavBar className="page__nav" back={noBack ? null : ''} onBack={back} right={right}>
        {title}
      </NavBar>
      <main className="page__body">{children}</main>
    </div>
  );
}
