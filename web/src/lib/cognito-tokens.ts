/**
 * The two Cognito user-pool calls the SPA makes itself: refreshing tokens
 * with InitiateAuth (REFRESH_TOKEN_AUTH) and revoking the refresh token.
 * Both work the same against Cognito and the local cognito-local, which
 * lacks the GetTokensFromRefreshToken call Amplify would use to refresh
 * and whose tokens lack the `origin_jti` Amplify needs before it revokes.
 */

/** A decoded JWT as Amplify keeps it. */
export interface Jwt {
  readonly payload: Record<string, unknown> & { exp?: number; iat?: number };
  toString(): string;
}

/** What the refresher is given and returns (Amplify's token shape). */
export interface PoolTokens {
  readonly accessToken: Jwt;
  readonly idToken?: Jwt;
  readonly refreshToken?: string;
  readonly clockDrift?: number;
  readonly username?: string;
}

export interface PoolClient {
  /** The user pool API: Cognito's regional endpoint, or cognito-local. */
  readonly endpoint: string;
  readonly clientId: string;
}

/** An error Amplify's token handling understands (by `name`). */
class CognitoError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/** Cognito's regional endpoint for a pool id (`ap-southeast-2_abc`). */
export function poolEndpoint(userPoolId: string, override?: string): string {
  if (override) return override;
  const region = userPoolId.split('_')[0] ?? '';
  return `https://cognito-idp.${region}.amazonaws.com/`;
}

/** Reads a JWT's claims; the API verifies its signature, not the SPA. */
export function decodeJwt(token: string): Jwt {
  const part = token.split('.')[1] ?? '';
  const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return {
    payload: JSON.parse(json) as Jwt['payload'],
    toString: () => token,
  };
}

async function cognitoCall<T>(
  endpoint: string,
  action: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
    cache: 'no-store',
  });
  const payload = (await response.json().catch(() => ({}))) as {
    __type?: string;
    message?: string;
  };
  if (!response.ok) {
    const type = (payload.__type ?? 'UnknownError').split('#').pop() ?? '';
    throw new CognitoError(type, payload.message ?? `${action} failed`);
  }
  return payload as T;
}

/**
 * New access and id tokens for a refresh token. A revoked or expired
 * refresh token fails with NotAuthorizedException, on which Amplify
 * clears the session.
 */
export async function refreshPoolTokens(
  client: PoolClient,
  tokens: PoolTokens,
): Promise<PoolTokens> {
  if (!tokens.refreshToken) {
    throw new CognitoError('NotAuthorizedException', 'No refresh token');
  }
  const { AuthenticationResult: result } = await cognitoCall<{
    AuthenticationResult?: { AccessToken?: string; IdToken?: string };
  }>(client.endpoint, 'InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: client.clientId,
    AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
  });
  if (!result?.AccessToken) {
    throw new CognitoError('NotAuthorizedException', 'No token issued');
  }
  const accessToken = decodeJwt(result.AccessToken);
  const issuedAt = Number(accessToken.payload.iat ?? 0) * 1000;
  return {
    accessToken,
    ...(result.IdToken ? { idToken: decodeJwt(result.IdToken) } : {}),
    refreshToken: tokens.refreshToken,
    clockDrift: issuedAt - Date.now(),
    ...(tokens.username ? { username: tokens.username } : {}),
  };
}

/** Revokes a refresh token: no new access token can come from it. */
export async function revokeRefreshToken(
  client: PoolClient,
  refreshToken: string,
): Promise<void> {
  await cognitoCall(client.endpoint, 'RevokeToken', {
    ClientId: client.clientId,
    Token: refreshToken,
  });
}
