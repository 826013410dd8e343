import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { App } from '@admin/App';
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

export function renderConsole(path = '/') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <QueryClientProvider client={qc}>
          <MemoryRouter initialEntries={[path]}>
            <SessionProvider>
              <App />
            </SessionProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}
