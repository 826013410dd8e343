import { describe, expect, it } from 'vitest';
import { chunkClosure, chunkPlan, dissolveCycle, planGroups } from './chunk-plan.mjs';

const mod = (users, size, imports = [], watchers = []) => ({ users, size, imports, watchers });
const groupsOf = (groups) => groups.map((g) => [...g.ids].sort().join('+')).sort();

describe('planGroups', () => {
  it('merges what the same pages need, so each fetches one chunk instead of two', () => {
    const modules = new Map([
      ['a', mod([0, 1], 3000)],
      ['b', mod([0, 1, 2], 2000)],
    ]);
    // Page 2 fetches a's 3000 B more, pages 0 and 1 save a request each.
    expect(groupsOf(planGroups(modules, [1, 1, 1], { requestCost: 12_000 }))).toEqual(['a+b']);
  });

  it('keeps apart what would make a page fetch more than the requests it saves', () => {
    const modules = new Map([
      ['big', mod([0, 1], 90_000)],
      ['small', mod([1, 2], 1000)],
    ]);
    // Merging saves page 1 a request (12 000) and costs page 2 the 90 000 B of big.
    expect(groupsOf(planGroups(modules, [1, 1, 1], { requestCost: 12_000 }))).toEqual(['big', 'small']);
  });

  it('weighs each consumer: what a light one over-fetches counts less', () => {
    const modules = new Map([
      ['a', mod([0, 1], 30_000)],
      ['b', mod([0, 1, 2], 1000)],
    ]);
    expect(groupsOf(planGroups(modules, [1, 1, 1], { requestCost: 12_000 }))).toEqual(['a', 'b']);
    expect(groupsOf(planGroups(modules, [1, 1, 0.1], { requestCost: 12_000 }))).toEqual(['a+b']);
  });

  it('never makes two chunks import each other', () => {
    // x (pages 0,1) imports y (pages 0,1,2), which imports z (pages 0,1,3): merging x with z
    // would give {x,z} → y → {x,z}.
    const modules = new Map([
      ['x', mod([0, 1], 100, ['y'])],
      ['y', mod([0, 1, 2], 100_000, ['z'])],
      ['z', mod([0, 1, 3], 100)],
    ]);
    const groups = planGroups(modules, [1, 1, 0.001, 0.001], { requestCost: 12_000 });
    const at = new Map(groups.flatMap((g, i) => g.ids.map((id) => [id, i])));
    expect(at.get('x') === at.get('z') && at.get('x') !== at.get('y')).toBe(false);
  });

  it('does not make a page fetch what a merged-in group imports', () => {
    // a (pages 0,1) imports d (pages 0,1,3). Merging a with b (pages 0,1,2) would save pages 0
    // and 1 a request for 0.1 B of page 2's weight, but page 2 would then fetch d's 50 000 B too.
    const modules = new Map([
      ['a', mod([0, 1], 100, ['d'])],
      ['b', mod([0, 1, 2], 30_000)],
      ['d', mod([0, 1, 3], 50_000)],
    ]);
    expect(groupsOf(planGroups(modules, [1, 1, 0.001, 1], { requestCost: 12_000 }))).toEqual(['a+d', 'b']);
  });

  it('sees a cycle through a chunk outside the groups', () => {
    // x imports f, a module of a route's own chunk, which imports z: merging x and z would give
    // {x,z} → f's chunk → {x,z}.
    const modules = new Map([
      ['x', mod([0, 1], 100, ['f'])],
      ['z', mod([0, 1, 3], 100)],
    ]);
    const fixed = new Map([['f', { node: 'a:route', imports: ['z'] }]]);
    expect(groupsOf(planGroups(modules, [1, 1, 0.001, 0.001], { requestCost: 12_000 }))).toEqual(['x+z']);
    expect(groupsOf(planGroups(modules, [1, 1, 0.001, 0.001], { requestCost: 12_000, fixed }))).toEqual([
      'x',
      'z',
    ]);
  });

  it('grows what a watcher fetches by at most maxGrowth', () => {
    // A route watching only b fetches 10 000 B; merging a in would double it.
    const modules = new Map([
      ['a', mod([0, 1], 10_000, [], [])],
      ['b', mod([0, 1, 2], 10_000, [], [0])],
    ]);
    expect(groupsOf(planGroups(modules, [1, 1, 0], { requestCost: 12_000, watchers: 1 }))).toEqual(['a+b']);
    expect(groupsOf(planGroups(modules, [1, 1, 0], { requestCost: 12_000, watchers: 1, maxGrowth: 0.1 }))).toEqual(['a', 'b']);
  });
});

describe('chunkPlan', () => {
  // A first build in Rollup's shape: the entry, two first-load pages sharing two small chunks,
  // a route that is not a first-load page sharing one of them, and a chunk only page two needs.
  const chunk = (fileName, name, modules, more = {}) => ({
    fileName,
    name,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    modules: Object.fromEntries(modules.map((id) => [id, { renderedLength: 1000 }])),
    ...more,
  });
  const chunks = [
    chunk('index.js', 'index', ['/app/src/main.tsx', '/app/node_modules/react/index.js'], {
      isEntry: true,
      facadeModuleId: '/app/src/main.tsx',
      dynamicImports: ['home.js', 'gallery.js', 'login.js'],
    }),
    chunk('home.js', 'home-page', ['/app/src/pages/home-page.tsx'], {
      isDynamicEntry: true,
      facadeModuleId: '/app/src/pages/home-page.tsx',
      imports: ['index.js', 'popup.js', 'mask.js'],
    }),
    chunk('gallery.js', 'gallery-page', ['/app/src/pages/gallery-page.tsx'], {
      isDynamicEntry: true,
      facadeModuleId: '/app/src/pages/gallery-page.tsx',
      imports: ['index.js', 'popup.js', 'mask.js', 'grid.js'],
    }),
    chunk('login.js', 'login-page', ['/app/src/pages/login-page.tsx'], {
      isDynamicEntry: true,
      facadeModuleId: '/app/src/pages/login-page.tsx',
      imports: ['index.js', 'mask.js'],
    }),
    chunk('popup.js', 'popup', ['/app/node_modules/ui/popup.js']),
    chunk('mask.js', 'mask', ['/app/node_modules/ui/mask.js']),
    chunk('grid.js', 'grid', ['/app/src/grid.tsx']),
  ];
  const pages = [
    { name: 'home', module: 'src/pages/home-page.tsx' },
    { name: 'gallery', module: 'src/pages/gallery-page.tsx' },
  ];
  const isRoute = (id) => id.includes('/pages/');
  const all = [...chunks.flatMap((c) => Object.keys(c.modules)), '/app/node_modules/ui/calendar.js', '/app/node_modules/ui/popup.css'];

  it('keeps the entry whole, groups what the pages share and names every chunk', () => {
    const { assign, groups } = chunkPlan(chunks, pages, () => [], { isRoute, allModuleIds: all });
    expect(assign['/app/src/main.tsx']).toBe('index');
    expect(assign['/app/node_modules/react/index.js']).toBe('index');
    // popup and mask: both pages need them (the login route watches mask; the pages save two
    // requests each, so the 10 % growth limit is what decides: no limit here).
    expect(assign['/app/node_modules/ui/popup.js']).toBe(assign['/app/node_modules/ui/mask.js']);
    expect(assign['/app/node_modules/ui/popup.js']).toBe('fl-home-gallery');
    expect(groups['fl-home-gallery']).toMatchObject({ consumers: ['home', 'gallery'], bytes: 2000 });
    // Each page keeps its chunk (so it stays a key of Vite's manifest); what only the gallery
    // needs keeps its own chunk too, and so does the login route.
    expect(assign['/app/src/pages/home-page.tsx']).toBe('home-page');
    expect(assign['/app/src/pages/gallery-page.tsx']).toBe('gallery-page');
    expect(assign['/app/src/pages/login-page.tsx']).toBe('login-page');
    expect(assign['/app/src/grid.tsx']).toBe('gallery-own');
    // Tree-shaken away everywhere: named, so it is not pulled into a chunk importing it.
    expect(assign['/app/node_modules/ui/calendar.js']).toBe('unused');
    // Styles go with the module that imports them.
    expect(assign['/app/node_modules/ui/popup.css']).toBeUndefined();
  });

  it('does not grow a route past maxGrowth to group for the pages', () => {
    const { assign } = chunkPlan(chunks, pages, () => [], { isRoute, allModuleIds: all, maxGrowth: 0.1 });
    // Login fetches mask (1000 B); with popup grouped in, it would fetch 2000 B.
    expect(assign['/app/node_modules/ui/popup.js']).not.toBe(assign['/app/node_modules/ui/mask.js']);
  });

  it('undoes the smallest group on a cycle of chunks, back to the chunks of the first build', () => {
    const plan = chunkPlan(chunks, pages, () => [], { isRoute, allModuleIds: all });
    const { origins } = plan.groups['fl-home-gallery'];
    expect(Object.keys(origins).sort()).toEqual([
      '/app/node_modules/ui/mask.js',
      '/app/node_modules/ui/popup.js',
    ]);
    expect(dissolveCycle(plan, ['fl-home-gallery', 'gallery-own', 'fl-home-gallery'])).toBe(
      'fl-home-gallery',
    );
    expect(plan.groups['fl-home-gallery']).toBeUndefined();
    for (const [id, origin] of Object.entries(origins)) expect(plan.assign[id]).toBe(origin);
    // Popup and mask had chunks of their own in the first build: they get them back.
    expect(plan.assign['/app/node_modules/ui/popup.js']).not.toBe(
      plan.assign['/app/node_modules/ui/mask.js'],
    );
    // A cycle the plan did not make cannot be undone by it.
    expect(() => dissolveCycle(plan, ['home-page', 'gallery-own'])).toThrow(/did not group/);
  });

  it('puts what the start-up module needs beyond the entry into two chunks, libraries and the app', () => {
    // The entry imports the start-up module (dynamically); it imports the router, a helper of
    // Rollup's, an app module and a chunk Rollup shared with the pages, and the routes dynamically.
    const split = [
      chunk('index.js', 'index', ['/app/src/main.tsx', '/app/node_modules/react/index.js'], {
        isEntry: true,
        facadeModuleId: '/app/src/main.tsx',
        dynamicImports: ['boot.js'],
      }),
      chunk('boot.js', 'boot', ['/app/src/app/boot.tsx', '/app/node_modules/router/index.js', '\0commonjsHelpers.js'], {
        imports: ['index.js', 'query.js'],
        dynamicImports: ['home.js', 'gallery.js', 'login.js'],
      }),
      chunk('query.js', 'query', ['/app/node_modules/query/index.js', '/app/src/lib/http.ts']),
      ...chunks.slice(1),
    ];
    const { assign, groups } = chunkPlan(split, pages, () => [], { isRoute, allModuleIds: all, boot: 'src/app/boot.tsx' });
    expect(assign['/app/src/main.tsx']).toBe('index');
    expect(assign['/app/node_modules/react/index.js']).toBe('index');
    for (const id of ['/app/node_modules/router/index.js', '/app/node_modules/query/index.js', '\0commonjsHelpers.js']) {
      expect(assign[id]).toBe('vendor');
    }
    for (const id of ['/app/src/app/boot.tsx', '/app/src/lib/http.ts']) expect(assign[id]).toBe('boot');
    // The pages' grouping is as without the start-up chunk, and no group holds a start-up module.
    expect(assign['/app/node_modules/ui/popup.js']).toBe('fl-home-gallery');
    expect(Object.keys(groups)).toEqual(['fl-home-gallery']);
    expect(() => chunkPlan(chunks, pages, () => [], { isRoute, boot: 'src/app/boot.tsx' })).toThrow(/no chunk for src\/app\/boot\.tsx/);
  });

  it('lists a chunk\'s static imports once each, as first reached or before the chunk', () => {
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const gallery = byFile.get('gallery.js');
    expect(chunkClosure(byFile, gallery).map((c) => c.fileName)).toEqual(['gallery.js', 'index.js', 'popup.js', 'mask.js', 'grid.js']);
    expect(chunkClosure(byFile, gallery, { postOrder: true }).map((c) => c.fileName)).toEqual(['index.js', 'popup.js', 'mask.js', 'grid.js', 'gallery.js']);
  });

  it('fails when a first-load page has no chunk', () => {
    expect(() => chunkPlan(chunks, [...pages, { name: 'x', module: 'src/pages/x-page.tsx' }], () => [], { isRoute })).toThrow(/x-page/);
  });
});
