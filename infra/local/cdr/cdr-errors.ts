import type { ServerResponse } from 'node:http';

const URN = 'urn:au-cds:error:cds-all:';

/** The CDR standard error codes the local source can answer with. */
export const CDR_ERRORS = {
  headerMissing: [400, 'Header/Missing', 'Missing Required Header'],
  headerInvalidVersion: [400, 'Header/InvalidVersion', 'Invalid Version'],
  unsupportedVersion: [406, 'Header/UnsupportedVersion', 'Unsupported Version'],
  fieldInvalid: [400, 'Field/Invalid', 'Invalid Field'],
  invalidDateTime: [400, 'Field/InvalidDateTime', 'Invalid Date'],
  invalidPageSize: [400, 'Field/InvalidPageSize', 'Invalid Page Size'],
  invalidPage: [422, 'Field/InvalidPage', 'Invalid Page'],
  resourceInvalid: [404, 'Resource/Invalid', 'Invalid Resource'],
  resourceNotFound: [404, 'Resource/NotFound', 'Resource Not Found'],
  unexpected: [500, 'GeneralError/Unexpected', 'Unexpected Error Encountered'],
  unavailable: [503, 'Service/Unavailable', 'Service Unavailable'],
  tooManyRequests: [429, 'GeneralError/Unexpected', 'Too Many Requests'],
} as const satisfies Record<string, readonly [number, string, string]>;

export type CdrErrorKind = keyof typeof CDR_ERRORS;

/** A failed request: the status and its `ResponseErrorListV2` body. */
export interface CdrFailure {
  readonly status: number;
  readonly body: {
    errors: Array<{ code: string; title: string; detail: string }>;
  };
}

export function cdrFailure(kind: CdrErrorKind, detail: string): CdrFailure {
  const [status, code, title] = CDR_ERRORS[kind];
  return {
    status,
    body: { errors: [{ code: `${URN}${code}`, title, detail }] },
  };
}

/** The CDR error for an injected status (500, 503, 429…). */
export function failureForStatus(status: number): CdrFailure {
  if (status === 429) return cdrFailure('tooManyRequests', 'Injected fault');
  if (status === 503) return cdrFailure('unavailable', 'Injected fault');
  const failure = cdrFailure('unexpected', 'Injected fault');
  return { ...failure, status };
}

export function sendCdrJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    ...headers,
  });
  response.end(JSON.stringify(body));
}
