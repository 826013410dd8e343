import { lazy, type ComponentType } from 'react';

/** A route's page, loaded when first rendered, or before with `preload()`. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy, plus a `preload()` after which the page renders without suspending: React.lazy
 * suspends on its first render even when its module is already in (it learns of the module a
 * microtask later), and a page that suspends shows its fallback. The first render of a screen
 * the server drew must draw the page itself, not the fallback (boot.tsx).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then((m) => {
      loaded = m.default;
      return m;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { preload });
}
