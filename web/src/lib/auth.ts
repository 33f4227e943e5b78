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
import { type ApiMethod, ApiRequestError, apiRequest } from './api-client';
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

/** The current tokens, refreshed by Amplify when needed. */
async function currentTokens() {
  await configureAuth();
  try {
    const { tokens } = await fetchAuthSession();
    return {
      access: tokens?.accessToken?.toString(),
      identity: tokens?.idToken?.toString(),
    };
  } catch {
    return { access: undefined, identity: undefined };
  }
}

/** The current access token, refreshed by Amplify when needed. */
export async function accessToken(): Promise<string | undefined> {
  return (await currentTokens()).access;
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

/**
 * Calls the admin API through the one client with the staff access token;
 * a 401 ends the session here so every admin screen reacts the same way.
 */
export async function adminRequest<T>(
  method: ApiMethod,
  path: string,
  body?: unknown,
  accept?: string,
): Promise<T> {
  const { access, identity } = await currentTokens();
  if (!access) {
    for (const listener of listeners) listener();
    throw new SessionEndedError();
  }
  try {
    return await apiRequest<T>(method, `/admin${path}`, {
      body,
      accessToken: access,
      ...(identity && { identityToken: identity }),
      ...(accept && { accept }),
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      await logOut();
      for (const listener of listeners) listener();
    }
    throw error;
  }
}

/** Reads a file the admin API builds (an export), as text. */
export function adminDownload(path: string, type: string): Promise<string> {
  return adminRequest<string>('GET', path, undefined, type);
}
