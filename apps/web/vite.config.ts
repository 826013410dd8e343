import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Writes .br and .gz beside every text asset once at build time; the server picks them. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sixmark-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = c.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => {
          const p = join(dir, f);
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file)) continue;
        const buf = readFileSync(file);
        if (buf.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      filename: 'sw.js',
      injectRegister: 'script-defer',
      manifest: {
        name: '六合宝典',
        short_name: '六合宝典',
        lang: 'zh-CN',
        theme_color: '#e00221',
        background_color: '#ffffff',
        display: 'standalone',
        icons: [{ src: '/logo.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/app-api/, /^\/chat-api/, /^\/sys-upload/, /^\/ws-/, /^\/healthz/, /^\/data\//, /^\/admin(\/|$)/],
        globPatterns: ['**/*.{js,css,html,svg}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@sixmark/shared': fileURLToPath(new URL('../../packages/shared/src', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/app-api': 'http://localhost:3000',
      '/chat-api': 'http://localhost:3000',
      '/sys-upload': 'http://localhost:3000',
      '/data/json': 'http://localhost:3000',
      '/ws-game': { target: 'ws://localhost:3000', ws: true },
      '/ws-chat': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: { target: 'es2020', sourcemap: false, chunkSizeWarningLimit: 1024 },
});
