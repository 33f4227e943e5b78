import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteMatch } from './route-match.ts';

/**
 * Turns a request into the API Gateway HTTP API (payload v2.0) event;
 * `added` are headers set in front of the API (the local CloudFront's).
 */
export function toV2Event(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  match: RouteMatch,
  added: Record<string, string> = {},
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  Object.assign(headers, added);
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = query[name] === undefined ? value : `${query[name]},${value}`;
  }
  const cookies = request.headers.cookie?.split(/;\s*/).filter(Boolean);
  const now = new Date();
  const { route } = match;
  const routeKey = `${route.method} ${route.path}`;
  const method = request.method ?? 'GET';
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    ...(cookies?.length ? { cookies } : {}),
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(match.pathParameters).length
      ? { pathParameters: match.pathParameters }
      : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        // As API Gateway: the connection's address. Headers pass
        // through; only the edge (see edge.ts) sets CloudFront's.
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: crypto.randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length
      ? { body: body.toString('utf8'), isBase64Encoded: false }
      : { isBase64Encoded: false }),
  };
}
