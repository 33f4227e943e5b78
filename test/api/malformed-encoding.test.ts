import { describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '#test-support/http';

describe('a request with malformed percent-encoding', () => {
  it.each(['/api/plans/%FF/details', '/api/admin/leads/callback/%E0%A4%A'])(
    'in its path (%s) is answered 400 naming the path, before routing and auth',
    async (path) => {
      // Act
      const response = await call<ErrorBody>('GET', path);
      // Assert
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(
        'Malformed percent-encoding in path',
      );
    },
  );

  it.each([
    ['/api/plans?postcode=%E0%A4%A', 'postcode'],
    ['/api/plans?state=NSW&postcode=2000%', 'postcode'],
    // A staff route: the fault is named before the missing token.
    ['/api/admin/leads/callback?status=%FF', 'status'],
  ])(
    'in its query string (%s) is answered 400 naming %s',
    async (path, field) => {
      // Act
      const response = await call<ErrorBody>('GET', path);
      // Assert
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({
        code: 'VALIDATION',
        field,
        message: `Malformed percent-encoding in query parameter ${field}`,
      });
    },
  );

  it('is told apart from a well-formed one, which reaches the route', async () => {
    const plans = await call('GET', '/api/plans?state=NSW&retailer=caf%C3%A9');
    const admin = await call('GET', '/api/admin/leads/callback?status=new');
    expect(plans.status).toBe(200);
    expect(admin.status).toBe(401);
  });
});
