import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { ApiError } from '#shared/contracts/errors';

type Result = Exclude<APIGatewayProxyResultV2, string>;

const headers = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

/** A JSON response; API responses are never cached by browsers or CDNs. */
export function json(statusCode: number, value: unknown): Result {
  return { statusCode, headers, body: JSON.stringify(value) };
}

/** The one error shape every route answers with (`shared/contracts/errors.ts`). */
export function errorResponse(
  statusCode: number,
  error: ApiError['error'],
): Result {
  return json(statusCode, { error });
}

/** A finished response a route hands back as it is (a download, not JSON). */
export class RawResponse {
  constructor(readonly result: Result) {}
}

/** A CSV file download; never cached, like every API response. */
export function csvDownload(fileName: string, text: string): RawResponse {
  return new RawResponse({
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
    body: text,
  });
}

/**
 * A page or file of the public site drawn from the catalogue: CloudFront
 * keeps it five minutes (`s-maxage`), browsers ask again each time.
 */
const siteFile =
  (contentType: string) =>
  (statusCode: number, body: string): RawResponse =>
    new RawResponse({
      statusCode,
      headers: {
        'content-type': contentType,
        'cache-control': 'public, max-age=0, s-maxage=300',
      },
      body,
    });

/** An HTML page of the site (a plan page). */
export const htmlPage = siteFile('text/html; charset=utf-8');

/** An XML file of the site (a sitemap). */
export const xmlFile = siteFile('application/xml; charset=utf-8');
