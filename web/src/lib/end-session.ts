import { type PoolClient, revokeRefreshToken } from './cognito-tokens';

/** What sign-out needs of the stored tokens. */
export interface SessionTokens {
  readonly accessToken: { toString(): string };
  readonly refreshToken?: string;
}

/**
 * Ends a staff session beyond this tab: first the API records the access
 * token's session as signed out (while it is still accepted), then Cognito
 * revokes the refresh token. Each step is tried even if the other fails;
 * what stays valid if one does is in docs/runbook.md §2.
 */
export async function endSession(
  client: PoolClient | undefined,
  tokens: SessionTokens,
): Promise<void> {
  await fetch('/api/admin/session/end', {
    method: 'POST',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${tokens.accessToken.toString()}`,
    },
  }).catch(() => undefined);
  if (client && tokens.refreshToken) {
    await revokeRefreshToken(client, tokens.refreshToken).catch(
      () => undefined,
    );
  }
}
