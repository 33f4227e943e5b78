import type middy from '@middy/core';
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { validateCognitoJwtFields } from 'aws-jwt-verify/cognito-verifier';
import { FetchError, JwtBaseError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Actor } from '#shared/contracts/admin';
import { config } from '../config.ts';
import { ClientError } from '../errors.ts';
import type { IsSessionRevoked } from '../ports.ts';

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

type TokenUse = 'access' | 'id';
const verifiers = new Map<TokenUse, Verifier>();

/**
 * The header the admin app sends its Cognito ID token in, so the audit can
 * name the staff member by e-mail (access tokens carry no e-mail).
 */
export const STAFF_IDENTITY_HEADER = 'x-staff-identity';

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
 * Cognito claim checks stands in). Created once per token use; the JWKS
 * is cached.
 */
function staffVerifier(tokenUse: TokenUse): Verifier {
  const known = verifiers.get(tokenUse);
  if (known) return known;
  const auth = config('auth');
  const verifier =
    auth.AUTH_ISSUER && auth.AUTH_JWKS_URI
      ? JwtRsaVerifier.create(
          {
            issuer: auth.AUTH_ISSUER,
            jwksUri: auth.AUTH_JWKS_URI,
            audience: null,
            customJwtCheck: ({ payload }) =>
              validateCognitoJwtFields(payload, {
                tokenUse,
                clientId: auth.AUTH_CLIENT_ID,
              }),
          },
          { jwksCache: localJwksCache() },
        )
      : CognitoJwtVerifier.create({
          userPoolId: auth.AUTH_USER_POOL_ID,
          tokenUse,
          clientId: auth.AUTH_CLIENT_ID,
        });
  verifiers.set(tokenUse, verifier);
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

async function verifiedClaims(
  token: string,
  tokenUse: TokenUse = 'access',
): Promise<JwtPayload> {
  try {
    return await staffVerifier(tokenUse).verify(token);
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
 * The e-mail of the ID token sent beside the access token, when one is:
 * verified like the access token and refused unless it is the same
 * person's, so nobody can sign the audit with someone else's name.
 */
async function staffEmail(
  event: APIGatewayProxyEventV2,
  sub: string,
): Promise<string | undefined> {
  const token = event.headers?.[STAFF_IDENTITY_HEADER];
  if (!token) return undefined;
  const claims = await verifiedClaims(token.trim(), 'id');
  if (claims.sub !== sub) {
    throw unauthorized('Your session is not valid. Sign in again.');
  }
  return typeof claims.email === 'string' ? claims.email : undefined;
}

/**
 * Lets only signed-in staff through: a valid, unexpired Cognito access
 * token for our app client (else 401) whose `cognito:groups` holds
 * `staff` (else 403), from a session not signed out (else 401: Cognito
 * keeps honouring an access token until it expires, docs/runbook.md §2).
 * The verified caller becomes `event.actor`, with the e-mail of a
 * matching ID token in `x-staff-identity` when the admin app sends one.
 */
export function requireStaff(
  isSessionRevoked: IsSessionRevoked,
): middy.MiddlewareObj<StaffEvent> {
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
      const sub = String(claims.sub ?? '');
      const email = await staffEmail(event, sub);
      event.actor = {
        sub,
        username: String(claims.username ?? claims.sub ?? ''),
        ...(email && { email }),
      };
      event.staffSession = session;
    },
  };
}
