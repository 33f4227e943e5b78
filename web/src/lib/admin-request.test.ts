import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(async () => ({
    tokens: { accessToken: { toString: () => 'staff-token' } },
  })),
  fetchUserAttributes: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(async () => undefined),
}));
vi.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: {
    setKeyValueStorage: vi.fn(),
    tokenOrchestrator: { setTokenRefresher: vi.fn() },
    authTokenStore: { loadTokens: vi.fn(async () => null) },
  },
}));
vi.mock('aws-amplify/utils', () => ({ sessionStorage: {} }));

const { adminRequest, onSessionEnded } = await import('./auth');
const { ApiRequestError } = await import('./api-client');

const config = { userPoolId: 'pool', userPoolClientId: 'client' };

function serve(status: number, body: unknown) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    Response.json(url === '/config.json' ? config : body, {
      status: url === '/config.json' ? 200 : status,
    }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adminRequest', () => {
  it('goes through the one API client with the staff token', async () => {
    const fetch = serve(200, { items: [] });
    await expect(adminRequest('GET', '/leads')).resolves.toEqual({
      items: [],
    });
    const call = fetch.mock.calls.find(([url]) => url === '/api/admin/leads');
    expect(call?.[1]?.headers).toMatchObject({
      authorization: 'Bearer staff-token',
    });
  });

  it('ends the session on a 401 and rethrows the one error shape', async () => {
    serve(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } });
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    const error = await adminRequest<never>('GET', '/leads').catch(
      (e: unknown) => e as InstanceType<typeof ApiRequestError>,
    );
    stop();
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(401);
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
