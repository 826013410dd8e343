import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spin } from 'antd';

/**
 * A page loaded on first visit (its own chunk, so the console's first load carries only the
 * frame and the sign-in page). `name` is the page's named export; the page shows a spinner
 * while its chunk arrives. Every console page is declared through this in App.tsx.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, (props: Record<string, never>) => ReactNode>>, name: K): ComponentType {
  const Lazy = lazy<(props: Record<string, never>) => ReactNode>(() => load().then((m) => ({ default: m[name] })));
  function Page() {
    return (
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} aria-label="页面加载中" />}>
        <Lazy />
      </Suspense>
    );
  }
  Page.displayName = `Lazy(${name})`;
  return Page;
}
