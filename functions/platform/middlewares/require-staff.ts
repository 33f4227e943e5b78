import type middy from '@middy/core';
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { validateCognitoJwtFields } from 'aws-jwt-verify/cognito-verifier';
import { FetchError, JwtBaseError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isSessionRevoked } from '#data/revoked-sessions';
import type { Actor } from '#shared/contracts/admin';
import { config } from '../config.ts';
import { ClientError } from '../errors.ts';

/** The Cognito group whose members may use the admin API. */
export const STAFF_GROUP = 'staff';

/** The signed-in session a staff token belongs to, for sign-out. */
export interface StaffSession {
  /** `origin_jti` (shared by every token of one sign-in), else `jti`. */
  readonly tokenId: string;
  /** The access token's expiry, epoch seconds. */
  readonly expiresAt: number;
}

export type StaffEvent = APIGatewayProxyEventV2 & {
  actor?: Actor;
  staffSession?: StaffSession;
};

interface Verifier {
  verify(token: string): Promise<JwtPayload>;
}

let verifier: Verifier | undefined;

/** cognito-local serves its JWKS over plain http, which the default refuses. */
const localJwksCache = () =>
  new SimpleJwksCache({
    fetcher: {
      fetch: async (uri) => {
        const response = await fetch(uri);
        if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
        return response.arrayBuffer();
      },
    },
  });

/**
 * In AWS the pool's own issuer and JWKS; locally cognito-local's (its pool
 * ids are not region-shaped, so the generic RSA verifier with the same
 * Cognito claim checks stands in). Created once; the JWKS is cached.
 */
function staffVerifier(): Verifier {
  if (verifier) return verifier;
  const auth = config('auth');
  verifier =
    auth.AUTH_ISSUER && auth.AUTH_JWKS_URI
      ? JwtRsaVerifier.create(
          {
            issuer: auth.AUTH_ISSUER,
            jwksUri: auth.AUTH_JWKS_URI,
            audience: null,
            customJwtCheck: ({ payload }) =>
              validateCognitoJwtFields(payload, {
                tokenUse: 'access',
                clientId: auth.AUTH_CLIENT_ID,
              }),
          },
          { jwksCache: localJwksCache() },
        )
      : CognitoJwtVerifier.create({
          userPoolId: auth.AUTH_USER_POOL_ID,
          tokenUse: 'access',
          clientId: auth.AUTH_CLIENT_ID,
        });
  return verifier;
}

const unauthorized = (message: string) =>
  new ClientError(401, 'UNAUTHORIZED', message);

function bearerToken(event: APIGatewayProxyEventV2): string {
  const header = event.headers?.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header.trim());
  if (!match?.[1]) throw unauthorized('Sign in to continue');
  return match[1];
}

async function verifiedClaims(token: string): Promise<JwtPayload> {
  try {
    return await staffVerifier().verify(token);
  } catch (error) {
    // A JWKS outage is ours, not the caller's: fail closed with a 500.
    if (error instanceof JwtBaseError && !(error instanceof FetchError)) {
      throw unauthorized('Your session is not valid. Sign in again.');
    }
    throw error;
  }
}

function sessionOf(claims: JwtPayload): StaffSession {
  const tokenId = claims.origin_jti ?? claims.jti;
  if (typeof tokenId !== 'string' || tokenId === '' || !claims.exp) {
    throw unauthorized('Your session is not valid. Sign in again.');
  }
  return { tokenId, expiresAt: claims.exp };
}

/**
 * Lets only signed-in staff through: a valid, unexpired Cognito access
 * token for our app client (else 401) whose `cognito:groups` holds
 * `staff` (else 403), from a session not signed out (else 401: Cognito
 * keeps honouring an access token until it expires, docs/runbook.md §2).
 * The verified caller becomes `event.actor`.
 */
export function requireStaff(): middy.MiddlewareObj<StaffEvent> {
  return {
    before: async ({ event }) => {
      const claims = await verifiedClaims(bearerToken(event));
      const session = sessionOf(claims);
      const groups = claims['cognito:groups'];
      if (!Array.isArray(groups) || !groups.includes(STAFF_GROUP)) {
        throw new ClientError(403, 'FORBIDDEN', 'Staff access only');
      }
      if (await isSessionRevoked(session.tokenId)) {
        throw unauthorized('You signed out. Sign in again.');
      }
      event.actor = {
        sub: String(claims.sub ?? ''),
        username: String(claims.username ?? claims.sub ?? ''),
      };
      event.staffSession = session;
    },
  };
}
