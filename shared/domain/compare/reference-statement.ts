import type { ReferencePrice } from '../../contracts/reference-prices.ts';
import type { ReferenceStatement } from '../../contracts/reference-statement.ts';
import type { CompiledPlan } from '../costs/compiled-plan.ts';
import type { NetworkState } from '../costs/time-zone.ts';
import { canonicalNetwork } from '../network-names.ts';
import { stateOfNetwork } from '../networks.ts';
import { roundTo } from '../round.ts';
import { financialYearOf } from './financial-year.ts';
import {
  referenceComparisonOf,
  referenceLabel,
  referencePriceFor,
} from './savings-basis.ts';
import {
  householdKindOf,
  priceTypicalHousehold,
  type TypicalHousehold,
} from './typical-household.ts';

export type { ReferenceStatement };

/** What of a plan the statement reads. */
export interface StatementPlan {
  readonly energyType: 'Electricity' | 'Gas' | 'Solar';
  readonly customerType: 'Residential' | 'Business';
  readonly networks: readonly string[];
}

const none = (reason: string): ReferenceStatement => ({ kind: 'none', reason });

/** The household the reference price is set for: its model use, shaped for the zone's state. */
function modelUsageHousehold(
  plan: StatementPlan,
  reference: ReferencePrice,
  annualKwh: number,
): TypicalHousehold {
  const state = stateOfNetwork(reference.network) as NetworkState | undefined;
  return {
    kind: householdKindOf(plan.customerType),
    unit: 'KWH',
    perDay: annualKwh / 365,
    annualUse: annualKwh,
    state,
    label: `${annualKwh.toLocaleString('en-AU')} kWh a year`,
  };
}

/** Why no figure of this year applies to the zone. */
function missingReason(
  prices: readonly ReferencePrice[],
  zone: string,
  plan: StatementPlan,
  financialYear: string,
): string {
  const zoneId = canonicalNetwork(zone).id;
  const name = canonicalNetwork(zone).name;
  const who =
    plan.customerType === 'Business' ? 'small business' : 'residential';
  const earlier = prices.some(
    (p) =>
      canonicalNetwork(p.network).id === zoneId &&
      p.customerType === plan.customerType &&
      !p.controlledLoad,
  );
  return earlier
    ? `No ${financialYear} reference price for ${who} customers in ${name} has been entered yet, and an earlier year's is not current, so none is compared.`
    : `No reference price for ${who} customers in ${name} has been entered, so none is compared.`;
}

/**
 * The plan's statement against the reference price of its zone and
 * customer type for the financial year of `now`: its unconditional price
 * (first-year, guaranteed discounts only while they last, no conditional
 * discounts, no feed-in credit) at the zone's model annual usage, priced by
 * the engine on the typical household's shape. Without a figure for this
 * year, a model usage, one zone or an electricity tariff, it says why not.
 */
export function referenceStatementOf(
  tariff: CompiledPlan,
  plan: StatementPlan,
  prices: readonly ReferencePrice[],
  now: Date | number,
): ReferenceStatement {
  if (plan.energyType === 'Gas' || tariff.unit !== 'KWH')
    return none('Reference prices are set for electricity only.');
  const [zone, ...others] = plan.networks;
  if (!zone || others.length > 0)
    return none(
      'This plan is not sold in one distribution zone, so no one reference price applies.',
    );
  if (tariff.hasErrors)
    return none('This plan cannot be priced, so it is not compared.');
  const financialYear = financialYearOf(new Date(now));
  const reference = referencePriceFor(prices, {
    fuel: plan.energyType,
    network: zone,
    customerType: plan.customerType,
    controlledLoad: false,
    financialYear,
  });
  if (!reference) return none(missingReason(prices, zone, plan, financialYear));
  if (reference.modelAnnualKwh === null)
    return none(
      `The model annual usage behind ${referenceLabel(reference)} has not been entered, so the plan is not compared with it.`,
    );
  const cost = priceTypicalHousehold(
    tariff,
    modelUsageHousehold(plan, reference, reference.modelAnnualKwh),
    now,
  );
  // The household exports nothing, so no feed-in credit counts; any
  // credit line is added back all the same, as the Code excludes it.
  const feedInCredit = cost.breakdown.feedIn.reduce(
    (sum, line) => sum - line.dollarsIncGst,
    0,
  );
  const unconditional = roundTo(cost.annualCostIncGst + feedInCredit, 2);
  const { percent, text } = referenceComparisonOf(reference, unconditional);
  return {
    kind: 'stated',
    percent,
    text,
    unconditionalAnnualIncGst: unconditional,
    reference,
  };
}
