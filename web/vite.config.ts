import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { markdownContent } from './build/markdown-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), markdownContent()],
  resolve: { alias: { '@': `${root}src` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the bundle budgets (test/budgets) read it.
    manifest: true,
  },
  server: {
    port: 5173,
    // `npm run dev`: the local stack (npm start) answers /api.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
