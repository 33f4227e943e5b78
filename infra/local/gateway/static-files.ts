import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import {
  NOT_FOUND_PAGE,
  ROUTE_SHELL,
} from '#shared/contracts/prerendered-files';
import { isPublicFile } from '../../constructs/web/public-files.ts';
import { compressedFile, negotiate } from './compression.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.mjs': 'text/javascript; charset=utf-8',
};

const decode = (urlPath: string) => {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined; // malformed escapes: no such file
  }
};

async function fileAt(
  root: string,
  urlPath: string,
): Promise<{ path: string; info: Stats } | undefined> {
  const decoded = decode(urlPath);
  if (decoded === undefined || decoded.includes('\0')) return undefined;
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? { path, info } : undefined;
}

const withoutSlash = (urlPath: string) =>
  urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;

/** A path naming a file (`/favicon.ico`), not a page. */
function isFilePath(urlPath: string): boolean {
  const path = withoutSlash(urlPath);
  return path.includes('.', path.lastIndexOf('/'));
}

/** A page of a folder with a shell (`/admin/<page>`) gets that shell. */
function folderShell(root: string, urlPath: string) {
  if (isFilePath(urlPath)) return undefined;
  const path = withoutSlash(urlPath);
  return fileAt(root, `${path.slice(0, path.lastIndexOf('/'))}/${ROUTE_SHELL}`);
}

/**
 * Serves the built SPA as CloudFront does: real files as they are, hashed
 * assets cached for a year, a folder's index.html for pre-rendered pages
 * (the home page is the root's), a folder's shell for its pages, a
 * missing file a plain 404, every other path the not-found page with a
 * 404, and text compressed with brotli or gzip.
 */
export async function serveStatic(
  root: string,
  urlPath: string,
  requestHeaders: IncomingHttpHeaders,
  response: ServerResponse,
): Promise<void> {
  // As in the bucket: not there, and no SPA shell in its place either.
  if (!isPublicFile(decode(urlPath) ?? urlPath)) {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
    return;
  }
  const found =
    (await fileAt(root, urlPath)) ??
    (await fileAt(root, join(urlPath, 'index.html'))) ??
    (await folderShell(root, urlPath));
  if (!found && isFilePath(urlPath)) {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
    return;
  }
  const file =
    found ??
    (await fileAt(root, NOT_FOUND_PAGE)) ??
    // A bare `vite build` (no pre-render) has only the shell.
    (await fileAt(root, '/index.html'));
  const status = found ? 200 : 404;
  if (!file) {
    response.writeHead(503, { 'content-type': 'text/plain' });
    response.end('The web app is not built: run npm run build:web');
    return;
  }
  const immutable = urlPath.startsWith('/assets/');
  const contentType =
    contentTypes[extname(file.path)] ?? 'application/octet-stream';
  const encoding = negotiate(requestHeaders, contentType, file.info.size);
  const headers = {
    'content-type': contentType,
    'cache-control': immutable
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  };
  if (!encoding) {
    response.writeHead(status, headers);
    createReadStream(file.path).pipe(response);
    return;
  }
  const body = await compressedFile(file.path, file.info.mtimeMs, encoding);
  response.writeHead(status, {
    ...headers,
    'content-encoding': encoding,
    'content-length': body.length,
  });
  response.end(body);
}
