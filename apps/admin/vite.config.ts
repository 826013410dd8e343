import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The operator console: its own bundle, served by the server at /admin (plugins/web.ts).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: {
      '@admin': fileURLToPath(new URL('./src', import.meta.url)),
      '@sixmark/shared': fileURLToPath(new URL('../../packages/shared/src', import.meta.url)),
    },
  },
  server: { port: 5174, proxy: { '/app-api': 'http://localhost:3000' } },
  build: {
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 2048,
    rollupOptions: {
      output: {
        // React, the router and TanStack Query, and zod (the shared schemas' library) change
        // rarely: long-cached vendor chunks. antd is left to Rollup's own splitting, so the
        // first load carries only the components the frame and the sign-in page use; a table or
        // a date picker arrives with the first page that needs it. (One antd vendor chunk was
        // tried: it puts every component of every page into the first load.)
        manualChunks: (id) => {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/.test(id)) return 'vendor-react';
          if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'vendor-zod';
          return undefined;
        },
      },
    },
  },
});
