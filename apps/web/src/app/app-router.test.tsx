import { act, render, screen } from '@testing-library/react';
import { Outlet, matchRoutes, useParams, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRouterProvider, createAppRouter, firstSegmentOf, routesStartingWith, useRouteKey, type RouteHandle } from './app-router';
import { ROUTE_ERROR_TEXT } from './pages/route-error-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { RESTORED_ATTRIBUTE } from '@/lib/scroll-restored';

/** A gate that waits until the test opens it, then answers `redirect`. */
function manualGate() {
  const calls: { target: string; open: (redirect?: string) => void }[] = [];
  const gate: RouteHandle['gate'] = (target) =>
    new Promise((resolve) => calls.push({ target, open: resolve }));
  return { gate, calls };
}

function KeyProbe() {
  return <p data-testid="key">{useRouteKey() ?? 'none'}</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

function routesWith(gate: RouteHandle['gate']): RouteObject[] {
  return [
    {
      element: (
        <>
          <KeyProbe />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <h1>首页</h1>, handle: { key: 'home' } },
        { path: '/about', element: <h1>关于</h1>, handle: { key: 'about' } },
        { path: '/vip', element: <h1>会员页</h1>, handle: { key: 'recharge', gate } },
        {
          path: '/broken',
          element: (
            <RouteErrorBoundary>
              <Broken />
            </RouteErrorBoundary>
          ),
        },
      ],
    },
  ];
}

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('app router', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => vi.restoreAllMocks());

  it('matches each location once, over the routes its first segment can reach', async () => {
    function Item() {
      return <h1>条目 {useParams().id}</h1>;
    }
    // Every matching (React Router's own inside useRoutes too) flattens the tree it is given and
    // reads each route's path: reads of these count the matchings that include them.
    const reads = { probe: 0, about: 0 };
    const counted = (name: keyof typeof reads, path: string, route: RouteObject): RouteObject => {
      Object.defineProperty(route, 'path', {
        enumerable: true,
        get: () => {
          reads[name] += 1;
          return path;
        },
      });
      return route;
    };
    const routes = routesWith(undefined);
    routes[0]!.children!.push(
      { path: '/item/:id', element: <Item />, handle: { key: 'template' } },
      counted('probe', '/probe', { element: <p>探针</p> }),
      counted('about', '/about/more', { element: <p>更多</p> }),
    );
    matchRoutes(routes, '/about');
    const perMatching = reads.about;
    expect(perMatching).toBeGreaterThan(1);

    reads.about = reads.probe = 0;
    const router = createAppRouter(routes, ['/item/7']);
    render(<AppRouterProvider router={router} />);
    await settle();
    expect(screen.getByText('条目 7')).toBeInTheDocument();
    expect(screen.getByTestId('key')).toHaveTextContent('template');
    // Read once to set the routes of `item` apart, never matched against.
    expect(reads).toEqual({ probe: 1, about: 1 });
    reads.about = reads.probe = 0;
    await act(() => router.navigate('/about'));
    expect(await screen.findByText('关于')).toBeInTheDocument();
    expect(screen.getByTestId('key')).toHaveTextContent('about');
    // `/about/more` starts with `about`: in the one matching (and read once to set it apart).
    expect(reads).toEqual({ probe: 1, about: 1 + perMatching });
    reads.about = reads.probe = 0;
    await act(() => router.navigate('/item/8'));
    expect(await screen.findByText('条目 8')).toBeInTheDocument();
    expect(reads).toEqual({ probe: 0, about: 0 });
  });

  it('answers every path as matchRoutes over the whole tree does', () => {
    const el = <p />;
    const routes: RouteObject[] = [
      {
        element: el,
        children: [
          { index: true, element: el },
          { path: '/gallery', element: el },
          { path: '/gallery/:id', element: el },
          { path: 'Lottery-History/:gameId', element: el, caseSensitive: true },
          { path: '/:lang?/news', element: el },
          { path: '/u/:code', element: el },
          { path: '/files/*', element: el },
          { path: '/参数', element: el },
          { element: el, children: [{ path: '/wallet', element: el }, { path: '/wallet/:tab', element: el }] },
          { path: '/box', element: el, children: [{ path: 'inner', element: el }, { index: true, element: el }] },
          { path: '/:slug', element: el },
          { path: '*', element: el },
        ],
      },
    ];
    const paths = ['/', '', '/gallery', '/GALLERY/3', '/gallery/3/x', '/lottery-history/70', '/Lottery-History/70',
      '/news', '/zh/news', '/u/ab', '/files/a/b', '/%E5%8F%82%E6%95%B0', '/wallet', '/wallet/log', '/box',
      '/box/inner', '/anything', '/a/b/c', '//gallery', '/%zz'];
    const shape = (ms: ReturnType<typeof matchRoutes>) => ms?.map((m) => [m.route, m.params, m.pathname]) ?? null;
    for (const path of paths) {
      const pruned = routesStartingWith(routes, firstSegmentOf(path));
      const whole = matchRoutes(routes, path);
      const part = matchRoutes(pruned, path);
      // The same leaf route, params and pathnames (layouts may be copies holding fewer children).
      expect(shape(part)?.slice(1), path).toEqual(shape(whole)?.slice(1));
      expect(part?.[0]?.route.element, path).toBe(whole?.[0]?.route.element);
    }
    // It leaves routes out: `/gallery` has no wallet, news keeps its optional first segment.
    const gallery = JSON.stringify(routesStartingWith(routes, 'gallery')[0]!.children!.map((r) => r.path ?? (r.index ? 'index' : 'layout')));
    expect(gallery).toBe(JSON.stringify(['/gallery', '/gallery/:id', '/:lang?/news', '/:slug', '*']));
  });

  it('renders the fallback until the first page’s gate allows it', async () => {
    const { gate, calls } = manualGate();
    const router = createAppRouter(routesWith(gate), ['/vip']);
    render(<AppRouterProvider router={router} fallback={<p>等待</p>} />);
    expect(screen.getByText('等待')).toBeInTheDocument();
    expect(screen.queryByText('会员页')).toBeNull();
    expect(calls.map((c) => c.target)).toEqual(['/vip']);
    await act(async () => calls[0]!.open());
    expect(await screen.findByText('会员页')).toBeInTheDocument();
    expect(screen.getByTestId('key')).toHaveTextContent('recharge');
    expect(router.state.initialized).toBe(true);
  });

  it('keeps the page on screen while a gate decides, and stays there when it refuses', async () => {
    const { gate, calls } = manualGate();
    const router = createAppRouter(routesWith(gate), ['/about']);
    render(<AppRouterProvider router={router} />);
    const done = router.navigate('/vip');
    await settle();
    expect(screen.getByText('关于')).toBeInTheDocument();
    await act(async () => {
      calls[0]!.open('/about');
      await done;
    });
    expect(router.state.location.pathname).toBe('/about');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('会员页')).toBeNull();
  });

  it('commits only the newest navigation when an older gate answers late', async () => {
    const { gate, calls } = manualGate();
    const router = createAppRouter(routesWith(gate), ['/']);
    render(<AppRouterProvider router={router} />);
    const slow = router.navigate('/vip');
    await act(() => router.navigate('/about'));
    await act(async () => {
      calls[0]!.open();
      await slow;
    });
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByText('关于')).toBeInTheDocument();
  });

  it('sends a back navigation onto a refused page back to the page the user was on', async () => {
    const { gate, calls } = manualGate();
    const router = createAppRouter(routesWith(gate), ['/vip']);
    render(<AppRouterProvider router={router} />);
    await act(async () => calls[0]!.open());
    await act(() => router.navigate('/about'));
    await act(() => router.navigate(-1));
    expect(calls[1]?.target).toBe('/vip');
    await act(async () => calls[1]!.open('/about'));
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByText('关于')).toBeInTheDocument();
  });

  it('opens a pushed page at the top and returns to the saved position on back', async () => {
    const router = createAppRouter(routesWith(undefined), ['/']);
    render(<AppRouterProvider router={router} />);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    await act(() => router.navigate('/about'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(document.documentElement.hasAttribute(RESTORED_ATTRIBUTE)).toBe(false);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    await act(() => router.navigate(-1));
    await settle();
    expect(router.state.location.pathname).toBe('/');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    // Returned to at a saved position: lazily laid-out lists are drawn in full (their guessed
    // row heights would move the position), until the next page opens.
    expect(document.documentElement.hasAttribute(RESTORED_ATTRIBUTE)).toBe(true);
    await act(() => router.navigate('/about'));
    expect(document.documentElement.hasAttribute(RESTORED_ATTRIBUTE)).toBe(false);
  });

  it('shows 页面加载失败 for a page that fails, and the next page normally', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createAppRouter(routesWith(undefined), ['/broken']);
    render(<AppRouterProvider router={router} />);
    expect((await screen.findAllByText(ROUTE_ERROR_TEXT.title)).length).toBeGreaterThan(0);
    await act(() => router.navigate('/about'));
    expect(screen.getByText('关于')).toBeInTheDocument();
    expect(screen.queryByText(ROUTE_ERROR_TEXT.title)).toBeNull();
  });
});
