import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const Page = () => <p>页面</p>;

describe('lazyPage', () => {
  it('renders a preloaded page in the first render, without its fallback', async () => {
    const page = lazyPage(() => Promise.resolve({ default: Page }));
    await page.preload();
    const LazyPage = page;
    render(
      <Suspense fallback={<p>加载中</p>}>
        <LazyPage />
      </Suspense>,
    );
    // Synchronously: React.lazy would suspend once here even with its module in.
    expect(screen.getByText('页面')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('loads a page on its first render otherwise, and its module once', async () => {
    let loads = 0;
    const page = lazyPage(() => {
      loads += 1;
      return Promise.resolve({ default: Page });
    });
    const LazyPage = page;
    render(
      <Suspense fallback={<p>加载中</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByText('页面')).toBeInTheDocument();
    await page.preload();
    expect(loads).toBe(1);
  });
});
