import { vi } from 'vitest';

/**
 * `aws-amplify/auth` for a signed-in member of staff: Cognito hands out a
 * token without a network. Use as
 * `vi.mock('aws-amplify/auth', () => import('@/test-support/signed-in-staff'))`.
 */
export const fetchAuthSession = async () => ({
  tokens: { accessToken: { toString: () => 'staff-token' } },
});
export const fetchUserAttributes = vi.fn();
export const signIn = vi.fn();
export const signOut = vi.fn(async () => undefined);
