import type { Clock } from '../ports.ts';
import type { SessionRevocations } from '../ports-admin.ts';

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
  deps: { readonly clock: Clock; readonly sessions: SessionRevocations },
  session: EndedSession,
): Promise<{ signedOut: true }> {
  await deps.sessions.revokeSession(
    session.tokenId,
    deps.clock.now().toISOString(),
    session.expiresAt,
  );
  return { signedOut: true };
}
