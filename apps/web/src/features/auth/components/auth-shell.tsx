import { Tabs } from 'antd-mobile';
import { LeftOutline, MessageOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { paths } from '@/config/paths';
import { DEFAULT_COMPANY_CODE } from '@sixmark/shared';
import { companyQueryOptions, useAppSettings } from '@/lib/startup-config';
import { onlineServiceUrl, openOnlineService } from '../lib/online-service';
import '../auth.css';

export type AuthTab = 'login' | 'register';

export interface AuthShellProps {
  active: AuthTab;
  children: ReactNode;
}

/** Image paths without a host get the /sys-upload/ prefix (spec 1 §9). */
const imageSrc = (url: string) => (!url || /^(https?:|data:|\/)/.test(url) ? url : `/sys-upload/${url}`);

const GAME_CHAT_RE = /^\/game\/[^/]+\/chat-rooms\//;

/**
 * The frame of login and registration (spec 1 §2 auth shell): back button (home when the
 * history is short or the previous page was a game chat), customer service, logo and tabs.
 */
export function AuthShell({ active, children }: AuthShellProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { data: company } = useQuery(companyQueryOptions(DEFAULT_COMPANY_CODE));
  const { data: settings } = useAppSettings();
  const from = (location.state as { from?: string } | null)?.from ?? '';

  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0 && !GAME_CHAT_RE.test(from)) navigate(-1);
    else navigate(paths.home.path, { replace: true });
  };
  const service = onlineServiceUrl(settings) || company?.olUrl || '';

  return (
    <div className="auth-shell">
      <header className="auth-shell__bar">
        <button type="button" className="auth-shell__icon" aria-label="返回" onClick={back}>
          <LeftOutline />
        </button>
        <button type="button" className="auth-shell__icon" aria-label="在线客服" onClick={() => openOnlineService(service)}>
          <MessageOutline />
        </button>
      </header>
      <div className="auth-shell__logo">
        {company?.logoUrl ? <img src={imageSrc(company.logoUrl)} alt={company.name} /> : <div className="auth-shell__logo-placeholder" />}
      </div>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(key === 'login' ? paths.login.path : paths.register.path + location.search, { replace: true, state: location.state })}
      >
        <Tabs.Tab title="登录" key="login" />
        <Tabs.Tab title="注册" key="register" />
      </Tabs>
      <div className="auth-shell__body">{children}</div>
    </div>
  );
}
