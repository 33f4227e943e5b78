import type { ComparedPlan, CompareResponse } from '#shared/contracts/compare';

/** A priced electricity plan as the compare API returns it. */
export function comparedPlan(
  id: string,
  overrides: Partial<ComparedPlan> = {},
  plan: Partial<ComparedPlan['plan']> = {},
): ComparedPlan {
  return {
    plan: {
      id,
      brand: 'brand-1',
      retailer: 'Sunny Energy',
      planName: `Plan ${id}`,
      planType: 'Variable',
      energyType: 'Electricity',
      customerType: 'Residential',
      greenEnergyPercent: 0,
      supplyChargeDollarsPerDay: 1.1,
      usageCentsPerUnit: 30,
      solarFeedInCentsPerKwh: null,
      exitFees: 'None',
      contractTerm: 'No lock-in',
      features: [],
      availableStates: ['NSW'],
      networks: ['Ausgrid'],
      retailerUrl: null,
      isPopular: false,
      isActive: true,
      lastUpdated: '2026-11-20T00:00:00.000Z',
      dataSource: 'cdr',
      ...plan,
    },
    annualCostIncGst: 1500,
    annualCostWithAllDiscountsIncGst: 1500,
    monthlyEstimateDollars: 125,
    annualSavingsDollars: 0,
    cardEstimates: {
      homeDollarsPer30Days: 230,
      businessDollarsPer30Days: 1000,
    },
    breakdown: {
      supply: [{ label: 'Daily supply', dollarsIncGst: 401.5 }],
      usage: [{ label: 'Anytime usage', dollarsIncGst: 1098.5 }],
      controlledLoad: [],
      demand: [],
      feedIn: [],
      fees: [],
      guaranteedDiscounts: [],
      conditionalDiscounts: [],
    },
    notes: [],
    diagnostics: [],
    confidence: 'estimated',
    isStale: false,
    isBestValue: false,
    savingAgainstCurrentDollars: null,
    annualCostAfterBenefitsIncGst: 1500,
    benefitEnds: [],
    ...overrides,
  };
}

/** A compare answer holding `plans` as its first page of `totalPlans`. */
export function compareResponse(
  plans: ComparedPlan[],
  overrides: Partial<CompareResponse> = {},
): CompareResponse {
  return {
    postcode: '2000',
    badgeState: 'NSW',
    matchedState: 'NSW',
    networks: [{ name: 'Ausgrid', planCount: plans.length }],
    needsNetworkChoice: false,
    usage: { annualKwh: 4000, monthlyKwh: 333, days: 365 },
    totalPlans: plans.length,
    page: 1,
    pageSize: 50,
    plans,
    excluded: [],
    someStale: false,
    inquiryId: null,
    currentPlan: null,
    savingsBasis: {
      kind: 'market_median',
      label: 'the median plan in your area',
      annualCostIncGst: 1500,
    },
    ...overrides,
  };
}
