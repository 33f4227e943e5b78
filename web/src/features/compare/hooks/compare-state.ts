import type {
  CompareRequestInput,
  CompareSort,
  UsageInput,
} from '#shared/contracts/compare';
import type { MeterExtras } from '#shared/domain/compare/usage-for-charts';
import {
  billUsageOf,
  type HouseholdField,
  type HouseholdForm,
} from '@/features/household/household-form';

export type EnergyTab = 'Electricity' | 'Gas' | 'Solar';
export type CustomerType = 'Residential' | 'Business';

/** Everything on /compare that changes the results. */
export interface CompareState {
  readonly postcode: string;
  readonly energyType: EnergyTab;
  readonly customerType: CustomerType;
  /** Typed monthly use, an upload, or a bill's figures and the questionnaire. */
  readonly usageMode: 'usage' | 'bill' | 'household';
  readonly monthlyUsage: string;
  /** The bill and questionnaire step, as typed. */
  readonly household: HouseholdForm;
  /** With a bill or answers: list the plans the household cannot take too. */
  readonly showAllPlans: boolean;
  /** Set by an upload: real meter data or a bill read from a PDF. */
  readonly uploaded: {
    usage: UsageInput;
    summary: string;
    monthlyBillDollars?: number;
    /** The retailer an uploaded bill names, and its text. */
    billNames?: { retailer: string; text: string };
    /** A meter file's gaps and controlled load, for the usage charts. */
    meter?: MeterExtras;
  } | null;
  /**
   * Set when an uploaded bill filled the bill step: the fields it did not
   * give, and the retailer it names with its text.
   */
  readonly billRead?: {
    readonly missing: readonly HouseholdField[];
    readonly names?: { retailer: string; text: string };
  } | null;
  readonly planType: 'all' | 'Fixed' | 'Variable';
  readonly greenOnly: boolean;
  readonly noExitFee: boolean;
  readonly sort: CompareSort;
  readonly network: string;
  /** The visitor's retailer, for picking their current plan. */
  readonly currentRetailer: string;
  /** The catalogue plan they are on; null for "I don't know". */
  readonly currentPlan: { id: string; name: string } | null;
}

/** Who came from the start form. */
export interface Visitor {
  readonly name: string;
  readonly phone: string;
  readonly currentProvider: string;
}

/** Default monthly usage. */
export const DEFAULT_MONTHLY_USAGE = 300;

/** A bill's kWh price electricity only (docs/compare-api.md). */
export const pricesHousehold = (state: CompareState) =>
  state.usageMode === 'household' && state.energyType !== 'Gas';

/** The usage the API should price, from what the visitor gave. */
export function usageOf(state: CompareState, today = new Date()): UsageInput {
  if (state.usageMode === 'bill' && state.uploaded) return state.uploaded.usage;
  if (pricesHousehold(state)) {
    // The plan on the bill places its bands (docs/compare-api.md).
    const bill = billUsageOf(state.household, today);
    return state.currentPlan && bill.periods
      ? { ...bill, currentPlanId: state.currentPlan.id }
      : bill;
  }
  const monthly = Number(state.monthlyUsage);
  return {
    kind: 'monthlyKwh',
    monthlyKwh: Number.isFinite(monthly) && monthly >= 0 ? monthly : 0,
  };
}

/** The inputs that price a plan: a result card hands them to /switch. */
export type PricedInputs = Pick<
  CompareRequestInput,
  'postcode' | 'energyType' | 'customerType' | 'network' | 'usage'
>;

export function pricedInputsOf(state: CompareState): PricedInputs {
  return {
    postcode: state.postcode,
    energyType: state.energyType,
    customerType: state.customerType,
    usage: usageOf(state),
    ...(state.network && { network: state.network }),
  };
}

/** The compare request for a state (one page of results). */
export function requestOf(
  state: CompareState,
  page: number,
  pageSize: number,
): CompareRequestInput {
  return {
    postcode: state.postcode,
    energyType: state.energyType,
    customerType: state.customerType,
    usage: usageOf(state),
    ...(state.network && { network: state.network }),
    filters: {
      planType: state.planType,
      greenOnly: state.greenOnly,
      noExitFee: state.noExitFee,
    },
    sort: state.sort,
    ...(state.currentPlan && { currentPlanId: state.currentPlan.id }),
    ...(pricesHousehold(state) && state.showAllPlans && { showAllPlans: true }),
    page,
    pageSize,
  };
}
