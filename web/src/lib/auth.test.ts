import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessToken, logIn, logOut } from './auth';

const POOL = 'http://cognito.test/';
const CLIENT = 'spa-client';
const MINUTE = 60_000;
const start = Date.parse('2026-11-24T09:00:00.000Z');

const b64 = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token with Cognito's claims: the SPA only reads them. */
function token(kind: 'access' | 'id', serial: number) {
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'RS256' })}.${b64({
    sub: 'staff-sub',
    token_use: kind,
    jti: `${kind}-${serial}`,
    iat: now,
    exp: now + 15 * 60,
    username: 'staff-sub',
    ...(kind === 'id' ? { aud: CLIENT, email: 'staff@example.com' } : {}),
  })}.signature`;
}

interface Call {
  readonly url: string;
  readonly target: string;
  readonly body: Record<string, unknown>;
  readonly authorization: string | null;
}

const calls: Call[] = [];
let issued = 0;
let refreshRevoked = false;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/x-amz-json-1.1' },
  });

/** Stands in for /config.json, the admin API and the Cognito user pool. */
async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}) {
  const request = new Request(
    input instanceof URL || typeof input === 'string'
      ? new URL(String(input), 'http://spa.test')
      : input,
    init,
  );
  const text = await request.text();
  const call: Call = {
    url: request.url,
    target: request.headers.get('x-amz-target')?.split('.').pop() ?? '',
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    authorization: request.headers.get('authorization'),
  };
  calls.push(call);
  if (request.url.endsWith('/config.json')) {
    return answer(200, {
      userPoolId: 'ap-southeast-2_test',
      userPoolClientId: CLIENT,
      userPoolEndpoint: POOL,
    });
  }
  if (request.url.endsWith('/api/admin/session/end'))
    return answer(200, { signedOut: true });
  const flow = call.body.AuthFlow;
  if (call.target === 'InitiateAuth' && flow === 'USER_PASSWORD_AUTH') {
    issued += 1;
    return answer(200, {
      AuthenticationResult: {
        AccessToken: token('access', issued),
        IdToken: token('id', issued),
        RefreshToken: 'refresh-1',
        ExpiresIn: 900,
        TokenType: 'Bearer',
      },
      ChallengeParameters: {},
    });
  }
  if (call.target === 'InitiateAuth' && flow === 'REFRESH_TOKEN_AUTH') {
    if (refreshRevoked)
      return answer(400, {
        __type: 'NotAuthorizedException',
        message: 'Refresh Token has been revoked',
      });
    issued += 1;
    return answer(200, {
      AuthenticationResult: {
        AccessToken: token('access', issued),
        IdToken: token('id', issued),
        ExpiresIn: 900,
        TokenType: 'Bearer',
      },
    });
  }
  if (call.target === 'RevokeToken') {
    refreshRevoked = true;
    return answer(200, {});
  }
  if (call.target === 'GetUser') {
    return answer(200, {
      Username: 'staff-sub',
      UserAttributes: [{ Name: 'name', Value: 'Alex Morgan' }],
    });
  }
  return answer(400, { __type: 'UnsupportedError', message: call.target });
}

const jtiOf = (jwt: string | undefined) =>
  JSON.parse(Buffer.from(jwt?.split('.')[1] ?? '', 'base64url').toString())
    .jti as string;
const cognitoCalls = (target: string, flow?: string) =>
  calls.filter(
    (c) => c.target === target && (!flow || c.body.AuthFlow === flow),
  );

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a staff session', () => {
  it('keeps working past 15 minutes by refreshing silently, without a new sign-in', async () => {
    await logIn('staff@example.com', 'a-long-passphrase');
    expect(jtiOf(await accessToken())).toBe('access-1');

    vi.setSystemTime(start + 16 * MINUTE);
    const later = await accessToken();

    expect(jtiOf(later)).toBe('access-2');
    const refreshes = cognitoCalls('InitiateAuth', 'REFRESH_TOKEN_AUTH');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toMatchObject({
      ClientId: CLIENT,
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
    expect(cognitoCalls('InitiateAuth', 'USER_PASSWORD_AUTH')).toHaveLength(1);
  });

  it('does not refresh a token that is still fresh', async () => {
    vi.setSystemTime(start + 20 * MINUTE);
    expect(jtiOf(await accessToken())).toBe('access-2');
    expect(cognitoCalls('InitiateAuth', 'REFRESH_TOKEN_AUTH')).toHaveLength(1);
  });

  it('signs out on the API and revokes the refresh token, so nothing renews it', async () => {
    await logOut();

    const ended = calls.filter((c) => c.url.endsWith('/api/admin/session/end'));
    expect(ended.map((c) => c.authorization)).toEqual([
      expect.stringMatching(/^Bearer /),
    ]);
    expect(jtiOf(ended[0]?.authorization?.slice('Bearer '.length))).toBe(
      'access-2',
    );
    expect(cognitoCalls('RevokeToken').map((c) => c.body)).toEqual([
      expect.objectContaining({ ClientId: CLIENT, Token: 'refresh-1' }),
    ]);
    expect(await accessToken()).toBeUndefined();
  });
});
