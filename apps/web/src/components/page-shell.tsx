import { NavBar } from 'antd-mobile';
import type { CSSProperties, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { activeTab } from './bottom-nav';

export interface PageShellProps {
  title: ReactNode;
  /** Right side of the nav bar. */
  right?: ReactNode;
  /**
   * Hide the back arrow. Left out, it hides on the bottom-bar tab pages of this theme (a tab has
   * nowhere to go back to); `false` shows it there too.
   */
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
  const { pathname } = useLocation();
  const hideBack = noBack ?? activeTab(pathname) !== undefined;
  const back = () => {
    if (window.history.state && typeof window.history.state.idx === 'number' && window.history.state.idx > 0) navigate(-1);
    else navigate(backTo, { replace: true });
  };
  return (
    <div className={['page', className].filter(Boolean).join(' ')} style={style}>
      {hideBack ? (
        // antd's NavBar always gives its left box role="button", which has no name without a back
        // button (Lighthouse aria-command-name); without one, the same markup without that role.
        <div className="adm-nav-bar page__nav">
          <div className="adm-nav-bar-left" />
          <div className="adm-nav-bar-title">{title}</div>
          <div className="adm-nav-bar-right">{right}</div>
        </div>
      ) : (
        // antd gives the nav bar's left box role="button"; the hidden 返回 is its accessible name.
        <NavBar
          className="page__nav"
          back=""
          onBack={back}
          left={<span className="sr-only">返回</span>}
          right={right}
        >
          {title}
        </NavBar>
      )}
      <main className="page__body">{children}</main>
    </div>
  );
}
