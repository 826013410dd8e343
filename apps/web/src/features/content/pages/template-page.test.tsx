import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeItem, makeTemplate, mockApi } from '../test-utils';
import TemplatePage from './template-page';

function open(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/template/:gameId/:id" element={<TemplatePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

const card = () =>
  makeTemplate('MB05', {
    name: '六肖中特',
    groups: [
      {
        id: 1,
        groupName: '129',
        items: [makeItem(1, { title: '129期' }), makeItem(2, { title: '129期二' })],
      },
      { id: 2, groupName: '128', items: [makeItem(3, { title: '128期推荐' })] },
    ],
  });

describe('/template/{gameId}/{id} (spec 2 §2)', () => {
  it('shows every past period of the card', async () => {
    mockApi({ 'GET /app-api/game-document/template/info/70/7': () => card() });
    open('/template/70/7');
    expect(await screen.findByText('128期推荐')).toBeInTheDocument();
    expect(screen.getByText('128期')).toBeInTheDocument();
    expect(screen.getByText('129期二')).toBeInTheDocument();
    expect(screen.getAllByText('六肖中特').length).toBeGreaterThan(0);
  });

  it('?templateId= shows only that row', async () => {
    mockApi({ 'GET /app-api/game-document/template/info/70/7': () => card() });
    open('/template/70/7?templateId=2');
    expect(await screen.findByText('129期二')).toBeInTheDocument();
    expect(screen.queryByText('128期推荐')).toBeNull();
  });

  it('?documentId= asks for the data-library document and renders its HTML safely', async () => {
    const doc = makeTemplate('DB01', {
      name: '特码资料',
      groups: [
        {
          id: 1,
          groupName: '129',
          items: [makeItem(9, { content: '<p><b>129期特码资料</b></p><img src=x onerror=alert(1)>' })],
        },
      ],
    });
    const fetch = mockApi({ 'GET /app-api/game-document/template/info/70/48/783/h5': () => doc });
    open('/template/70/48?documentId=783');
    expect(await screen.findByText('129期特码资料')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[onerror]')).toBeNull();
  });
});
