import {
  compareLinkSearch,
  type LinkedUsage,
  MAX_LINKED_PAGES,
} from '#shared/contracts/compare-link';
import {
  type CompareSort,
  compareSorts,
} from '#shared/contracts/compare-sorts';
import type { WhatIfInputFields } from '#shared/contracts/what-if';
import { whatIfFromParams } from '#shared/contracts/what-if-link';
import { EMPTY_HOUSEHOLD } from '@/features/household/household-form';
import {
  type CompareState,
  type CustomerType,
  DEFAULT_MONTHLY_USAGE,
  type EnergyTab,
  pricesHousehold,
  type Visitor,
} from './compare-state';
import { householdFromParams, householdParams } from './household-url';

/*
 * /compare's query string holds the comparison's inputs, so results can be
 * shared and bookmarked; the address is built by compare-link.ts in shared.
 * A bill's figures and the questionnaire's answers go in as figures and
 * kinds (household-url.ts).
 */

export { MAX_LINKED_PAGES };

const energyTabs: readonly EnergyTab[] = ['Electricity', 'Gas', 'Solar'];
const customerTypes: readonly CustomerType[] = ['Residential', 'Business'];
const planTypes: readonly CompareState['planType'][] = [
  'all',
  'Fixed',
  'Variable',
];
const PLAN_ID = /^[A-Za-z0-9._@~-]{1,200}$/;
const USAGE = /^\d{1,6}(\.\d{1,2})?$/;

const flag = (params: URLSearchParams, name: string) =>
  params.get(name) === 'true' || params.get(name) === '1';

const oneOf = <T extends string>(
  values: readonly T[],
  value: string | null,
): T | undefined => values.find((v) => v === value);

function energyOf(params: URLSearchParams): EnergyTab {
  // hasSolar: the start popup's older links.
  return (
    oneOf(energyTabs, params.get('energy')) ??
    (flag(params, 'hasSolar') ? 'Solar' : 'Electricity')
  );
}

function customerOf(params: URLSearchParams): CustomerType {
  const named = oneOf(customerTypes, params.get('customer'));
  if (named) return named;
  const business = flag(params, 'isBusiness') && !flag(params, 'isResidential');
  return business ? 'Business' : 'Residential';
}

/** A plan id from a link (its name comes with the results). */
function currentPlanOf(params: URLSearchParams): CompareState['currentPlan'] {
  const id = (params.get('currentPlanId') ?? '').trim();
  return PLAN_ID.test(id) ? { id, name: '' } : null;
}

function pagesOf(params: URLSearchParams): number {
  const pages = Number(params.get('page'));
  return Number.isInteger(pages) && pages >= 1
    ? Math.min(pages, MAX_LINKED_PAGES)
    : 1;
}

/** What the page was opened with, from the address and the navigation. */
export interface OpenedComparison {
  readonly state: CompareState;
  /** From the start popup, passed in the navigation, never the address. */
  readonly visitor: Visitor;
  /** A link's postcode that is not 4 digits, left out rather than cut. */
  readonly rejectedPostcode: string | null;
  /** The comparison runs at once: a shared link or home's Compare Now. */
  readonly runs: boolean;
  /** The shared comparison was priced on meter data, which no link holds. */
  readonly sharedMeterData: boolean;
  /** How many pages of results to show. */
  readonly pages: number;
  /** A what-if's sizes: priced under the results once they show. */
  readonly whatIf: WhatIfInputFields | null;
}

/** What /compare's navigation state may carry. */
export interface CompareNavigation {
  /** Home's Compare Now: compare what was entered at once. */
  readonly compare?: boolean;
  readonly visitor?: Partial<Visitor>;
}

/** Reads /compare's query string and navigation state into the first state. */
export function initialState(
  params: URLSearchParams,
  navigation: CompareNavigation | null = null,
): OpenedComparison {
  const linked = (params.get('postcode') ?? '').trim();
  const postcode = /^\d{4}$/.test(linked) ? linked : '';
  const usage = (params.get('usage') ?? '').trim();
  const typed = USAGE.test(usage);
  const sharedMeterData = flag(params, 'meterData');
  const retailer = params.get('currentProvider') ?? '';
  const household = householdFromParams(params);
  return {
    rejectedPostcode: linked && !postcode ? linked : null,
    runs:
      postcode !== '' &&
      !sharedMeterData &&
      (typed || household !== null || navigation?.compare === true),
    sharedMeterData,
    pages: pagesOf(params),
    whatIf: whatIfFromParams(params),
    state: {
      postcode,
      energyType: energyOf(params),
      customerType: customerOf(params),
      usageMode: sharedMeterData ? 'bill' : household ? 'household' : 'usage',
      monthlyUsage: typed ? usage : String(DEFAULT_MONTHLY_USAGE),
      household: household ?? EMPTY_HOUSEHOLD,
      showAllPlans: household !== null && flag(params, 'showAll'),
      uploaded: null,
      planType: oneOf(planTypes, params.get('planType')) ?? 'all',
      greenOnly: flag(params, 'green'),
      noExitFee: flag(params, 'noExitFee'),
      sort: oneOf<CompareSort>(compareSorts, params.get('sort')) ?? 'price',
      network: (params.get('network') ?? '').slice(0, 100),
      currentRetailer: retailer,
      currentPlan: currentPlanOf(params),
    },
    visitor: {
      name: navigation?.visitor?.name ?? '',
      phone: navigation?.visitor?.phone ?? '',
      currentProvider: navigation?.visitor?.currentProvider ?? retailer,
    },
  };
}

/**
 * The query string of a comparison: everything that changes its results,
 * and how many pages are shown. Typed usage goes in as kWh (or MJ) a
 * month; an upload only as `meterData=1`.
 */
export function comparisonSearch(
  state: CompareState,
  pages = 1,
  whatIf: WhatIfInputFields | null = null,
): URLSearchParams {
  return compareLinkSearch({
    postcode: state.postcode,
    energy: state.energyType,
    customer: state.customerType,
    usage: linkedUsage(state),
    planType: state.planType,
    greenOnly: state.greenOnly,
    noExitFee: state.noExitFee,
    sort: state.sort,
    network: state.network,
    currentRetailer: state.currentRetailer,
    currentPlanId: state.currentPlan?.id ?? null,
    pages,
    whatIf: state.energyType === 'Gas' ? null : whatIf,
  });
}

function linkedUsage(state: CompareState): LinkedUsage {
  if (state.usageMode === 'bill' && state.uploaded)
    return { kind: 'meterData' };
  if (!pricesHousehold(state))
    return { kind: 'monthly', amount: state.monthlyUsage };
  const params = new URLSearchParams();
  householdParams(state.household, params);
  if (state.showAllPlans) params.set('showAll', '1');
  return { kind: 'household', params };
}
