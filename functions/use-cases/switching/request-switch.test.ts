import { describe, expect, it } from 'vitest';
import { ValidationError } from '#platform/errors';
import { createSwitchRequestSchema } from '#shared/contracts/switch-requests';
import { singleRateNsw } from '#shared/domain/costs/fixtures/plan-documents';
import { meterIdChecksum } from '#shared/domain/meter-ids';
import { inMemoryCatalogue } from '#test-support/in-memory-catalogue';
import { inMemoryInquiries } from '#test-support/in-memory-inquiries';
import { inMemorySwitchRequests } from '#test-support/in-memory-leads';
import { inMemoryPeople } from '#test-support/in-memory-people';
import { requestSwitch } from './request-switch.ts';

const NOW = new Date('2025-07-03T00:00:00Z');

function setUp() {
  const catalogue = inMemoryCatalogue([singleRateNsw], NOW);
  const switches = inMemorySwitchRequests();
  const deps = {
    clock: { now: () => NOW },
    referencePrices: async () => [],
    ids: { next: () => 'sw-1' },
    market: catalogue.market,
    plans: async (id: string) => {
      const { records } = await catalogue.market({
        fuel: 'ELECTRICITY',
        customerType: 'Residential',
        state: 'NSW',
      });
      return records.find((r) => r.id === id);
    },
    switches: switches.store,
    people: inMemoryPeople().store,
    inquiries: inMemoryInquiries().store,
  };
  return { deps, switches };
}

const form = (selectedPlanId = 'TST-SR-NSW') =>
  createSwitchRequestSchema.parse({
    firstName: 'Jo',
    lastName: 'Citizen',
    email: 'Jo@Example.com',
    phone: '0400 111 222',
    nmi: `6305000000${meterIdChecksum('6305000000')}`,
    mirn: '',
    consentSwitch: true,
    selectedPlanId,
    postcode: '2000',
    usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
  });

describe('requestSwitch', () => {
  it('stores a pending request with the plan and estimate from the server', async () => {
    const { deps, switches } = setUp();
    const created = await requestSwitch(deps, form(), 'key-1');
    const [saved] = switches.saved();
    expect(created).toMatchObject({
      id: 'sw-1',
      status: 'pending',
      selectedPlanName: saved?.selectedPlanName,
      estimatedAnnualCost: saved?.estimatedAnnualCost,
    });
    expect(saved).toMatchObject({
      email: 'jo@example.com',
      status: 'pending',
      monthlyUsage: 400,
    });
    expect(saved?.estimatedAnnualCost).toBeGreaterThan(0);
    expect(saved).not.toHaveProperty('usage');
  });

  it('refuses a plan the catalogue does not hold, naming selectedPlanId', async () => {
    const { deps, switches } = setUp();
    const refused = requestSwitch(deps, form('NO-SUCH-PLAN'), 'key-1');
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({ field: 'selectedPlanId' });
    expect(switches.saved()).toEqual([]);
  });
});
