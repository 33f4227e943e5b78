import {
  createPrivateKey,
  generateKeyPairSync,
  randomUUID,
  sign,
} from 'node:crypto';
import { createRequire } from 'node:module';
import { inject } from 'vitest';
import { idp } from '../../infra/local/cognito/idp.ts';
import { ensureUser } from '../../infra/local/cognito/staff-pool.ts';
import { call } from './http.ts';

/** cognito-local's own signing key (public in its package). */
const cognitoLocalKey = createRequire(import.meta.url)(
  'cognito-local/lib/keys/cognitoLocal.private.json',
) as { pem: string };

const b64 = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 JWT signed with `pem` (default: cognito-local's real key). */
export function mintToken(
  claims: Record<string, unknown>,
  pem: string = cognitoLocalKey.pem,
): string {
  const head = `${b64({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${b64(claims)}`;
  const signature = sign('sha256', Buffer.from(head), createPrivateKey(pem));
  return `${head}.${signature.toString('base64url')}`;
}

/** Claims of a staff access token for the test pool, overridable. */
export function staffClaims(overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: 'staff-sub',
    username: 'staff-sub',
    client_id: inject('userPoolClientId'),
    token_use: 'access',
    'cognito:groups': ['staff'],
    iss: `${inject('cognitoEndpoint')}/${inject('userPoolId')}`,
    iat: now,
    exp: now + 600,
    jti: randomUUID(),
    ...overrides,
  };
}

/** A key nobody trusts: its tokens carry a forged signature. */
export const forgerKey = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs1', format: 'pem' })
    .toString();

/** Signs in through cognito-local and returns the access and ID tokens. */
export async function signInTokens(email: string, password: string) {
  const result = await idp<{
    AuthenticationResult: { AccessToken: string; IdToken: string };
  }>(inject('cognitoEndpoint'), 'InitiateAuth', {
    ClientId: inject('userPoolClientId'),
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const { AccessToken, IdToken } = result.AuthenticationResult;
  return { access: AccessToken, identity: IdToken };
}

/** Signs in through cognito-local and returns the access token. */
export async function signIn(email: string, password: string) {
  return (await signInTokens(email, password)).access;
}

/** The seeded staff member's access token. */
export const staffToken = () =>
  signIn(inject('staffEmail'), inject('staffPassword'));

/** A signed-in user who is not in the staff group: access and ID tokens. */
export async function nonStaffTokens() {
  const user = {
    email: 'visitor@energy-compare.local',
    password: 'not-staff-passphrase',
  };
  const pool = {
    endpoint: inject('cognitoEndpoint'),
    userPoolId: inject('userPoolId'),
    userPoolClientId: inject('userPoolClientId'),
  };
  await ensureUser(pool, user, []);
  return signInTokens(user.email, user.password);
}

/** A signed-in user who is not in the staff group. */
export const nonStaffToken = async () => (await nonStaffTokens()).access;

/** Calls the gateway as the holder of `token`. */
export function callAs<T = unknown>(
  token: string,
  method: string,
  path: string,
  json?: unknown,
) {
  return call<T>(method, path, {
    headers: { authorization: `Bearer ${token}` },
    ...(json === undefined ? {} : { json }),
  });
}
