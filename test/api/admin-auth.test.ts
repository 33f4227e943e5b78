import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#manifest/routes';
import { call, type ErrorBody } from '#test-support/http';
import {
  callAs,
  forgerKey,
  mintToken,
  nonStaffToken,
  staffClaims,
  staffToken,
} from '#test-support/staff-auth';

const staffRoutes = routes.filter((r) => r.access === 'staff');
const UNKNOWN_ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';

/** A concrete path for a route: known kind, an id that does not exist. */
const pathOf = (path: string) =>
  path.replace('{kind}', 'callback').replace('{id}', UNKNOWN_ID);

/**
 * Each staff route's own answer to a staff caller: its data, or the
 * handler's verdict on an unknown id or a bad body, so the request
 * demonstrably reached the handler (not a 200 from somewhere else, nor
 * any status that merely is not 401 or 403).
 */
const staffAnswers: Record<
  string,
  {
    status: number;
    /** An object the JSON answer matches, or text a file answer holds. */
    body: Record<string, unknown> | string;
    send?: unknown;
    /** Ends the caller's session: runs on a sign-in of its own. */
    ownSession?: boolean;
  }
> = {
  GetAdminDashboard: {
    status: 200,
    body: { callbacks: expect.any(Number), subscribers: expect.any(Number) },
  },
  ListAdminLeads: {
    status: 200,
    body: { items: expect.any(Array), total: expect.any(Number) },
  },
  GetAdminLead: { status: 404, body: { error: { code: 'NOT_FOUND' } } },
  ChangeAdminLeadStatus: {
    status: 404,
    body: { error: { code: 'NOT_FOUND' } },
    send: { from: 'pending', to: 'completed' },
  },
  ChangeAdminLeadStatuses: {
    status: 200,
    body: {
      changed: [],
      skipped: [{ id: UNKNOWN_ID, reason: 'missing' }],
    },
    send: { to: 'completed', leads: [{ id: UNKNOWN_ID, from: 'pending' }] },
  },
  DeleteAdminInquiry: { status: 404, body: { error: { code: 'NOT_FOUND' } } },
  RestoreAdminInquiry: { status: 404, body: { error: { code: 'NOT_FOUND' } } },
  EndAdminSession: { status: 200, body: { signedOut: true }, ownSession: true },
  ExportAdminSubscribers: {
    status: 200,
    body: 'Email,Name,Status,Source,Subscribed Date',
  },
  GetAdminAnalytics: {
    status: 200,
    body: { days: 30, conversionRate: expect.any(Number) },
  },
  GetAdminSettings: {
    status: 200,
    body: { settings: expect.any(Object), version: expect.any(Number) },
  },
  SaveAdminSettings: {
    status: 400,
    body: { error: { code: 'VALIDATION', field: expect.any(String) } },
    send: {},
  },
};

const tokens: Record<string, string> = {};

beforeAll(async () => {
  const now = Math.floor(Date.now() / 1000);
  tokens.staff = await staffToken();
  tokens.nonStaff = await nonStaffToken();
  tokens.expired = mintToken(staffClaims({ iat: now - 7200, exp: now - 60 }));
  tokens.forged = mintToken(staffClaims(), forgerKey());
  tokens.wrongIssuer = mintToken(
    staffClaims({ iss: 'https://cognito-idp.ap-southeast-2.amazonaws.com/x' }),
  );
  tokens.idToken = mintToken(staffClaims({ token_use: 'id' }));
  tokens.otherClient = mintToken(staffClaims({ client_id: 'someone-else' }));
});

describe('the admin API auth matrix', () => {
  it('declares the admin routes as staff-only', () => {
    expect(staffRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes.filter((r) => r.path.startsWith('/api/admin')))
      expect(route.access).toBe('staff');
  });

  describe.each(staffRoutes)('$method $path', (route) => {
    const path = pathOf(route.path);

    it('answers 401 without a token or with a malformed header', async () => {
      const none = await call<ErrorBody>(route.method, path);
      expect(none.status).toBe(401);
      expect(none.body.error.code).toBe('UNAUTHORIZED');
      const basic = await call<ErrorBody>(route.method, path, {
        headers: { authorization: 'Basic c3RhZmY6c3RhZmY=' },
      });
      expect(basic.status).toBe(401);
    });

    it.each(['expired', 'forged', 'wrongIssuer', 'idToken', 'otherClient'])(
      'answers 401 to a %s token',
      async (name) => {
        const response = await callAs<ErrorBody>(
          tokens[name] ?? '',
          route.method,
          path,
        );
        expect(response.status).toBe(401);
        expect(response.body.error.code).toBe('UNAUTHORIZED');
      },
    );

    it('answers 403 to a signed-in user outside the staff group', async () => {
      const response = await callAs<ErrorBody>(
        tokens.nonStaff ?? '',
        route.method,
        path,
      );
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('FORBIDDEN');
    });

    it('lets staff through', async () => {
      // Arrange: what the route itself answers once past the staff check.
      const expected = staffAnswers[route.id];
      if (!expected)
        throw new Error(`No staff answer declared for ${route.id}`);
      const token = expected.ownSession ? await staffToken() : tokens.staff;
      // Act
      const response = await callAs<Record<string, unknown> | string>(
        token ?? '',
        route.method,
        path,
        expected.send,
      );
      // Assert
      expect(response.status).toBe(expected.status);
      if (typeof expected.body === 'string')
        expect(response.body).toContain(expected.body);
      else expect(response.body).toMatchObject(expected.body);
    });
  });
});
