import type { UsageInput } from '#shared/contracts/compare';
import type { SwitchQuoteRequestInput } from '#shared/contracts/switch-requests';

/** The comparison a result card came from, to price its plan on /switch. */
export type SwitchInputs = Omit<SwitchQuoteRequestInput, 'selectedPlanId'>;

/** Meter readings are too many for a URL: they stay in this tab's session. */
const METER_USAGE_KEY = 'switch-meter-usage';
const METER = 'meter';

/** /switch for a plan, carrying the comparison's inputs in the URL. */
export function switchLink(planId: string, inputs: SwitchInputs): string {
  const params = new URLSearchParams({
    plan: planId,
    postcode: inputs.postcode,
  });
  if (inputs.energyType) params.set('fuel', inputs.energyType);
  if (inputs.customerType) params.set('customer', inputs.customerType);
  if (inputs.network) params.set('network', inputs.network);
  const { usage } = inputs;
  if (usage.kind === 'monthlyKwh')
    params.set('usage', String(usage.monthlyKwh));
  else if (usage.kind === 'monthlyBill')
    params.set('bill', String(usage.monthlyBillDollars));
  else params.set('usage', METER);
  return `/switch?${params}`;
}

const COMPARISON_KEY = 'switch-comparison-id';

/**
 * The last Compare Plans press of this tab, sent with a switch request so
 * staff see both as one person (docs/product-rules.md).
 */
export function rememberComparison(comparisonId: string): void {
  try {
    sessionStorage.setItem(COMPARISON_KEY, comparisonId);
  } catch {
    // The switch is then matched on its e-mail and phone alone.
  }
}

export function rememberedComparison(): string | undefined {
  try {
    return sessionStorage.getItem(COMPARISON_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps meter readings, or a bill's figures and answers, for /switch and
 * the plan page; a full or blocked storage is ignored.
 */
export function rememberMeterUsage(usage: UsageInput): void {
  if (usage.kind !== 'intervals' && usage.kind !== 'bill') return;
  try {
    sessionStorage.setItem(METER_USAGE_KEY, JSON.stringify(usage));
  } catch {
    // /switch then asks for the usage again rather than guessing it.
  }
}

function storedMeterUsage(): UsageInput | null {
  try {
    const stored = JSON.parse(
      sessionStorage.getItem(METER_USAGE_KEY) ?? 'null',
    );
    const readings =
      stored?.kind === 'intervals' && Array.isArray(stored.importKwh);
    // The server checks a bill's figures again and names a bad one.
    const bill =
      stored?.kind === 'bill' &&
      (Array.isArray(stored.periods) || typeof stored.household === 'object');
    return readings || bill ? stored : null;
  } catch {
    return null;
  }
}

const amount = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
};

/** The usage a /switch link names, or null when it is missing or gone. */
function usageFrom(params: URLSearchParams): UsageInput | null {
  const usage = params.get('usage');
  if (usage === METER) return storedMeterUsage();
  const kwh = amount(usage);
  if (kwh !== null) return { kind: 'monthlyKwh', monthlyKwh: kwh };
  const bill = amount(params.get('bill'));
  return bill === null
    ? null
    : { kind: 'monthlyBill', monthlyBillDollars: bill };
}

const fuels = ['Electricity', 'Gas', 'Solar'] as const;
const customers = ['Residential', 'Business'] as const;
const oneOf = <T extends string>(list: readonly T[], value: string | null) =>
  list.find((item) => item === value);

/** What a /switch link carries; usage is null when it must be asked again. */
export function switchInputsFrom(params: URLSearchParams): {
  readonly inputs: Omit<SwitchInputs, 'usage'>;
  readonly usage: UsageInput | null;
} {
  const network = params.get('network');
  const energyType = oneOf(fuels, params.get('fuel'));
  const customerType = oneOf(customers, params.get('customer'));
  return {
    inputs: {
      postcode: (params.get('postcode') ?? '').trim(),
      ...(energyType && { energyType }),
      ...(customerType && { customerType }),
      ...(network && { network }),
    },
    usage: usageFrom(params),
  };
}
