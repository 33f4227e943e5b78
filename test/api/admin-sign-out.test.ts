import { describe, expect, inject, it } from 'vitest';
import type { ErrorBody } from '#test-support/http';
import { callAs, staffToken } from '#test-support/staff-auth';
import { IdpError, idp } from '../../infra/local/cognito/idp.ts';

interface Session {
  AccessToken: string;
  RefreshToken: string;
}

/** Signs the seeded staff member in, as the SPA does. */
async function signIn(): Promise<Session> {
  const { AuthenticationResult } = await idp<{
    AuthenticationResult: Session;
  }>(inject('cognitoEndpoint'), 'InitiateAuth', {
    ClientId: inject('userPoolClientId'),
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: {
      USERNAME: inject('staffEmail'),
      PASSWORD: inject('staffPassword'),
    },
  });
  return AuthenticationResult;
}

const claims = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
    iat: number;
    exp: number;
  };

const dashboard = (token: string) =>
  callAs<ErrorBody>(token, 'GET', '/api/admin/dashboard');

describe('staff sign-out', () => {
  it('issues access tokens that last 15 minutes', async () => {
    const { AccessToken } = await signIn();
    const { iat, exp } = claims(AccessToken);
    expect(exp - iat).toBe(15 * 60);
  });

  it('refuses the signed-out access token with 401 on every admin route', async () => {
    // Arrange
    const session = await signIn();
    expect((await dashboard(session.AccessToken)).status).toBe(200);
    // Act
    const ended = await callAs(
      session.AccessToken,
      'POST',
      '/api/admin/session/end',
    );
    // Assert
    expect(ended.status).toBe(200);
    const after = await dashboard(session.AccessToken);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHORIZED');
    const list = await callAs(
      session.AccessToken,
      'GET',
      '/api/admin/leads/callback',
    );
    expect(list.status).toBe(401);
  });

  it('leaves the same staff member signed in elsewhere', async () => {
    const elsewhere = await staffToken();
    const session = await signIn();
    await callAs(session.AccessToken, 'POST', '/api/admin/session/end');
    expect((await dashboard(elsewhere)).status).toBe(200);
  });

  it('gets no new access token from a revoked refresh token', async () => {
    const session = await signIn();
    const refresh = () =>
      idp(inject('cognitoEndpoint'), 'InitiateAuth', {
        ClientId: inject('userPoolClientId'),
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: session.RefreshToken },
      });
    await expect(refresh()).resolves.toHaveProperty('AuthenticationResult');
    await idp(inject('cognitoEndpoint'), 'RevokeToken', {
      ClientId: inject('userPoolClientId'),
      Token: session.RefreshToken,
    });
    const refused = await refresh().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(IdpError);
    expect((refused as IdpError).type).toBe('NotAuthorizedException');
  });
});
