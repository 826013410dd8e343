import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { antdLocale, useLocale } from '@/lib/i18n';

/**
 * Retrying lives in one place, lib/http.ts, and TanStack Query never retries. The transport
 * retries only what may succeed on a second try (network errors and time-outs, never a server
 * answer such as 请先登录 or a refused bet), covers calls made outside queries too (start-up
 * configuration, mutations that ask for it), and reports the failure to the error catalogue
 * once, after the last attempt; Query retrying on top would multiply attempts and toasts.
 * Ask for retries per call with `http.get(url, { retry: n })`, not in query options.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/** `client`: the server's drawing of a first screen (entry-server.tsx) brings its own per page. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  // Re-renders on a language switch so antd-mobile's own texts follow it.
  useLocale();
  return (
    <ConfigProvider locale={antdLocale() ?? zhCN}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
