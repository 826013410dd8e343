import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { OpenInfo } from '@sixmark/shared/api/lottery';

/** An openInfo answer for tests; `over` replaces whole sections. */
export function makeOpenInfo(over: Partial<OpenInfo> = {}, now = Date.now()): OpenInfo {
  return {
    gameId: 70,
    cur: { turnNum: '2026101', closeTime: now + 240_000, liveUrl: '', seedHash: 'ab'.repeat(32) },
    pre: {
      turnNum: '2026100',
      openTime: Date.UTC(2026, 5, 1, 13, 30),
      openNum: '1,13,25,37,49,8,20',
      isStreaming: false,
      liveUrl: '',
      fairness: { seedHash: 'cd'.repeat(32), seed: 'ef'.repeat(32) },
    },
    plan: { turnNum: '2026101', planTime: now + 330_000 },
    serverTime: now,
    ...over,
  };
}

/** Renders inside a fresh query client and a router. */
export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{<MemoryRouter>{ui}</MemoryRouter>}</QueryClientProvider>) };
}
