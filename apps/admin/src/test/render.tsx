import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { OPERATOR_ROLE_NAMES, ROLE_PERMISSIONS, type OperatorMe, type OperatorRole } from '@sixmark/shared';
import { App } from '@admin/App';
import { setToken } from '@admin/api/http';
import { SessionProvider } from '@admin/auth/session';

export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A fetch stand-in answering by "METHOD path" with the server's envelope; records every call. */
export function mockApi(routes: Record<string, (body: unknown) => { status?: number; code?: string; msg?: string; data?: unknown }>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = input.split('?')[0]!.replace(/^\/app-api/, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url: input, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const handler = routes[`${method} ${path}`];
    if (!handler) return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', msg: '不存在', data: null }), { status: 404 });
    const r = handler(body);
    const status = r.status ?? 200;
    return new Response(JSON.stringify({ success: status < 400, code: r.code ?? 'OK', msg: r.msg ?? '', data: r.data ?? null }), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The `GET /admin/auth/me` answer for an operator of `role`: all of the role's permissions, TOTP set up. */
export const operatorMe = (role: OperatorRole, extra: Partial<OperatorMe> = {}): OperatorMe => ({
  id: 1,
  name: `ops-${role}`,
  role,
  roleName: OPERATOR_ROLE_NAMES[role],
  permissions: [...ROLE_PERMISSIONS[role]],
  totpEnabled: true,
  mustEnrolTotp: false,
  mustChangePassword: false,
  ...extra,
});

/**
 * Signs an operator of `role` in: stores a token, so SessionProvider asks `GET /admin/auth/me`,
 * and answers the mockApi handler for that route.
 */
export function signedInAs(role: OperatorRole, extra: Partial<OperatorMe> = {}) {
  setToken('tok');
  return () => ({ data: operatorMe(role, extra) });
}

/** The console's providers: antd in Chinese and a query client that does not retry. */
function Providers({ children, autoInsertSpace }: { children: ReactNode; autoInsertSpace?: boolean | undefined }) {
  const [qc] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <ConfigProvider locale={zhCN} {...(autoInsertSpace === false ? { button: { autoInsertSpace: false } } : {})}>
      <AntApp>
        <QueryClientProvider client={qc}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

/** The whole console (menu, routes, session) at `path`. */
export function renderConsole(path = '/') {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <App />
        </SessionProvider>
      </MemoryRouter>
    </Providers>,
  );
}

/**
 * One page alone. `session` wraps it in SessionProvider (pages that read the operator's
 * permissions); `autoInsertSpace: false` keeps two-character button labels unspaced (按钮 not 按 钮).
 */
export function renderPage(page: ReactNode, opts: { session?: boolean; autoInsertSpace?: boolean } = {}) {
  return render(<Providers autoInsertSpace={opts.autoInsertSpace}>{opts.session ? <SessionProvider>{page}</SessionProvider> : page}</Providers>);
}
