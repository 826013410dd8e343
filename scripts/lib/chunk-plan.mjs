// The chunk plan of the web build (apps/web/vite.config.ts, docs/performance.md "Chunk plan").
//
// Rollup's default splitting gives one chunk per set of lazy modules that share a module, so a
// first-load page fetched 14-57 small chunks beside the entry. Under Lighthouse's slow 4G each
// request holds one of HTTP/1.1's six connections for at least a round trip and takes its share
// of the bandwidth meanwhile, so the entry, the one large file the page waits for, crawled while
// dozens of 1-2 KB files went by. The plan regroups the shared modules into fewer chunks, trading
// a little over-fetch for far fewer requests, weighted towards the six first-load pages.

/** Σ of weights over a sorted list of consumer indices. */
const weightOf = (list, weights) => list.reduce((n, i) => n + weights[i], 0);

/** The sorted union of two sorted lists, and the parts of each not in the other. */
function split(a, b) {
  const union = [];
  const onlyA = [];
  const onlyB = [];
  const both = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) {
      onlyA.push(a[i]);
      union.push(a[i++]);
    } else if (i >= a.length || b[j] < a[i]) {
      onlyB.push(b[j]);
      union.push(b[j++]);
    } else {
      both.push(a[i]);
      union.push(a[i]);
      i++;
      j++;
    }
  }
  return { union, onlyA, onlyB, both };
}

/**
 * Groups modules by the set of consumers (lazy chunks) that need them, then merges groups while
 * that lowers Σ over consumers of weight × (bytes fetched + requestCost × chunks fetched), never
 * making two groups import each other (a cycle between chunks can run a module before its
 * imports are ready).
 *
 * @param {Map<string, { users: number[], watchers?: number[], size: number, imports: string[] }>} modules
 *   users: the consumers needing the module (sorted indices), watchers: the other lazy chunks
 *   needing it (sorted), size: rendered bytes, imports: static imports
 * @param {number[]} weights per consumer: how much its fetching counts
 * @param {{ requestCost?: number, maxGrowth?: number, watchers?: number,
 *   fixed?: Map<string, { node: string, imports: string[] }> }} [options] fixed: the modules
 *   outside the groups, by the chunk they will be in (node), for the cycle check; requestCost: what
 *   one more request costs, in rendered bytes; watchers: how many lazy chunks that are not consumers
 *   are listed in the modules' `watchers`; merges may grow what one of them fetches in shared
 *   chunks by at most maxGrowth (0.1: 10 %) of what it fetched at the start
 * @returns {Array<{ users: number[], size: number, ids: string[] }>} the groups
 */
export function planGroups(modules, weights, { requestCost = 12_000, maxGrowth = Infinity, watchers = 0, fixed = new Map() } = {}) {
  /** @type {Map<number, { users: number[], watchers: number[], size: number, ids: string[] }>} */
  const groups = new Map();
  const byUsers = new Map();
  for (const [id, m] of modules) {
    const key = `${m.users.join(',')}|${(m.watchers ?? []).join(',')}`;
    let g = byUsers.get(key);
    if (!g) {
      g = { users: m.users, watchers: [], size: 0, ids: [] };
      byUsers.set(key, g);
      groups.set(groups.size, g);
    }
    g.size += m.size;
    g.ids.push(id);
    g.watchers = split(g.watchers, m.watchers ?? []).union;
  }
  const groupOf = new Map();
  for (const [key, g] of groups) for (const id of g.ids) groupOf.set(id, key);
  // What each watcher fetches in groups; a merge may not grow one by more than maxGrowth of it.
  const fetched = new Array(watchers).fill(0);
  for (const g of groups.values()) for (const w of g.watchers) fetched[w] += g.size;
  const limit = fetched.map((n) => n * (1 + maxGrowth));
  const fits = (a, b) => {
    const { onlyA, onlyB } = split(a.watchers, b.watchers);
    return onlyA.every((w) => fetched[w] + b.size <= limit[w]) && onlyB.every((w) => fetched[w] + a.size <= limit[w]);
  };

  // Merging a and b: consumers of both save a request; those of one fetch the other's bytes.
  const delta = (a, b) => {
    const { onlyA, onlyB, both } = split(a.users, b.users);
    return -weightOf(both, weights) * requestCost + weightOf(onlyA, weights) * b.size + weightOf(onlyB, weights) * a.size;
  };
  // The whole chunk graph counts, not only the groups: group A importing a fixed chunk that
  // imports group B is a path A → B. Still not all of it: Rollup imports a binding from the
  // chunk that defines it, past a barrel that re-exports it (ahooks, antd-mobile), and those
  // edges are not in the module graph; the build catches what is left (dissolveCycle).
  const acyclicAfter = (ka, kb) => {
    const name = (k) => (k === kb ? ka : k);
    const nodeOf = (id) => {
      const g = groupOf.get(id);
      return g === undefined ? fixed.get(id)?.node : name(g);
    };
    const edges = new Map();
    const edge = (from, to) => {
      if (from === undefined || to === undefined || from === to) return;
      let set = edges.get(from);
      if (!set) edges.set(from, (set = new Set()));
      set.add(to);
    };
    for (const [id, m] of modules) for (const dep of m.imports) edge(nodeOf(id), nodeOf(dep));
    for (const f of fixed.values()) for (const dep of f.imports) edge(f.node, nodeOf(dep));
    const state = new Map();
    const visit = (k) => {
      if (state.get(k) === 1) return false;
      if (state.get(k) === 2) return true;
      state.set(k, 1);
      for (const n of edges.get(k) ?? []) if (!visit(n)) return false;
      state.set(k, 2);
      return true;
    };
    return [...edges.keys()].every(visit);
  };

  // A merged chunk's static imports are fetched by all its consumers: a consumer that gets a's
  // modules by the merge must already need every group a imports (and likewise for b), or it
  // would fetch those too, which `delta` does not count (home once fetched react-spring's
  // 15 KB on its first load that way).
  const subset = (xs, ys) => split(xs, ys).onlyA.length === 0;
  const closedAfter = (ka, kb) => {
    const a = groups.get(ka);
    const b = groups.get(kb);
    const { onlyA, onlyB } = split(a.users, b.users);
    const ok = (side, newUsers) => {
      if (!newUsers.length) return true;
      for (const id of side.ids) {
        for (const dep of modules.get(id).imports) {
          const g = groupOf.get(dep);
          if (g === undefined || g === ka || g === kb) continue;
          if (!subset(newUsers, groups.get(g).users)) return false;
        }
      }
      return true;
    };
    return ok(a, onlyB) && ok(b, onlyA);
  };

  const refused = new Set();
  for (;;) {
    const keys = [...groups.keys()];
    const candidates = [];
    for (let i = 0; i < keys.length; i++) {
      for (let j = i + 1; j < keys.length; j++) {
        if (refused.has(`${keys[i]},${keys[j]}`)) continue;
        const d = delta(groups.get(keys[i]), groups.get(keys[j]));
        if (d < 0 && fits(groups.get(keys[i]), groups.get(keys[j]))) candidates.push({ a: keys[i], b: keys[j], d });
      }
    }
    if (!candidates.length) break;
    candidates.sort((x, y) => x.d - y.d);
    const best = candidates.find(
      (c) => (closedAfter(c.a, c.b) && acyclicAfter(c.a, c.b)) || (refused.add(`${c.a},${c.b}`), false),
    );
    if (!best) break;
    const a = groups.get(best.a);
    const b = groups.get(best.b);
    const w = split(a.watchers, b.watchers);
    for (const x of w.onlyA) fetched[x] += b.size;
    for (const x of w.onlyB) fetched[x] += a.size;
    a.watchers = w.union;
    a.users = split(a.users, b.users).union;
    a.size += b.size;
    a.ids.push(...b.ids);
    for (const id of b.ids) groupOf.set(id, best.a);
    groups.delete(best.b);
  }
  return [...groups.values()];
}

const STYLE = /\.(css|less|sass|scss)($|\?)/;

/**
 * A chunk and the chunks it imports statically, each once: in the order first reached (the
 * plan's order: its greedy merges break ties by it), or with `postOrder` a chunk's imports before
 * it (as they evaluate, and as their styles come in the cascade).
 *
 * @template {{ imports: string[] }} C
 * @param {Map<string, C>} byFile the build's chunks by file name
 * @param {C} start
 * @param {{ postOrder?: boolean }} [options]
 * @returns {C[]}
 */
export function chunkClosure(byFile, start, { postOrder = false } = {}) {
  const seen = new Set();
  const order = [];
  const visit = (c) => {
    if (!c || seen.has(c)) return;
    seen.add(c);
    for (const f of c.imports) visit(byFile.get(f));
    order.push(c);
  };
  visit(start);
  return postOrder ? order : [...seen];
}

/**
 * The plan from a first build's output.
 * - The entry's modules stay in the entry (named `index`: a module left unnamed follows the first
 *   named chunk that imports it, so React would go wherever it is first imported); with `boot`,
 *   what the start-up module needs beyond the entry is two chunks, `vendor` (libraries) and `boot`.
 * - The consumers are the six first-load pages (weight 1) and the lazy modules the entry or those
 *   pages import (hosts mounted after load, the toast, popups, the sanitiser: `lazyWeight`, or
 *   `weightOf`). Modules two or more of them need are grouped by planGroups. Every other lazy
 *   chunk (the other routes) watches: it weighs nothing, but merges may grow what it fetches by at
 *   most `maxGrowth`, so a route opened first does not pay for the pages' grouping.
 * - A consumer's chunk keeps what the first build put in it; what only it needs and no watcher
 *   uses makes one more chunk; the rest keeps its first-build chunk, by name (an unnamed module
 *   would follow the first named chunk importing it, even through a tree-shaken import).
 * - Modules no chunk took (tree-shaken away everywhere) are named `unused`: left unnamed they follow
 *   a barrel that imports them into its chunk, and though they render nothing, Rollup keeps their
 *   side-effect imports (the entry would import the groups' CSS and helpers). Style modules are not
 *   in the output's module lists (Vite takes them out): they go with the module importing them.
 *
 * @param {Array<{ fileName: string, name: string, isEntry: boolean, isDynamicEntry: boolean,
 *   facadeModuleId: string | null, imports: string[], dynamicImports: string[],
 *   modules: Record<string, { renderedLength: number }> }>} chunks
 * @param {Array<{ name: string, module: string }>} pages module: the route's source path ending
 * @param {(id: string) => string[]} importsOf a module's static imports (resolved ids)
 * @param {{ requestCost?: number, maxGrowth?: number, lazyWeight?: number, isRoute?: (id: string) => boolean,
 *   weightOf?: (id: string) => number | undefined, allModuleIds?: Iterable<string>, boot?: string }} [options]
 *   weightOf: a lazy module's own weight (the toast every page fetches once loaded weighs as a page);
 *   boot: the source path ending of the module the entry imports to start the app: what it
 *   imports statically beyond the entry is chunks `vendor` (libraries) and `boot` (the app's own
 *   modules), fetched with the entry by every page;
 *   isRoute: whether a module is a route page (those are not lazy consumers);
 *   allModuleIds: every module of the build (this.getModuleIds())
 * @returns {{ assign: Record<string, string>, groups: Record<string, { consumers: string[], bytes: number }> }}
 */
export function chunkPlan(chunks, pages, importsOf, options = {}) {
  const { lazyWeight = 0.3, isRoute = () => false, allModuleIds = [], weightOf: weightFor = () => undefined, boot } = options;
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start) => new Set(chunkClosure(byFile, start));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('chunk plan: the build has no entry chunk');
  const assign = {};
  const entryChunks = closure(entry);
  for (const c of entryChunks) for (const id of Object.keys(c.modules)) assign[id] = 'index';
  // The start-up (main.tsx): the entry evaluates React, then the libraries the app starts with,
  // then the app (`boot`), each in a task of its own. What the start-up module imports statically
  // beyond the entry goes to two chunks: libraries (and Rollup's and Vite's helper modules, ids
  // starting with \0, which they import) to `vendor`, the app's own modules to `boot`. Every page
  // loads both with the entry.
  if (boot) {
    const bootChunk = chunks.find((c) => Object.keys(c.modules).some((id) => id.endsWith(`/${boot}`)));
    if (!bootChunk) throw new Error(`chunk plan: no chunk for ${boot}`);
    for (const c of closure(bootChunk)) {
      if (entryChunks.has(c)) continue;
      entryChunks.add(c);
      for (const id of Object.keys(c.modules)) assign[id] = id.includes('/node_modules/') || id.startsWith('\0') ? 'vendor' : 'boot';
    }
  }
  const pageChunks = pages.map((p) => {
    const c = chunks.find((x) => x.facadeModuleId?.endsWith(`/${p.module}`));
    if (!c) throw new Error(`chunk plan: no chunk for ${p.module}`);
    return c;
  });
  const lazy = new Set();
  for (const from of [...entryChunks, ...pageChunks.flatMap((c) => [...closure(c)])]) {
    for (const f of from.dynamicImports) {
      const c = byFile.get(f);
      if (c?.facadeModuleId && !isRoute(c.facadeModuleId) && !entryChunks.has(c) && !pageChunks.includes(c)) lazy.add(c);
    }
  }
  // Every other lazy chunk (the other routes, their lazy parts) only watches: it weighs nothing,
  // but merges may grow what it fetches only by maxGrowth (the route budget).
  const watched = chunks.filter((c) => c.isDynamicEntry && c.facadeModuleId && !entryChunks.has(c) && !pageChunks.includes(c) && !lazy.has(c));
  const consumers = [...pageChunks, ...lazy];
  const weights = consumers.map((c, i) => (i < pageChunks.length ? 1 : (weightFor(c.facadeModuleId) ?? lazyWeight)));
  const label = (i) => (i < pages.length ? pages[i].name : consumers[i].name);
  const facades = new Set(consumers.map((c) => c.facadeModuleId));

  const modules = new Map();
  consumers.forEach((consumer, i) => {
    for (const c of closure(consumer)) {
      if (entryChunks.has(c)) continue;
      for (const [id, m] of Object.entries(c.modules)) {
        const seen = modules.get(id);
        if (seen) seen.users.push(i);
        else modules.set(id, { users: [i], watchers: [], size: m.renderedLength, imports: [] });
      }
    }
  });
  watched.forEach((w, i) => {
    for (const c of closure(w)) {
      if (entryChunks.has(c)) continue;
      for (const id of Object.keys(c.modules)) modules.get(id)?.watchers.push(i);
    }
  });
  // A consumer's chunk keeps what the first build put in it (its own module and what only it
  // uses); the modules only it needs that were elsewhere (in small chunks shared with routes that
  // are not consumers) make one more chunk. Putting them into its chunk would make that chunk
  // export to those routes, and a dynamic import's target must export only its module's names,
  // so Rollup would move the page out of its chunk (and out of Vite's manifest's keys).
  const taken = new Set(['index', 'vendor', 'boot', 'unused']);
  const uniqueName = (base) => {
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    return name;
  };
  consumers.forEach((c, i) => {
    const own = uniqueName(c.name || 'chunk');
    for (const id of Object.keys(c.modules)) assign[id] = own;
    let extra;
    for (const [id, m] of modules) {
      if (m.users.length !== 1 || m.users[0] !== i || id in assign || m.watchers.length) continue;
      extra ??= uniqueName(`${label(i)}-own`);
      assign[id] = extra;
    }
  });
  for (const [id, m] of modules) if (m.users.length === 1 || facades.has(id) || id in assign) modules.delete(id);
  for (const [id, m] of modules) m.imports = importsOf(id);
  // Every other module's chunk is known now (below: the name it was given, else its first-build
  // chunk); the entry and the start-up chunks import nothing lazy, so they cannot close a cycle.
  const fixed = new Map();
  for (const c of chunks) {
    if (entryChunks.has(c)) continue;
    for (const id of Object.keys(c.modules)) {
      if (modules.has(id)) continue;
      fixed.set(id, { node: id in assign ? `a:${assign[id]}` : `c:${c.fileName}`, imports: importsOf(id) });
    }
  }

  const groups = {};
  const sorted = planGroups(modules, weights, { ...options, watchers: watched.length, fixed }).sort((x, y) => y.size - x.size);
  for (const g of sorted) {
    const firstLoad = g.users.filter((i) => weights[i] === 1).map(label);
    const base = firstLoad.length ? `fl-${firstLoad.join('-')}` : `shared-${label(g.users[0])}`;
    const name = uniqueName(base);
    groups[name] = { consumers: g.users.map(label), bytes: g.size, origins: {} };
    for (const id of g.ids) assign[id] = name;
  }
  // Everything else keeps the chunk it had, by name: Rollup pulls an unnamed module into a named
  // chunk that imports it even when the import is tree-shaken (the shared package's api modules
  // import domain modules that only one page uses). A group's modules would go there too if the
  // group is dissolved (origins).
  const keptName = new Map();
  const keptNameOf = (c) => {
    if (!keptName.has(c)) keptName.set(c, uniqueName(c.name || 'chunk'));
    return keptName.get(c);
  };
  for (const c of chunks) {
    if (entryChunks.has(c)) continue;
    const ids = Object.keys(c.modules).filter((id) => !(id in assign));
    if (!ids.length) continue;
    for (const id of ids) assign[id] = keptNameOf(c);
  }
  for (const c of chunks) {
    if (entryChunks.has(c)) continue;
    for (const id of Object.keys(c.modules))
      if (groups[assign[id]]) groups[assign[id]].origins[id] = keptNameOf(c);
  }
  for (const id of allModuleIds) if (!STYLE.test(id)) assign[id] ??= 'unused';
  return { assign, groups };
}

/**
 * Undoes one group of a plan whose build has a chunk cycle (Rollup's CIRCULAR_CHUNK names the
 * chunks on it): the smallest planned group on the cycle goes back to the chunks its modules had
 * in the first build. The build retries until no cycle is left (apps/web/scripts/build.mjs).
 *
 * @param {{ assign: Record<string, string>, groups: Record<string, { bytes: number, origins: Record<string, string> }> }} plan
 * @param {string[]} cycle the chunk names on the cycle
 * @returns {string} the group dissolved
 */
export function dissolveCycle(plan, cycle) {
  const onCycle = [...new Set(cycle)].filter((name) => plan.groups[name]);
  if (!onCycle.length)
    throw new Error(`chunk plan: a cycle of chunks the plan did not group: ${cycle.join(' -> ')}`);
  const name = onCycle.reduce((a, b) => (plan.groups[b].bytes < plan.groups[a].bytes ? b : a));
  for (const [id, origin] of Object.entries(plan.groups[name].origins)) plan.assign[id] = origin;
  delete plan.groups[name];
  return name;
}
