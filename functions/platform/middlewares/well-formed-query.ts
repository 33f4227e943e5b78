import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ValidationError } from '../errors.ts';

const decoded = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
};

/**
 * The first query parameter of a raw query string whose name or value is
 * not valid percent-encoded UTF-8: its decoded name, or `null` when the
 * name itself is malformed; `undefined` when all are well formed.
 */
export function malformedQueryParameter(
  rawQueryString: string,
): string | null | undefined {
  for (const pair of rawQueryString.split('&')) {
    const equals = pair.indexOf('=');
    const name = decoded(equals === -1 ? pair : pair.slice(0, equals));
    if (name === undefined) return null;
    if (equals !== -1 && decoded(pair.slice(equals + 1)) === undefined)
      return name;
  }
  return undefined;
}

/**
 * Before auth and everything else the request says: a query string that
 * cannot be decoded is the client's error (400 naming the parameter), on
 * every route. API Gateway hands the handler the query string as sent
 * (`rawQueryString`); its decoded parameters would hide the fault.
 */
export function wellFormedQuery(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }) => {
      const malformed = malformedQueryParameter(event.rawQueryString ?? '');
      if (malformed === undefined) return;
      throw malformed === null
        ? new ValidationError('Malformed percent-encoding in a query name')
        : new ValidationError(
            `Malformed percent-encoding in query parameter ${malformed}`,
            malformed,
          );
    },
  };
}
