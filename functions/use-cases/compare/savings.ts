import type { CompareRequest } from '#shared/contracts/compare';
import { financialYearOf } from '#shared/domain/compare/financial-year';
import {
  referencePriceFor,
  type SavingsBasis,
  savingAgainst,
  savingsBasisOf,
} from '#shared/domain/compare/savings-basis';
import { canonicalNetwork } from '#shared/domain/network-names';
import {
  channelTotal,
  type UsageProfile,
} from '#shared/domain/usage/usage-profile';
import type { ReferencePrices } from '../ports-plans.ts';
import type { PricedPlan } from './price-matches.ts';

/** Who is comparing, as the savings basis needs it. */
export interface SavingsContext {
  readonly request: Pick<
    CompareRequest,
    'energyType' | 'customerType' | 'usage' | 'network'
  >;
  readonly profile: UsageProfile;
  /** The networks serving the postcode; one of them is the visitor's zone. */
  readonly networks: readonly { readonly name: string }[];
  readonly now: Date;
  readonly currentPlan?: { readonly annualCostIncGst: number } | null;
  /** Every priced plan of the market, read only for the median basis. */
  readonly market: () => readonly PricedPlan[];
}

/** The visitor's zone: the network chosen, or the postcode's only one. */
export function zoneOf(
  chosen: string | undefined,
  networks: readonly { readonly name: string }[],
): string | undefined {
  if (chosen) return canonicalNetwork(chosen).name;
  return networks.length === 1 ? networks[0]?.name : undefined;
}

/** The basis of "Save up to $X a year" (docs/product-rules.md, Savings). */
export async function savingsBasisFor(
  referencePrices: ReferencePrices,
  context: SavingsContext,
): Promise<SavingsBasis | undefined> {
  const { request, profile } = context;
  const reference = referencePriceFor(await referencePrices(), {
    fuel: request.energyType,
    network: zoneOf(request.network, context.networks),
    customerType: request.customerType,
    controlledLoad: channelTotal(profile.controlledLoadPerInterval) > 0,
    financialYear: financialYearOf(context.now),
  });
  return savingsBasisOf({
    currentPlan: context.currentPlan ?? undefined,
    annualBillDollars:
      request.usage.kind === 'monthlyBill'
        ? request.usage.monthlyBillDollars * 12
        : undefined,
    reference,
    marketCosts: () => context.market().map((p) => p.annualCostIncGst),
  });
}

/** Each plan with its first-year saving against the basis. */
export const withSavings = <P extends PricedPlan>(
  plans: readonly P[],
  basis: SavingsBasis | undefined,
) =>
  plans.map((plan) => ({
    ...plan,
    annualSavingsDollars: savingAgainst(basis, plan.annualCostIncGst),
  }));
