import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-files.ts';

let root: string;
let server: Server;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(root, 'faq'));
  writeFileSync(join(root, 'index.html'), 'home page');
  writeFileSync(join(root, 'app.html'), 'spa shell');
  writeFileSync(join(root, '404.html'), 'not found page');
  writeFileSync(join(root, 'faq', 'index.html'), 'faq page');
  mkdirSync(join(root, 'unsubscribe'));
  writeFileSync(join(root, 'unsubscribe', 'index.html'), 'spa shell');
  mkdirSync(join(root, 'admin'));
  writeFileSync(join(root, 'admin', '_shell.html'), 'admin shell');
  writeFileSync(join(root, 'app.js'), `console.log(1);\n`.repeat(200));
  writeFileSync(
    join(root, 'app.js.map'),
    '{"version":3,"sources":["src/secret.ts"]}',
  );
  server = createServer((req, res) => {
    void serveStatic(root, req.url ?? '/', req.headers, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

function get(path: string, acceptEncoding = '') {
  const { port } = server.address() as AddressInfo;
  return new Promise<{
    status: number;
    headers: Record<string, unknown>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(
      { port, path, headers: { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('serveStatic', () => {
  it('serves the pre-rendered home page at / and each page its own file', async () => {
    expect((await get('/')).body.toString()).toBe('home page');
    expect((await get('/faq')).body.toString()).toBe('faq page');
    expect((await get('/unsubscribe')).body.toString()).toBe('spa shell');
  });

  it('gives every page of a folder with a shell that shell, as CloudFront does', async () => {
    const page = await get('/admin/dashboard');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe('admin shell');
    expect((await get('/admin/dashboard/')).body.toString()).toBe(
      'admin shell',
    );
  });

  it.each(['/nope', '/faq/other', '/blog/nope/', '/admin/missing.js'])(
    'answers %s, which is no page or file, with a 404',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain('shell');
    },
  );

  it('answers an unknown page with the not-found page, and a missing file plainly', async () => {
    expect((await get('/nope')).body.toString()).toBe('not found page');
    expect((await get('/missing.png')).body.toString()).toBe('Not found');
  });

  it('compresses text with brotli, else gzip, as CloudFront does', async () => {
    const original = `console.log(1);\n`.repeat(200);
    const br = await get('/app.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(original);
    const gzip = await get('/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(original);
    const plain = await get('/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(original);
  });

  it('leaves small files uncompressed', async () => {
    const small = await get('/faq', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('serveStatic and source maps', () => {
  it.each(['/app.js.map', '/app%2Ejs.map'])(
    'does not serve %s, though it was built',
    async (path) => {
      // Act
      const response = await get(path);
      // Assert
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain('secret');
    },
  );
});
