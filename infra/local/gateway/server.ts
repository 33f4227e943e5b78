import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { routes, siteRoutes } from '#manifest/routes';
import { invoke } from '../invoke.ts';
import { compressedBody, negotiate } from './compression.ts';
import { devRequestProblem } from './dev-guard.ts';
import { type EdgeOptions, edgeHeaders } from './edge.ts';
import { createRouter } from './route-match.ts';
import { serveStatic } from './static-files.ts';
import { toV2Event } from './v2-event.ts';

/** API Gateway's own payload limit; the handlers enforce the product's. */
const GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Extra local-only pages (the outbox, the parked events). */
export type DevRoutes = Record<
  string,
  (request: IncomingMessage, response: ServerResponse) => Promise<void> | void
>;

export interface GatewayOptions {
  readonly port: number;
  readonly host?: string;
  /**
   * CloudFront's part: the SPA, the dev pages, and the headers it adds to
   * `/api/*`. Without it the server is the bare execute-api URL: the API
   * only, headers as the caller sent them.
   */
  readonly edge?: EdgeOptions & {
    readonly webRoot: string;
    readonly devRoutes: DevRoutes;
    /** CloudFront's response headers policy: on every response. */
    readonly responseHeaders?: Readonly<Record<string, string>>;
  };
}

const route = createRouter(routes);
const sitePage = createRouter(siteRoutes);

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= GATEWAY_MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(
        size > GATEWAY_MAX_BODY_BYTES ? undefined : Buffer.concat(chunks),
      ),
    );
    request.on('error', reject);
  });
}

function sendResult(response: ServerResponse, result: APIGatewayProxyResultV2) {
  if (typeof result === 'string' || result === undefined) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(typeof result === 'string' ? result : '');
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {}))
    headers[k] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

/**
 * A site page a function drew, compressed as CloudFront compresses it
 * (`compress: true` on the site page behaviours), like the files.
 */
async function sendSitePage(
  request: IncomingMessage,
  response: ServerResponse,
  result: APIGatewayProxyResultV2,
) {
  if (typeof result !== 'object' || result.isBase64Encoded || !result.body)
    return sendResult(response, result);
  const body = Buffer.from(result.body);
  const type = String(result.headers?.['content-type'] ?? '');
  const encoding = negotiate(request.headers, type, body.length);
  if (!encoding) return sendResult(response, result);
  const compressed = await compressedBody(body, encoding);
  sendResult(response, {
    ...result,
    headers: {
      ...result.headers,
      'content-encoding': encoding,
      vary: 'accept-encoding',
    },
    body: compressed.toString('base64'),
    isBase64Encoded: true,
  });
}

const gatewayCodes: Record<number, string> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
};

function gatewayError(
  response: ServerResponse,
  status: number,
  message: string,
) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      error: { code: gatewayCodes[status] ?? 'INTERNAL', message },
    }),
  );
}

function decodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A dev page, or 403 when the request is not from this machine's own page. */
function devRoute(
  handle: DevRoutes[string],
  request: IncomingMessage,
  response: ServerResponse,
) {
  const problem = devRequestProblem(
    request.method ?? 'GET',
    request.headers,
    request.socket.localPort ?? 0,
  );
  return problem
    ? gatewayError(response, 403, problem)
    : handle(request, response);
}

async function handleApi(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  edge: EdgeOptions | undefined,
  sitePageAnswer = false,
) {
  const match = route(request.method ?? 'GET', url.pathname);
  if (!match) return gatewayError(response, 404, 'Not Found');
  const body = await readBody(request);
  if (!body) return gatewayError(response, 413, 'Request body too large');
  try {
    const added = edge ? edgeHeaders(request, edge) : {};
    const event = toV2Event(request, url, body, match, added);
    const result = await invoke(match.route.id, match.route.handler, event);
    const answer = result as APIGatewayProxyResultV2;
    if (sitePageAnswer) await sendSitePage(request, response, answer);
    else sendResult(response, answer);
  } catch (error) {
    // A handler that throws past its middleware is a 500, as in Lambda.
    console.error(`[gateway] ${match.route.id} failed`, error);
    gatewayError(response, 500, 'Internal Server Error');
  }
}

/**
 * The request's target as a URL, read as a path even when it starts with
 * `//` (resolved against a base, `//` would name a host, and a bare `//`
 * throws); undefined for a target that is not a path.
 */
function requestUrl(target: string): URL | undefined {
  if (!target.startsWith('/')) return undefined;
  try {
    return new URL(`http://localhost${target}`);
  } catch {
    return undefined;
  }
}

/**
 * The local API gateway: `/api/*` goes to the real handler modules as
 * HTTP API v2 events, per the route manifest; with `edge`, everything
 * else is the SPA.
 */
export function startGateway(options: GatewayOptions): Promise<Server> {
  const { edge } = options;
  const server = createServer((request, response) => {
    const url = requestUrl(request.url ?? '/');
    if (!url) return gatewayError(response, 400, 'Malformed request target');
    for (const [name, value] of Object.entries(edge?.responseHeaders ?? {}))
      response.setHeader(name, value);
    // Before routing, auth or files: a path that cannot be decoded is the
    // client's error, on every path (admin ones included).
    if (!decodablePath(url.pathname))
      return gatewayError(response, 400, 'Malformed percent-encoding in path');
    const dev = edge?.devRoutes[url.pathname];
    // CloudFront sends the site's pages drawn from the catalogue to the API.
    const page = edge && sitePage(request.method ?? 'GET', url.pathname);
    const work =
      url.pathname.startsWith('/api/') || url.pathname === '/api' || page
        ? handleApi(request, response, url, edge, Boolean(page))
        : !edge
          ? gatewayError(response, 404, 'Not Found')
          : dev
            ? url.pathname.startsWith('/_dev/')
              ? devRoute(dev, request, response)
              : dev(request, response)
            : serveStatic(
                edge.webRoot,
                url.pathname,
                request.headers,
                response,
              );
    Promise.resolve(work).catch((error: unknown) => {
      console.error('[gateway]', error);
      if (!response.headersSent)
        gatewayError(response, 500, 'Internal Server Error');
      else response.end();
    });
  });
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () =>
      resolve(server),
    );
  });
}
