// Shared by the features' page tests: a router with stub targets, a fresh query client and a fetch mock.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';

export type Reply = { status?: number; body: unknown } | ((url: URL, init: RequestInit | undefined) => { status?: number; body: unknown });

/** An envelope like the server's. */
export const ok = (data: unknown) => ({ body: { success: true, code: 'OK', msg: '操作成功', data } });
export const fail = (code: string, msg: string, status = 400) => ({ status, body: { success: false, code, msg, data: null } });

/**
 * Replaces fetch with a table of answers by path (query ignored). Unknown paths answer 404,
 * and every call is recorded so tests can assert what was (not) sent.
 */
export function mockApi(table: Record<string, Reply>) {
  const calls: { path: string; url: URL; init: RequestInit | undefined; form: URLSearchParams }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const form = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    calls.push({ path: url.pathname, url, init, form });
    const reply = table[url.pathname];
    const r = typeof reply === 'function' ? reply(url, init) : (reply ?? { status: 404, body: { success: false, code: 'SYS/NOT_FOUND', msg: '不存在', data: null } });
    return new Response(JSON.stringify(r.body), { status: r.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, table };
}

/** Renders `element` at `path` inside a router (with stub pages for the targets) and a fresh query client. */
export interface RenderPageOptions {
  /** The route pattern the page is mounted at. */
  path?: string;
  /** The address to open (default: `path`). */
  at?: string;
  /** Stub pages to land on after navigation. */
  extra?: { path: string; text: string }[];
  queryClient?: QueryClient;
}

export function renderPage(element: ReactElement, options: RenderPageOptions = {}) {
  const path = options.path ?? '/';
  const at = options.at ?? path;
  const extra = options.extra ?? [];
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      ...extra.map((e) => ({ path: e.path, element: <div>{e.text}</div> })),
    ],
    { initialEntries: [at] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
