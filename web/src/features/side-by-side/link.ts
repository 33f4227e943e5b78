import type { CompareResponse, UsageInput } from '#shared/contracts/compare';
import type { SideBySideRequestInput } from '#shared/contracts/side-by-side';
import type { WhatIfInputFields } from '#shared/contracts/what-if';
import {
  addWhatIfParams,
  whatIfFromParams,
} from '#shared/contracts/what-if-link';

export const SIDE_BY_SIDE_PATH = '/compare/side-by-side';

/** The inputs of /compare a link is made from (its state has these). */
export interface ComparedInputs {
  readonly energyType: 'Electricity' | 'Gas' | 'Solar';
  readonly customerType: 'Residential' | 'Business';
  readonly network: string;
  readonly usageMode: 'usage' | 'bill' | 'household';
  readonly monthlyUsage: string;
  readonly uploaded: { readonly usage: UsageInput } | null;
}

/** What a shared link carries besides the plans: never anything personal. */
export interface LinkContext {
  readonly postcode: string;
  readonly energyType: ComparedInputs['energyType'];
  readonly customerType: ComparedInputs['customerType'];
  readonly network: string;
  readonly usage:
    | { kind: 'monthlyKwh'; monthlyKwh: number }
    | { kind: 'monthlyBill'; monthlyBillDollars: number };
  /** The comparison used meter readings; the link has their annual use. */
  readonly fromMeter: boolean;
  /** The what-if applied on /compare: each plan is shown before and after. */
  readonly whatIf?: WhatIfInputFields | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The link context of a comparison on /compare. */
export function linkContextOf(
  state: ComparedInputs,
  response: Pick<CompareResponse, 'postcode' | 'usage'>,
  whatIf: WhatIfInputFields | null = null,
): LinkContext {
  // What compare-state's usageOf sends; not imported, so /compare's own
  // chunk is not split in two for this lazily loaded tray.
  const monthly = Number(state.monthlyUsage);
  const usage =
    state.usageMode === 'bill' && state.uploaded
      ? state.uploaded.usage
      : state.usageMode === 'household' && state.energyType !== 'Gas'
        ? ({ kind: 'bill' } as const)
        : {
            kind: 'monthlyKwh' as const,
            monthlyKwh: Number.isFinite(monthly) && monthly >= 0 ? monthly : 0,
          };
  const base = {
    postcode: response.postcode,
    energyType: state.energyType,
    customerType: state.customerType,
    network: state.network,
    whatIf,
  };
  if (usage.kind === 'intervals' || usage.kind === 'bill') {
    // Readings (and a bill's answers) are too big and too personal for a
    // link: their annual use only.
    return {
      ...base,
      usage: {
        kind: 'monthlyKwh',
        monthlyKwh: round2(response.usage.annualKwh / 12),
      },
      fromMeter: usage.kind === 'intervals',
    };
  }
  return { ...base, usage, fromMeter: false };
}

/** The shareable address of the side-by-side view. */
export function sideBySideHref(
  planIds: readonly string[],
  context: LinkContext,
): string {
  const params = new URLSearchParams({
    plans: planIds.join(','),
    postcode: context.postcode,
    energyType: context.energyType,
    customerType: context.customerType,
  });
  if (context.network) params.set('network', context.network);
  if (context.usage.kind === 'monthlyBill')
    params.set('bill', String(context.usage.monthlyBillDollars));
  else params.set('usage', String(context.usage.monthlyKwh));
  if (context.fromMeter) params.set('from', 'meter');
  if (context.whatIf) addWhatIfParams(context.whatIf, params);
  return `${SIDE_BY_SIDE_PATH}?${params}`;
}

const ENERGY = ['Electricity', 'Gas', 'Solar'] as const;
const CUSTOMER = ['Residential', 'Business'] as const;
const oneOf = <T extends string>(list: readonly T[], value: string | null) =>
  list.find((item) => item === value);

/**
 * Reads a shared link into the API request. Loose on purpose: the server
 * validates and names a bad field; this only refuses what it cannot send.
 */
export function readSideBySideLink(params: URLSearchParams):
  | {
      request: SideBySideRequestInput;
      fromMeter: boolean;
      /** The what-if the link carries, sent only while it is shown. */
      whatIf: WhatIfInputFields | null;
    }
  | { problem: string } {
  const planIds = (params.get('plans') ?? '').split(',').filter(Boolean);
  if (planIds.length === 0) return { problem: 'The link names no plans.' };
  const bill = params.get('bill');
  const figure = bill ?? params.get('usage');
  const amount = Number(figure);
  if (!figure || !Number.isFinite(amount) || amount < 0)
    return { problem: 'The link has no usage figure.' };
  const network = params.get('network');
  const energyType = oneOf(ENERGY, params.get('energyType'));
  const customerType = oneOf(CUSTOMER, params.get('customerType'));
  return {
    request: {
      planIds,
      postcode: params.get('postcode') ?? '',
      ...(energyType && { energyType }),
      ...(customerType && { customerType }),
      ...(network && { network }),
      usage:
        bill === null
          ? { kind: 'monthlyKwh', monthlyKwh: amount }
          : { kind: 'monthlyBill', monthlyBillDollars: amount },
    },
    fromMeter: params.get('from') === 'meter',
    whatIf: whatIfFromParams(params),
  };
}
