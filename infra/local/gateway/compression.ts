import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;
/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 1024;

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** The encoding CloudFront would pick for this request and content type. */
export function negotiate(
  headers: IncomingHttpHeaders,
  contentType: string,
  size: number,
): Encoding | undefined {
  if (size < MIN_BYTES || !COMPRESSIBLE.test(contentType)) return undefined;
  const accepted = String(headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** A body made per request (a site page from a function) in `encoding`. */
export const compressedBody = (body: Buffer, encoding: Encoding) =>
  compressors[encoding](body);

// One entry per file and encoding: a rebuilt file (new mtime) replaces it.
const cache = new Map<string, { version: number; body: Promise<Buffer> }>();

/** The file's body in `encoding`, compressed once per version. */
export function compressedFile(
  path: string,
  version: number,
  encoding: Encoding,
): Promise<Buffer> {
  const key = `${encoding} ${path}`;
  const cached = cache.get(key);
  if (cached?.version === version) return cached.body;
  const body = readFile(path).then(compressors[encoding]);
  body.catch(() => cache.delete(key));
  cache.set(key, { version, body });
  return body;
}
