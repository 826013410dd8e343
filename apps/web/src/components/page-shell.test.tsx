import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageShell, type PageShellProps } from './page-shell';

function shellAt(path: string, props: Partial<PageShellProps> = {}) {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <PageShell title="标题" {...props} />
    </MemoryRouter>,
  );
  const hasBack = container.querySelector('.adm-nav-bar-back') !== null;
  unmount();
  return hasBack;
}

describe('PageShell back arrow', () => {
  it('is hidden on every bottom-bar tab page of theme1 (/, /databases, /game-center, /gallery, /profile)', () => {
    for (const path of ['/', '/macau-lottery', '/recommend', '/databases', '/game-center', '/gallery', '/profile']) {
      expect(shellAt(path), path).toBe(false);
    }
  });

  it('is shown on pages that are not tabs', () => {
    for (const path of ['/recharge', '/bills', '/gallery/3', '/promotional', '/nope']) {
      expect(shellAt(path), path).toBe(true);
    }
  });

  it('follows an explicit noBack either way', () => {
    expect(shellAt('/databases', { noBack: false })).toBe(true);
    expect(shellAt('/recharge', { noBack: true })).toBe(false);
  });
});

describe('PageShell nav bar accessibility', () => {
  it('has no unnamed role=button box on a tab page; the back box is named 返回 elsewhere', () => {
    const tab = render(
      <MemoryRouter initialEntries={['/']}>
        <PageShell title="首页" right={<button type="button">我的收藏</button>} />
      </MemoryRouter>,
    );
    expect(tab.container.querySelector('[role="button"]')).toBeNull();
    expect(tab.container.querySelector('.adm-nav-bar-title')?.textContent).toBe('首页');
    expect(tab.getByRole('button', { name: '我的收藏' })).toBeInTheDocument();
    tab.unmount();
    const page = render(
      <MemoryRouter initialEntries={['/recharge']}>
        <PageShell title="充值" />
      </MemoryRouter>,
    );
    expect(page.getByRole('button', { name: '返回' })).toBeInTheDocument();
    page.unmount();
  });
});
