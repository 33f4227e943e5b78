import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { LeadDetail } from '#shared/contracts/admin';
import { seedLead } from '#test-support/admin-seed';
import { call, type ErrorBody } from '#test-support/http';
import {
  forgerKey,
  mintToken,
  nonStaffTokens,
  signInTokens,
  staffClaims,
} from '#test-support/staff-auth';

let staff: { access: string; identity: string };
beforeAll(async () => {
  staff = await signInTokens(inject('staffEmail'), inject('staffPassword'));
});

/** A status move sent with the access token and, maybe, an ID token. */
const move = (id: string, identity?: string) =>
  call<ErrorBody>('PATCH', `/api/admin/leads/callback/${id}/status`, {
    headers: {
      authorization: `Bearer ${staff.access}`,
      ...(identity && { 'x-staff-identity': identity }),
    },
    json: { from: 'pending', to: 'completed' },
  });

const detailOf = async (id: string) =>
  (
    await call<LeadDetail>('GET', `/api/admin/leads/callback/${id}`, {
      headers: { authorization: `Bearer ${staff.access}` },
    })
  ).body;

describe('the audit names the member of staff', () => {
  it('by the e-mail of the ID token the admin app sends beside the access token', async () => {
    const id = await seedLead('callback');
    expect((await move(id, staff.identity)).status).toBe(200);
    const [entry] = (await detailOf(id)).audit;
    expect(entry?.actor.email).toBe(inject('staffEmail'));
  });

  it('refuses, changing nothing, an ID token of someone else or one signed by a stranger', async () => {
    // The slow RSA key first, so no idle connection waits on it.
    const forged = mintToken(
      staffClaims({
        token_use: 'id',
        aud: inject('userPoolClientId'),
        email: 'boss@example.com',
        sub: JSON.parse(
          Buffer.from(staff.access.split('.')[1] ?? '', 'base64url').toString(),
        ).sub,
      }),
      forgerKey(),
    );
    const someoneElse = (await nonStaffTokens()).identity;
    const id = await seedLead('callback');
    for (const identity of [someoneElse, forged]) {
      const refused = await move(id, identity);
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('UNAUTHORIZED');
    }
    const detail = await detailOf(id);
    expect(detail.record.status).toBe('pending');
    expect(detail.audit).toEqual([]);
  });
});
