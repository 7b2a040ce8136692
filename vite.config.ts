/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@contract': r('./contract'), '@': r('./src') },
  },
  server: {
    // `npm run dev`: the API runs beside Vite and is reached through this proxy.
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/size.mjs reads the chunk graph from dist/.vite/manifest.json.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // SVGs stay files: inlined as data URLs they land in JS chunks (2-3 KB gzip each on the first page) and are
    // re-downloaded with every changed chunk instead of cached on their own.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/server/setup.ts'],
          // PGlite runs one query at a time and takes seconds to start: keep files few and parallelism low.
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
