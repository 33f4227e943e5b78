import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';

const config = fileURLToPath(
  new URL('../../web/vite.config.ts', import.meta.url),
);

/**
 * The SPA's Vite dev server (`npm run dev`) on a free port of 127.0.0.1,
 * its /api proxied to `apiOrigin` (the test stack, never a port someone
 * else's stack may hold), started before a file's tests and closed after
 * them: the pages only the dev server routes (the style page) are tried
 * there. Returns a getter of its origin, known once `beforeAll` ran.
 */
export function devServerPerFile(apiOrigin: string): () => string {
  let server: ViteDevServer | undefined;
  let origin = '';
  beforeAll(async () => {
    server = await createServer({
      configFile: config,
      logLevel: 'warn',
      server: {
        host: '127.0.0.1',
        port: 0,
        hmr: false,
        proxy: { '/api': apiOrigin },
      },
    });
    await server.listen();
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('the dev server names no local address');
    origin = url.replace(/\/$/, '');
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!origin) throw new Error('The dev server starts in beforeAll');
    return origin;
  };
}
