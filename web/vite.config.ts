import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandFontSubset } from './build/brand-font-plugin.ts';
import { markdownContent } from './build/markdown-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), markdownContent(), brandFontSubset(root)],
  resolve: { alias: { '@': `${root}src` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Built for error reporting and local debugging, never referenced or served.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the bundle budgets (test/budgets) read it.
    manifest: true,
    // Seven hash characters still bust caches; every lazy import names its
    // chunks and stylesheets in the entry, so shorter names keep the
    // initial JS inside docs/performance.md's budget.
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev`: the local stack (npm start) answers /api.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
