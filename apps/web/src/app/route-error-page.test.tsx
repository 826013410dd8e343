import { render, screen } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_ERROR_TEXT, isChunkLoadError } from './pages/route-error-page';
import { RouteErrorBoundary } from './route-error-boundary';

describe('route error page', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('knows the browsers’ messages for a missing page chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('shows 页面加载失败 with reload and home buttons in place of the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new Error('boom')));
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Suspense>
            <Broken />
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect((await screen.findAllByText(ROUTE_ERROR_TEXT.title)).length).toBeGreaterThan(0);
    expect(screen.getByText(ROUTE_ERROR_TEXT.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ROUTE_ERROR_TEXT.reload })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ROUTE_ERROR_TEXT.home })).toBeInTheDocument();
  });
});
