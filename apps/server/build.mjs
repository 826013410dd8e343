// Bundles the server into dist/server.js. npm packages stay external (installed beside it);
// @sixmark/shared is TypeScript source and is bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: {},
  plugins: [
    {
      name: 'bundle-shared',
      setup(b) {
        // Keep every package external except our own shared workspace.
        b.onResolve({ filter: /^@sixmark\/shared/ }, async (args) => {
          const sub = args.path.replace(/^@sixmark\/shared\/?/, '');
          const path = new URL(`../../packages/shared/src/${sub || 'index'}.ts`, import.meta.url).pathname;
          return { path };
        });
      },
    },
  ],
  logLevel: 'info',
});
