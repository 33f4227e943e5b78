import { type PlanDetail, parsePlanDetailData } from '../../cdr/plan-detail.ts';
import type { PlanSummary } from '../../contracts/plans.ts';
import { canonicalNetworkNames } from '../network-names.ts';
import { stateOfNetwork } from '../networks.ts';
import { stateOfPostcode } from '../postcode.ts';
import { catalogueFieldsSchema } from './catalogue-fields.ts';
import { headlineRates } from './headline-rates.ts';
import {
  contractTermLabel,
  exitFeesLabel,
  greenPercent,
  planFeatures,
} from './plan-features.ts';
import { isPopularRetailer } from './popular-retailers.ts';

/** A published plan as the catalogue keeps it. */
export interface CatalogueEntry {
  readonly summary: PlanSummary;
  /** Where the CDR geography limits the plan to listed postcodes. */
  readonly includedPostcodes: readonly string[];
  readonly excludedPostcodes: readonly string[];
  /** The CDR `data` object as published, kept for exact costing. */
  readonly tariff: unknown;
  readonly effectiveFrom: string | undefined;
  readonly effectiveTo: string | undefined;
}

function statesOf(
  networks: readonly string[],
  postcodes: readonly string[],
): string[] {
  const states = new Set<string>();
  for (const n of networks) {
    const state = stateOfNetwork(n);
    if (state) states.add(state);
  }
  if (states.size === 0) {
    for (const p of postcodes) {
      const state = stateOfPostcode(p);
      if (state) states.add(state);
    }
  }
  return [...states].sort();
}

function energyTypeOf(detail: PlanDetail): PlanSummary['energyType'] {
  return detail.fuelType === 'GAS' ? 'Gas' : 'Electricity';
}

/**
 * Derives the catalogue entry of one CDR plan-detail `data` object:
 * display prices with GST, states from the networks, features, exit fee,
 * term and source. Throws `PlanDocumentError` naming the field when the
 * tariff cannot be priced.
 */
export function catalogueEntryFromCdr(
  data: unknown,
  importedAt: Date,
): CatalogueEntry {
  const detail = parsePlanDetailData(data);
  const fields = catalogueFieldsSchema.parse(data);
  const contract =
    detail.fuelType === 'GAS' ? detail.gasContract : detail.electricityContract;
  const contractFields =
    detail.fuelType === 'GAS' ? fields.gasContract : fields.electricityContract;
  if (!contract)
    throw new Error(`${detail.planId}: no contract for ${detail.fuelType}`);
  const networks = canonicalNetworkNames(fields.geography?.distributors ?? []);
  const included = fields.geography?.includedPostcodes ?? [];
  const retailer =
    fields.brandName?.trim() || fields.brand || 'Unknown retailer';
  const summary: PlanSummary = {
    id: detail.planId,
    brand: fields.brand ?? '',
    retailer,
    planName: fields.displayName?.trim() || detail.planId,
    planType: contractFields?.isFixed ? 'Fixed' : 'Variable',
    energyType: energyTypeOf(detail),
    customerType:
      detail.customerType === 'BUSINESS' ? 'Business' : 'Residential',
    greenEnergyPercent: greenPercent(contractFields),
    ...headlineRates(contract),
    exitFees: exitFeesLabel(contractFields),
    contractTerm: contractTermLabel(contractFields),
    features: planFeatures(contractFields),
    availableStates: statesOf(networks, included),
    networks,
    retailerUrl: safeUrl(
      fields.additionalInformation?.overviewUri ?? fields.applicationUri,
    ),
    isPopular: isPopularRetailer(retailer),
    isActive: true,
    lastUpdated: isoOr(fields.lastUpdated, importedAt),
    dataSource: `${retailer} via the Consumer Data Right product API`,
  };
  return {
    summary,
    includedPostcodes: included,
    excludedPostcodes: fields.geography?.excludedPostcodes ?? [],
    tariff: data,
    effectiveFrom: fields.effectiveFrom,
    effectiveTo: fields.effectiveTo,
  };
}

function isoOr(value: string | undefined, fallback: Date): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return new Date(Number.isNaN(time) ? fallback : time).toISOString();
}

/** Only http(s) links reach a page; anything else is dropped. */
function safeUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? url.href
      : null;
  } catch {
    return null;
  }
}
