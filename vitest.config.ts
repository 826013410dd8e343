import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./packages/shared/src', import.meta.url));
const web = fileURLToPath(new URL('./apps/web/src', import.meta.url));
const admin = fileURLToPath(new URL('./apps/admin/src', import.meta.url));

export default defineConfig({
  test: {
    // Explicit, because the runner (scripts/test.mjs) depends on it: an error thrown or rejected
    // outside any test fails the run (exit 1) instead of being printed and forgotten.
    dangerouslyIgnoreUnhandledErrors: false,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, so every file
    // of every project ran one after another. Most test time is spent waiting on PostgreSQL, a
    // server process or the browser, not on this process's CPU: four workers keep the 2 cores
    // busy (the journeys stay one at a time, see the e2e project).
    maxWorkers: 4,
    minWorkers: 1,
    projects: [
      {
        // The test runner's own logic (scripts/lib): the verdict of a run is code, so it is tested.
        test: { name: 'tooling', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: ['**/*.mocked.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // A worker keeps its imported modules from one file to the next: importing the server
          // afresh for every file cost ~3 s a file (measured: 17.5 → 9.5 min for the project on
          // a busy machine). Files share no state this way: each builds its own app on its own
          // database. Files that mock a module need fresh imports: `*.mocked.test.ts` below.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-mocked',
          include: ['apps/server/**/*.mocked.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        resolve: { alias: { '@': web } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['apps/web/src/**/*.server.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          css: false,
        },
      },
      {
        // The web app's modules as the server runs them (entry-server.tsx draws first screens):
        // no DOM, no browser storage.
        resolve: { alias: [{ find: '@', replacement: web }, { find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
        test: {
          name: 'web-server',
          include: ['apps/web/src/**/*.server.test.{ts,tsx}'],
          environment: 'node',
          css: false,
          // Through Vite, as the SSR build bundles them: antd-mobile's packages import their CSS.
          server: { deps: { inline: [/antd-mobile/] } },
        },
      },
      {
        // The operator console (apps/admin).
        resolve: { alias: { '@admin': admin } },
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/admin/src/test/setup.ts'],
          css: false,
          // antd tables and forms render slowly under jsdom on the shared 2-core machine (and in CI,
          // where the server suite runs beside it).
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // One browser journey at a time: the machine has 2 cores.
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
  resolve: { alias: { '@sixmark/shared': shared } },
});
