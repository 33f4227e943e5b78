import { revokeSession } from '#data/revoked-sessions';
import type { Clock } from '../ports.ts';

/** The session a staff token belongs to (see the staff middleware). */
export interface EndedSession {
  readonly tokenId: string;
  readonly expiresAt: number;
}

/**
 * Signs a staff session out on the server: its access tokens, which
 * Cognito would honour until they expire, are refused from now on.
 */
export async function endStaffSession(
  deps: { readonly clock: Clock },
  session: EndedSession,
): Promise<{ signedOut: true }> {
  await revokeSession(
    session.tokenId,
    deps.clock.now().toISOString(),
    session.expiresAt,
  );
  return { signedOut: true };
}
