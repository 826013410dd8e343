import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { Template, TemplateItem } from '@sixmark/shared';
import { PROFILE_QUERY_KEY, type Profile } from '@/lib/profile';
import { makeProfile as makeSharedProfile } from '@/test/fixtures';

/** A card item with every field; `over` replaces fields. */
export function makeItem(id: number, over: Partial<TemplateItem> = {}): TemplateItem {
  return {
    id,
    title: `${100 + id}期`,
    content: '鼠 牛 虎',
    content2: '',
    content3: '',
    note: '',
    iconUrl: '',
    sort: id,
    updatedTime: '',
    subName: null,
    multiContents: [],
    requireLogin: 0,
    requireRecharge: 0,
    templateType: null,
    pollOptions: [],
    pollStatus: 0,
    gameTurn: String(100 + id),
    optionId: null,
    activeCover: 0,
    locked: null,
    ...over,
  };
}

/** A card; `groups` default to one group of `n` items. */
export function makeTemplate(code: string, over: Partial<Template> = {}, n = 8): Template {
  return {
    id: 7,
    gameId: 70,
    name: `卡片${code}`,
    note1: '精准',
    note2: '推荐',
    templateCode: code,
    colorTheme: '#e00221,#ff7a45',
    like: 0,
    location: 'home',
    playCateName: '特码',
    sort: 1,
    groups: [{ id: 1, groupName: '123', items: Array.from({ length: n }, (_, i) => makeItem(i + 1)) }],
    ...over,
  };
}

export const makeProfile = (type: 'NORMAL' | 'TEST' = 'NORMAL', rechMoney = 0): Profile =>
  makeSharedProfile({ userInfo: { type }, extInfo: { rechMoney } });

function Where() {
  const loc = useLocation();
  return <div data-testid="location">{loc.pathname}</div>;
}

/** Renders at `/` inside a query client and a router that shows where a link went. */
export function renderContent(ui: ReactElement, { profile }: { profile?: Profile | null } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (profile) {
    localStorage.setItem('token', 'test-token');
    client.setQueryData(PROFILE_QUERY_KEY, profile);
  } else {
    client.setQueryData(PROFILE_QUERY_KEY, null);
  }
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...result };
}

type Handler = (url: URL, init?: RequestInit) => unknown;

/** Replaces fetch: each handler answers the envelope's data for a path (or throws `{code,msg}`). */
export function mockApi(handlers: Record<string, Handler>) {
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler)
      return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', msg: key, data: null }), {
        status: 404,
      });
    try {
      const data = await handler(url, init);
      // Static JSON files have no envelope.
      if (url.pathname.startsWith('/sys-upload/')) return new Response(JSON.stringify(data), { status: 200 });
      return new Response(JSON.stringify({ success: true, code: 'OK', msg: '', data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    } catch (e) {
      const err = e as { code: string; msg: string };
      return new Response(JSON.stringify({ success: false, code: err.code, msg: err.msg, data: null }), {
        status: 400,
      });
    }
  });
  return spy;
}
