import { afterAll, describe, expect, it } from 'vitest';
import { leadKey } from '#data/keys';
import { call, type ErrorBody } from '#test-support/http';
import { tableClient } from '#test-support/table';

const table = tableClient();
afterAll(() => table.close());

/** A phone of its own per form: one phone is one person, one inquiry. */
const newPhone = () => `04${Math.random().toString().slice(2, 10)}`;

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tom Walker',
  phone: newPhone(),
  postcode: '2000',
  currentProvider: 'AGL',
  hasSolar: true,
  hasGas: false,
  customerType: 'Residential',
  ...overrides,
});

describe('POST /api/inquiries (comparison start form)', () => {
  it('stores a comparison_form inquiry with notes on solar, gas and customer type', async () => {
    const phone = newPhone();
    const response = await call<{ id: string }>('POST', '/api/inquiries', {
      json: form({ phone }),
    });
    expect(response.status).toBe(201);
    expect(await table.get(leadKey(response.body.id))).toMatchObject({
      entity: 'UserInquiry',
      name: 'Tom Walker',
      phone,
      postcode: '2000',
      currentProvider: 'AGL',
      energyType: 'electricity',
      inquirySource: 'comparison_form',
      notes: 'Solar: yes; Gas: no; Customer type: Residential',
      status: 'new',
    });
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(10 * 1024) }],
    ['phone', { phone: undefined }],
    ['postcode', { postcode: '20000' }],
    ['postcode', { postcode: undefined }],
    ['customerType', { customerType: 'Both' }],
    ['hasSolar', { hasSolar: 'yes' }],
  ])('rejects a bad %s with 400, storing nothing', async (field, overrides) => {
    const before = await table.leadCount('inquiry');
    const response = await call<ErrorBody>('POST', '/api/inquiries', {
      json: form(overrides),
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', field });
    expect(await table.leadCount('inquiry')).toBe(before);
  });

  it('stores one inquiry for a repeated idempotency key', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const before = await table.leadCount('inquiry');
    const sent = form();
    const first = await call<{ id: string }>('POST', '/api/inquiries', {
      json: sent,
      headers,
    });
    const second = await call<{ id: string }>('POST', '/api/inquiries', {
      json: sent,
      headers,
    });
    expect(second.body.id).toBe(first.body.id);
    expect(await table.leadCount('inquiry')).toBe(before + 1);
  });
});
