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
  build: { target: 'es2020', sourcemap: false, chunkSizeWarningLimit: 2048 },
});
