/**
 * Staff sign-in with Amplify Auth (Cognito). Import this module only from
 * admin routes: it pulls in aws-amplify, which public pages never load.
 *
 * Tokens live in sessionStorage (Amplify's token provider): readable only
 * by this origin's scripts (never by other sites'), gone when the tab
 * closes, and kept across a reload, unlike memory. Access tokens last 15
 * minutes and are refreshed silently while the refresh token (12 hours)
 * lasts; sign-out ends the session on the API, revokes the refresh token
 * and clears them (docs/runbook.md §2). Only the greeting name is kept in
 * localStorage under `admin_session`.
 */
import { Amplify } from 'aws-amplify';
import {
  fetchAuthSession,
  fetchUserAttributes,
  signIn,
  signOut,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { sessionStorage } from 'aws-amplify/utils';
import { z } from 'zod';
import type { ApiError } from '#shared/contracts/errors';
import { ApiRequestError } from './api-client';
import {
  type PoolClient,
  type PoolTokens,
  poolEndpoint,
  refreshPoolTokens,
} from './cognito-tokens';
import { endSession } from './end-session';

const runtimeConfigSchema = z.object({
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  userPoolEndpoint: z.url().optional(),
});

export const ADMIN_SESSION_KEY = 'admin_session';

export interface AdminSession {
  readonly name: string;
  readonly email: string;
}

let configured: Promise<void> | undefined;
let poolClient: PoolClient | undefined;

type Refresher = Parameters<
  typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher
>[0];

/** Amplify's refresh, done with the call both Cognito and cognito-local know. */
const refreshTokens: Refresher = async ({ tokens, username }) => {
  if (!poolClient) throw new Error('Auth is not configured');
  const fresh = await refreshPoolTokens(poolClient, {
    ...(tokens as PoolTokens),
    username,
  });
  return { ...tokens, ...fresh, username } as Awaited<ReturnType<Refresher>>;
};

/** Reads `/config.json` once and points Amplify at the pool it names. */
export function configureAuth(): Promise<void> {
  configured ??= fetch('/config.json', { cache: 'no-store' })
    .then((r) => r.json())
    .then((json: unknown) => {
      const config = runtimeConfigSchema.parse(json);
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.userPoolEndpoint
              ? { userPoolEndpoint: config.userPoolEndpoint }
              : {}),
            loginWith: { email: true },
          },
        },
      });
      cognitoUserPoolsTokenProvider.setKeyValueStorage(sessionStorage);
      poolClient = {
        endpoint: poolEndpoint(config.userPoolId, config.userPoolEndpoint),
        clientId: config.userPoolClientId,
      };
      cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
        refreshTokens,
      );
    })
    .catch((error: unknown) => {
      configured = undefined;
      throw error;
    });
  return configured;
}

/** The current access token, refreshed by Amplify when needed. */
export async function accessToken(): Promise<string | undefined> {
  await configureAuth();
  try {
    const { tokens } = await fetchAuthSession();
    return tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

/** Signs in with e-mail and password; keeps the name for the greeting. */
export async function logIn(email: string, password: string) {
  await configureAuth();
  if (await accessToken()) await signOut();
  const result = await signIn({
    username: email,
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  if (!result.isSignedIn) {
    throw new Error(
      `Sign-in needs another step (${result.nextStep.signInStep})`,
    );
  }
  const attributes = await fetchUserAttributes().catch(
    () => ({}) as Record<string, string | undefined>,
  );
  const session: AdminSession = {
    name: attributes.name ?? attributes.given_name ?? email,
    email,
  };
  localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify(session));
  return session;
}

/**
 * Ends the session everywhere it lives: on the API and at Cognito (see
 * end-session.ts), then Amplify's tokens and the greeting name.
 */
export async function logOut(): Promise<void> {
  localStorage.removeItem(ADMIN_SESSION_KEY);
  await configureAuth();
  const tokens = await cognitoUserPoolsTokenProvider.authTokenStore
    .loadTokens()
    .catch(() => null);
  if (tokens) await endSession(poolClient, tokens);
  await signOut().catch(() => undefined);
}

/** The greeting data of the signed-in staff member, if any. */
export function storedSession(): AdminSession | undefined {
  try {
    const raw = localStorage.getItem(ADMIN_SESSION_KEY);
    return raw ? (JSON.parse(raw) as AdminSession) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Client-side back-off after failed sign-ins (Cognito adds its own):
 * none for the first two, then 2 s, 4 s, 8 s … up to 30 s.
 */
export function loginDelayMs(failures: number): number {
  return failures < 2 ? 0 : Math.min(30_000, 1000 * 2 ** (failures - 1));
}

/** Raised when the session is gone; the admin layout sends staff to login. */
export class SessionEndedError extends Error {
  constructor() {
    super('Your session has ended. Sign in again.');
    this.name = 'SessionEndedError';
  }
}

const listeners = new Set<() => void>();

/** Called whenever the server refuses the session (401). */
export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sends an admin API request with the staff access token. */
async function adminFetch(
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  accept: string,
  body?: unknown,
): Promise<Response> {
  const token = await accessToken();
  if (!token) {
    for (const listener of listeners) listener();
    throw new SessionEndedError();
  }
  const headers: Record<string, string> = {
    accept,
    authorization: `Bearer ${token}`,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`/api/admin${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401) {
    await logOut();
    for (const listener of listeners) listener();
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw new ApiRequestError(
      response.status,
      (payload as ApiError | undefined)?.error,
    );
  }
  return response;
}

/** Calls the admin API with the staff access token. */
export async function adminRequest<T>(
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await adminFetch(method, path, 'application/json', body);
  return (await response.json().catch(() => undefined)) as T;
}

/** Reads a file the admin API builds (an export), as text. */
export async function adminDownload(path: string, type: string) {
  const response = await adminFetch('GET', path, type);
  return response.text();
}
