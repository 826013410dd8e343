import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { AFTER_LOAD, HOME_ROUTE, REQUIRED_ROUTES, checkRequiredRoutes, isRouteKey, measure, staticClosure } from './size-budget.mjs';

// A manifest in Vite's shape: the entry imports a vendor chunk, and dynamically the start-up chunk
// (BOOT_MODULE's, keyed by its file: it has no facade), which imports an app chunk and the vendor
// chunk; home imports a card chunk and a chunk shared with the gallery; the gallery also imports
// a chart chunk and the animation chunk that the after-load toast module (AFTER_LOAD) imports too.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['_boot.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_boot.js': { file: 'assets/boot.js', isDynamicEntry: true, imports: ['_app.js', '_vendor.js'], dynamicImports: [HOME_ROUTE] },
  '_app.js': { file: 'assets/app.js' },
  [HOME_ROUTE]: { file: 'assets/home-page.js', isDynamicEntry: true, imports: ['_card.js', '_shared.js', '_vendor.js'] },
  'src/features/content/pages/gallery-page.tsx': { file: 'assets/gallery-page.js', isDynamicEntry: true, imports: ['_shared.js', '_chart.js', '_spring.js'] },
  [AFTER_LOAD[0]]: { file: 'assets/toast-impl.js', isDynamicEntry: true, imports: ['_spring.js', '_vendor.js'] },
  '_spring.js': { file: 'assets/spring.js' },
  '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_chart.js': { file: 'assets/chart.js' },
  '_style.css': { file: 'assets/style.css' },
};
const sizes = {
  'assets/index.js': 50_000,
  'assets/vendor.js': 40_000,
  'assets/boot.js': 6_000,
  'assets/app.js': 4_000,
  'assets/home-page.js': 10_000,
  'assets/card.js': 5_000,
  'assets/shared.js': 3_000,
  'assets/gallery-page.js': 20_000,
  'assets/chart.js': 30_000,
  'assets/toast-impl.js': 2_000,
  'assets/spring.js': 17_000,
};
const all = { entry: 1e9, home: 1e9, afterLoad: 1e9, homeAfterLoad: 1e9, route: 1e9 };
const sizeOf = (f) => sizes[f];

describe('size budget', () => {
  it('follows static imports only, each key once', () => {
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['_vendor.js', 'index.html']);
    expect([...staticClosure(manifest, HOME_ROUTE)].sort()).toEqual(['_card.js', '_shared.js', '_vendor.js', HOME_ROUTE].sort());
    expect(() => staticClosure(manifest, 'missing.tsx')).toThrow(/not in the manifest/);
  });

  it('tells route pages from other modules', () => {
    expect(isRouteKey(HOME_ROUTE)).toBe(true);
    expect(isRouteKey('src/app/pages/not-found-page.tsx')).toBe(true);
    expect(isRouteKey('src/features/content/components/home-view.tsx')).toBe(false);
    expect(isRouteKey('_vendor.js')).toBe(false);
  });

  it('sums the entry (with the start-up chunks), home (entry + home closure, shared files once) and each route beyond the entry and after-load chunks', () => {
    const r = measure(manifest, sizeOf, undefined, all);
    expect(r.entry).toBe(50_000 + 40_000 + 6_000 + 4_000);
    expect(r.home).toBe(100_000 + 10_000 + 5_000 + 3_000);
    // The after-load module and what it imports beyond the entry (the vendor chunk is in it).
    expect(r.afterLoad).toBe(2_000 + 17_000);
    expect(r.homeAfterLoad).toBe(118_000 + 19_000);
    // The gallery imports the animation chunk, fetched after load already: not charged to it.
    expect(r.routes[HOME_ROUTE]).toBe(18_000);
    expect(r.routes['src/features/content/pages/gallery-page.tsx']).toBe(53_000);
    expect(r.failures).toEqual([]);
  });

  it('fails each figure over its budget, and never the home route against the route budget', () => {
    const r = measure(
      manifest,
      sizeOf,
      undefined,
      { entry: 99_999, home: 117_999, afterLoad: 18_999, homeAfterLoad: 136_999, route: 17_000 },
      {},
    );
    expect(r.failures).toEqual([
      'entry 100000 B > 99999 B',
      'home total 118000 B > 117999 B',
      'after load 19000 B > 18999 B',
      'home after load 137000 B > 136999 B',
      'route src/features/content/pages/gallery-page.tsx 53000 B > 17000 B',
    ]);
    // A route held at its own size passes up to it, not beyond.
    const held = { 'src/features/content/pages/gallery-page.tsx': 53_000 };
    expect(measure(manifest, sizeOf, undefined, { ...all, route: 17_000 }, held).failures).toEqual([]);
    const over = { 'src/features/content/pages/gallery-page.tsx': 52_999 };
    expect(measure(manifest, sizeOf, undefined, { ...all, route: 17_000 }, over).failures).toHaveLength(1);
  });

  it('charges the after-load chunks to routes when there are none, and names a missing after-load module', () => {
    const r = measure(manifest, sizeOf, undefined, all, {}, []);
    expect(r.afterLoad).toBe(0);
    expect(r.routes['src/features/content/pages/gallery-page.tsx']).toBe(53_000 + 17_000);
    expect(() => measure(manifest, sizeOf, undefined, all, {}, ['src/lib/gone.ts'])).toThrow(/gone\.ts \(AFTER_LOAD\) is not in the manifest/);
  });

  it('fails when home loads a package kept for other pages', () => {
    const report = { chunks: { 'assets/card.js': { packages: { dompurify: 900, 'apps/web/src/features': 10 } } } };
    const r = measure(manifest, sizeOf, report, all);
    expect(r.failures).toEqual(['home loads dompurify (in assets/card.js)']);
    const fine = { chunks: { 'assets/chart.js': { packages: { dompurify: 900 } } } };
    expect(measure(manifest, sizeOf, fine, all).failures).toEqual([]);
  });
});

describe('required routes', () => {
  it('fails a build whose manifest lost one of them', () => {
    expect(() => checkRequiredRoutes(manifest, [HOME_ROUTE])).not.toThrow();
    expect(() => checkRequiredRoutes(manifest, [HOME_ROUTE, 'src/features/game-center/pages/game-center-page.tsx'])).toThrow(
      /not in the manifest.*game-center-page\.tsx/,
    );
  });

  it('are the pages the server enriches (PAGE_PLANS in first-load.ts)', () => {
    const source = readFileSync(new URL('../../apps/server/src/plugins/first-load.ts', import.meta.url), 'utf8');
    const planned = [...source.matchAll(/^\s+module: '([^']+)',$/gm)].map((m) => m[1]);
    expect(planned.length).toBeGreaterThan(0);
    expect([...planned].sort()).toEqual([...REQUIRED_ROUTES].sort());
  });
});
