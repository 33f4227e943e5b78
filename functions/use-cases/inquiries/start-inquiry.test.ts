import { describe, expect, it } from 'vitest';
import {
  type StartInquiry,
  startInquirySchema,
} from '#shared/contracts/start-inquiry';
import { inMemoryInquiries } from '#test-support/in-memory-inquiries';
import { inMemoryPeople } from '#test-support/in-memory-people';
import { startInquiry } from './start-inquiry.ts';

const NOW = new Date('2026-11-24T10:00:00Z');

function setUp() {
  const inquiries = inMemoryInquiries();
  let next = 0;
  const deps = {
    clock: { now: () => NOW },
    ids: { next: () => `id-${++next}` },
    inquiries: inquiries.store,
    people: inMemoryPeople().store,
  };
  return { deps, inquiries };
}

const form = (input: Partial<StartInquiry> = {}) =>
  startInquirySchema.parse({
    name: 'Alex',
    phone: '0400 111 222',
    postcode: '2000',
    currentProvider: 'AGL',
    hasSolar: true,
    hasGas: false,
    customerType: 'Residential',
    ...input,
  });

describe('startInquiry', () => {
  it('stores the start form as a scored comparison_form inquiry', async () => {
    const { deps, inquiries } = setUp();
    const created = await startInquiry(deps, form(), 'key-1');
    expect(created).toEqual({ id: 'id-1' });
    expect(inquiries.saved()).toEqual([
      expect.objectContaining({
        id: 'id-1',
        inquirySource: 'comparison_form',
        notes: 'Solar: yes; Gas: no; Customer type: Residential',
        createdAt: NOW.toISOString(),
        // Base 20 plus 25 for a phone staff can call (docs/product-rules.md).
        leadQualityScore: 45,
      }),
    ]);
  });

  it('returns the first id when the same key is sent again', async () => {
    const { deps, inquiries } = setUp();
    await startInquiry(deps, form(), 'key-1');
    const again = await startInquiry(deps, form(), 'key-1');
    expect(again).toEqual({ id: 'id-1' });
    expect(inquiries.saved()).toHaveLength(1);
  });

  it('keys an inquiry sent without an idempotency key by its own id', async () => {
    const { deps, inquiries } = setUp();
    await startInquiry(deps, form(), undefined);
    await startInquiry(deps, form({ phone: '0400 333 444' }), undefined);
    expect(inquiries.saved().map((i) => i.id)).toEqual(['id-1', 'id-2']);
  });

  it('keeps one inquiry for a visitor who sends the form again', async () => {
    const { deps, inquiries } = setUp();
    await startInquiry(deps, form(), undefined);
    const again = await startInquiry(
      deps,
      form({ phone: '+61 400 111 222' }),
      undefined,
    );
    expect(again).toEqual({ id: 'id-1' });
    expect(inquiries.saved()).toHaveLength(1);
  });
});
