import { describe, expect, it } from 'vitest';
import type { BillUsage } from '#shared/contracts/compare';
import { AUSGRID_2025_26 } from '#shared/contracts/fixtures/reference-prices';
import {
  everyDay,
  peakOffPeakPeriod,
  planDocument,
  singleRateNsw,
} from '#shared/domain/costs/fixtures/plan-documents';
import { inMemoryCatalogue } from '#test-support/in-memory-catalogue';
import { inMemoryInquiries } from '#test-support/in-memory-inquiries';
import { inMemoryPeople } from '#test-support/in-memory-people';
import {
  importInto,
  inMemoryPlanCatalogue,
} from '#test-support/in-memory-plan-catalogue';
import { comparePlans } from '../compare/compare-plans.ts';
import { currentPlanVersionsFrom } from './current-plan-versions.ts';
import { priceWatchIn, type WatchedComparison } from './price-watch.ts';

const NOW = new Date('2026-11-24T00:00:00Z');
const PLAN = 'TST-TOU-MORNING';

/** Peak 07:00-10:59 every day: none of the typical NSW 15:00-21:00 peak. */
const morningPeak = planDocument(PLAN, {
  pricingModel: 'TIME_OF_USE',
  timeZone: 'LOCAL',
  tariffPeriod: [
    peakOffPeakPeriod(
      [everyDay('07:00', '10:59')],
      [everyDay('11:00', '06:59')],
      {
        startDate: '01-01',
        endDate: '12-31',
      },
    ),
  ],
});

const market = inMemoryCatalogue([singleRateNsw, morningPeak], NOW).market;

/** A quarter's bill printing peak and off-peak kWh. */
const bill = (currentPlanId?: string): BillUsage => ({
  kind: 'bill',
  periods: [
    {
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      peakKwh: 600,
      offPeakKwh: 400,
    },
  ],
  ...(currentPlanId && { currentPlanId }),
});

const saved = (usage: BillUsage): WatchedComparison => ({
  postcode: '2000',
  network: null,
  energyType: 'Electricity',
  customerType: 'Residential',
  usage,
  currentPlanId: PLAN,
});

async function compared(usage: BillUsage) {
  const response = await comparePlans(
    {
      clock: { now: () => NOW },
      ids: { next: () => 'id-1' },
      market,
      inquiries: inMemoryInquiries().store,
      people: inMemoryPeople().store,
      referencePrices: async () => [AUSGRID_2025_26],
    },
    {
      postcode: '2000',
      energyType: 'Electricity',
      customerType: 'Residential',
      usage,
      currentPlanId: PLAN,
      filters: { planType: 'all', greenOnly: false, noExitFee: false },
      sort: 'price',
      page: 1,
      pageSize: 10,
    },
  );
  return response.currentPlan?.card.annualCostIncGst;
}

describe('priceWatchIn with a bill naming its plan', () => {
  it("prices the current plan on the bill's bands placed in that plan's windows, to the cent as /compare does", async () => {
    // Act
    const priced = await priceWatchIn(market)(saved(bill(PLAN)), NOW);
    const typical = await priceWatchIn(market)(saved(bill()), NOW);
    // Assert
    expect(priced.billPlanSold).toBe(true);
    expect(priced.currentCostIncGst).toBe(await compared(bill(PLAN)));
    // The typical windows put the peak kWh in the plan's off-peak hours.
    expect(typical.currentCostIncGst).toBe(await compared(bill()));
    expect(priced.currentCostIncGst).toBeGreaterThan(
      (typical.currentCostIncGst ?? 0) + 50,
    );
  });

  it("prices the plan's kept versions on the same placed bands, as /compare prices the plan", async () => {
    // Arrange
    const catalogue = inMemoryPlanCatalogue();
    await importInto(catalogue, morningPeak.data, new Date('2026-11-01'));
    const comparison = saved(bill(PLAN));
    // Act
    const versions = await currentPlanVersionsFrom(catalogue.history, market)(
      comparison,
      NOW,
    );
    // Assert
    expect(versions).toHaveLength(1);
    expect(versions[0]?.annualCostIncGst).toBe(await compared(bill(PLAN)));
  });

  it('says when the market no longer sells the plan on the bill, pricing its bands in the typical windows', async () => {
    // Act
    const gone = await priceWatchIn(market)(saved(bill('TST-GONE')), NOW);
    const typical = await priceWatchIn(market)(saved(bill()), NOW);
    // Assert
    expect(gone.billPlanSold).toBe(false);
    expect(gone.currentCostIncGst).toBe(typical.currentCostIncGst);
    expect(typical.billPlanSold).toBe(true);
  });
});
