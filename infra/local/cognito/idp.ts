/** An error answer of the Cognito Identity Provider JSON API. */
export class IdpError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(`${type}: ${message}`);
    this.name = 'IdpError';
  }
}

/**
 * Calls one action of the Cognito Identity Provider API (the JSON 1.1
 * protocol cognito-local speaks). Local only: no request signing.
 */
export async function idp<T = Record<string, unknown>>(
  endpoint: string,
  action: string,
  body: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${endpoint}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => ({}))) as Record<
    string,
    unknown
  >;
  if (!response.ok) {
    throw new IdpError(
      String(payload.__type ?? response.status),
      String(payload.message ?? 'request failed'),
    );
  }
  return payload as T;
}

/** Runs `call`, treating the named error types as "already done". */
export async function unlessExists(
  call: () => Promise<unknown>,
  ...types: string[]
): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof IdpError && types.includes(error.type))) throw error;
  }
}
