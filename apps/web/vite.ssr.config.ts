import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server's build of the app (scripts/build.mjs, third pass): src/entry-server.tsx and what it
 * imports, into dist-ssr/, which apps/server/src/plugins/first-load.ts imports to draw a page's
 * first screen. Everything is bundled in (the server's node_modules need not hold the web's
 * libraries); styles are the browser build's.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@sixmark/shared': fileURLToPath(new URL('../../packages/shared/src', import.meta.url)),
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
  },
});
