import { describe, expect, it } from 'vitest';
import { createCallbackRequestSchema } from '#shared/contracts/callbacks';
import { compareRequestSchema } from '#shared/contracts/compare';
import { startInquirySchema } from '#shared/contracts/start-inquiry';
import { createSwitchRequestSchema } from '#shared/contracts/switch-requests';
import { singleRateNsw } from '#shared/domain/costs/fixtures/plan-documents';
import { meterIdChecksum } from '#shared/domain/meter-ids';
import { inMemoryCatalogue } from '#test-support/in-memory-catalogue';
import { inMemoryInquiries } from '#test-support/in-memory-inquiries';
import {
  inMemoryCallbackRequests,
  inMemorySwitchRequests,
} from '#test-support/in-memory-leads';
import { inMemoryPeople } from '#test-support/in-memory-people';
import { requestCallback } from '../callbacks/request-callback.ts';
import { comparePlans } from '../compare/compare-plans.ts';
import { startInquiry } from '../inquiries/start-inquiry.ts';
import { requestSwitch } from '../switching/request-switch.ts';

const NOW = new Date('2025-07-03T00:00:00Z');

/** Every lead use case on one set of in-memory ports, as the site runs them. */
function setUp() {
  const catalogue = inMemoryCatalogue([singleRateNsw], NOW);
  const inquiries = inMemoryInquiries();
  const people = inMemoryPeople();
  const switches = inMemorySwitchRequests();
  const callbacks = inMemoryCallbackRequests();
  let next = 0;
  let seconds = 0;
  const deps = {
    clock: { now: () => new Date(NOW.getTime() + 1000 * seconds++) },
    ids: { next: () => `id-${++next}` },
    market: catalogue.market,
    plans: async (id: string) =>
      (
        await catalogue.market({
          fuel: 'ELECTRICITY',
          customerType: 'Residential',
          state: 'NSW',
        })
      ).records.find((r) => r.id === id),
    inquiries: inquiries.store,
    people: people.store,
    switches: switches.store,
    callbacks: callbacks.store,
    // No reference price: savings are measured against the median plan.
    referencePrices: async () => [],
  };
  return { deps, inquiries, people, switches, callbacks };
}

const startForm = (phone: string, name = 'Alex') =>
  startInquirySchema.parse({ name, phone, postcode: '2000' });

const compare = (comparisonId: string, phone?: string, name?: string) =>
  compareRequestSchema.parse({
    postcode: '2000',
    usage: { kind: 'monthlyKwh', monthlyKwh: 450 },
    inquiry: { comparisonId, ...(phone && { phone }), ...(name && { name }) },
  });

const switchForm = (email: string, phone: string, comparisonId?: string) =>
  createSwitchRequestSchema.parse({
    firstName: 'Alex',
    lastName: 'Citizen',
    email,
    phone,
    nmi: `6305000000${meterIdChecksum('6305000000')}`,
    consentSwitch: true,
    selectedPlanId: 'TST-SR-NSW',
    postcode: '2000',
    usage: { kind: 'monthlyKwh', monthlyKwh: 450 },
    ...(comparisonId && { comparisonId }),
  });

describe('one person, one thread', () => {
  it('merges the start popup and Compare Plans into one inquiry with the higher score', async () => {
    const { deps, inquiries } = setUp();
    const started = await startInquiry(deps, startForm('0400 111 222'), 'k1');
    const compared = await comparePlans(
      deps,
      compare('compare-0001', '0400 111 222', 'Alex'),
    );
    expect(compared.inquiryId).toBe(started.id);
    const [only, ...others] = inquiries.saved();
    expect(others).toEqual([]);
    expect(only).toMatchObject({
      id: started.id,
      name: 'Alex',
      inquirySource: 'comparison_form',
      monthlyUsage: 450,
    });
    // The start popup alone scored 45 (Low); with the usage it is higher.
    expect(only?.leadQualityScore).toBeGreaterThanOrEqual(65);
    const [merge] = inquiries.audit();
    expect(merge).toMatchObject({
      id: started.id,
      entry: {
        action: 'merge',
        actor: { username: 'Visitor' },
        changes: { monthlyUsage: [null, 450] },
      },
    });
    expect(merge?.entry.changes.leadQualityScore?.[0]).toBe(45);
  });

  it('links a later switch request to the inquiry and names its plan there', async () => {
    const { deps, inquiries, switches, people } = setUp();
    const compared = await comparePlans(deps, compare('compare-0001'));
    const created = await requestSwitch(
      deps,
      switchForm('alex@example.com', '0400 111 222', 'compare-0001'),
      'sw-key',
    );
    const [inquiry] = inquiries.saved();
    expect(switches.saved()).toEqual([
      expect.objectContaining({
        personId: compared.inquiryId,
        inquiryId: compared.inquiryId,
      }),
    ]);
    expect(inquiry).toMatchObject({
      selectedPlanName: created.selectedPlanName,
      selectedRetailer: created.selectedRetailer,
    });
    expect(inquiries.audit().at(-1)?.entry.action).toBe('link');
    expect(
      (await people.store.members(compared.inquiryId ?? '')).map((m) => m.kind),
    ).toEqual(['inquiry', 'switch']);
  });

  it('links a call back by e-mail, then phone, to the person who switched', async () => {
    const { deps, callbacks } = setUp();
    const compared = await comparePlans(deps, compare('compare-0001'));
    await requestSwitch(
      deps,
      switchForm('alex@example.com', '0400 111 222', 'compare-0001'),
      undefined,
    );
    await requestCallback(
      deps,
      createCallbackRequestSchema.parse({
        name: 'Alex',
        phone: '+61 400 111 222',
        email: 'someone-else@example.com',
      }),
      undefined,
    );
    expect(callbacks.saved()[0]).toMatchObject({
      personId: compared.inquiryId,
      inquiryId: compared.inquiryId,
    });
  });

  it('keeps two visitors who compare and switch as two people with one thread each', async () => {
    const { deps, inquiries, people } = setUp();
    for (const [phone, comparisonId, email] of [
      ['0400 111 222', 'compare-aaaa', 'alex@example.com'],
      ['0400 333 444', 'compare-bbbb', 'sam@example.com'],
    ] as const) {
      await startInquiry(deps, startForm(phone), undefined);
      await comparePlans(deps, compare(comparisonId, phone));
      await requestSwitch(
        deps,
        switchForm(email, phone, comparisonId),
        undefined,
      );
    }
    expect(inquiries.saved()).toHaveLength(2);
    expect(await people.store.count()).toBe(2);
    expect(people.threads().map((thread) => thread.map((m) => m.kind))).toEqual(
      [
        ['inquiry', 'switch'],
        ['inquiry', 'switch'],
      ],
    );
  });

  it('starts a new inquiry when the person’s inquiry was deleted', async () => {
    const { deps, inquiries } = setUp();
    const first = await startInquiry(deps, startForm('0400 111 222'), 'k1');
    inquiries.remove(first.id);
    const again = await startInquiry(deps, startForm('0400 111 222'), 'k2');
    expect(again.id).not.toBe(first.id);
    expect(inquiries.saved()[0]).toMatchObject({
      id: again.id,
      personId: first.id,
    });
  });

  it('gives a call back from someone never seen its own thread, without an inquiry', async () => {
    const { deps, callbacks, people } = setUp();
    await requestCallback(
      deps,
      createCallbackRequestSchema.parse({
        name: 'Jo',
        phone: '0400 999 888',
        email: 'jo@example.com',
      }),
      'cb-key',
    );
    expect(callbacks.saved()[0]).toMatchObject({
      personId: 'id-1',
      inquiryId: null,
    });
    expect(await people.store.count()).toBe(1);
  });
});
