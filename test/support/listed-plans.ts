import { inject } from 'vitest';
import type { ComparedPlan, CompareResponse } from '#shared/contracts/compare';
import { retailerOptions } from '#shared/contracts/retailers';

const listed = new Set<string>(retailerOptions);

/** Whether the current-plan choice lists the plan's retailer. */
export const isListedRetailer = (plan: ComparedPlan['plan']) =>
  listed.has(plan.retailer);

/** Every plan at 2000 for 300 kWh a month, cheapest first. */
export async function plansAt2000(): Promise<ComparedPlan['plan'][]> {
  const response = await fetch(`${inject('stackUrl')}/api/compare`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
      pageSize: 200,
    }),
  });
  const { plans } = (await response.json()) as CompareResponse;
  return plans.map((p) => p.plan);
}
