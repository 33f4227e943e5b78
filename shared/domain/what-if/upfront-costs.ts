import type { WhatIf } from './what-if.ts';

/** From the lowest to the highest figure a household may meet. */
export interface MoneyRange {
  readonly low: number;
  readonly high: number;
}

/** A figure in force between two dates, inclusive (`YYYY-MM-DD`). */
export interface DatedStep {
  readonly from: string;
  readonly to: string;
}

/**
 * Operator data behind the what-if's money (docs/what-if.md, Money):
 * installed prices and the certificates that discount them, each with
 * its source, trusted until `validUntil`.
 */
export interface WhatIfCosts {
  readonly updated: string;
  /** After this day no upfront cost or payback is shown until staff update it. */
  readonly validUntil: string;
  /** What a small-scale technology certificate sells for, dollars. */
  readonly certificatePrice: MoneyRange & { readonly source: string };
  readonly solar: {
    /** Installed price per kW before certificates, dollars. */
    readonly installedPerKw: MoneyRange & { readonly source: string };
    /** Certificates per kW for each year deemed (the zone rating, MWh per kW). */
    readonly certificatesPerKwYear: MoneyRange & { readonly source: string };
    /** Years of generation deemed up front for a system installed in the step. */
    readonly deemingYears: readonly (DatedStep & { readonly years: number })[];
    readonly deemingSource: string;
  };
  readonly battery: {
    /** Installed price per usable kWh before the rebate, dollars. */
    readonly installedPerKwh: MoneyRange & { readonly source: string };
    /** Below this usable size no certificates are created. */
    readonly minimumUsableKwh: number;
    /** Certificates per usable kWh for a battery installed in the step. */
    readonly certificatesPerKwh: readonly (DatedStep & {
      readonly factor: number;
    })[];
    /** The share of the factor each slice of capacity earns, up to `uptoKwh`. */
    readonly tiers: readonly {
      readonly uptoKwh: number;
      readonly share: number;
    }[];
    readonly rebateSource: string;
  };
}

/** One thing bought: its installed price, the certificates and the rebate they are worth. */
export interface CostLine {
  readonly installed: MoneyRange;
  readonly certificates: number;
  readonly rebate: MoneyRange;
}

export interface UpfrontCosts {
  readonly solar?: CostLine;
  readonly battery?: CostLine;
  /** What the household pays after rebates. */
  readonly net: MoneyRange;
}

const dollars = (value: number) => Math.round(value);

const stepOn = <Step extends DatedStep>(
  steps: readonly Step[],
  date: string,
): Step | undefined => steps.find((s) => s.from <= date && date <= s.to);

/**
 * Certificates for a battery installed on `date`: the factor of the step
 * times the usable kWh, each slice at its tier's share, rounded down to
 * whole certificates; none below the minimum size or outside every step.
 */
export function batteryCertificates(
  costs: WhatIfCosts,
  usableKwh: number,
  date: string,
): number {
  const step = stepOn(costs.battery.certificatesPerKwh, date);
  if (!step || usableKwh < costs.battery.minimumUsableKwh) return 0;
  let counted = 0;
  let below = 0;
  for (const tier of costs.battery.tiers) {
    const slice = Math.max(0, Math.min(usableKwh, tier.uptoKwh) - below);
    counted += slice * tier.share;
    below = tier.uptoKwh;
  }
  return Math.floor(step.factor * counted);
}

/**
 * Certificates for panels installed on `date`, at the low and high zone
 * ratings: kW × rating × the years deemed, rounded down.
 */
export function solarCertificates(
  costs: WhatIfCosts,
  kw: number,
  date: string,
): MoneyRange {
  const years = stepOn(costs.solar.deemingYears, date)?.years ?? 0;
  const rating = costs.solar.certificatesPerKwYear;
  return {
    low: Math.floor(kw * rating.low * years),
    high: Math.floor(kw * rating.high * years),
  };
}

function costLine(
  installedPer: MoneyRange,
  size: number,
  certificates: MoneyRange,
  price: MoneyRange,
): CostLine {
  const installed = {
    low: dollars(installedPer.low * size),
    high: dollars(installedPer.high * size),
  };
  const rebate = {
    low: dollars(certificates.low * price.low),
    high: dollars(certificates.high * price.high),
  };
  return { installed, certificates: certificates.low, rebate };
}

/**
 * What the panels and battery of a what-if cost installed on `date`,
 * before and after certificates; null when it buys neither (an EV or a
 * shift of use). The lowest net pairs the lowest price with the highest
 * rebate.
 */
export function upfrontCosts(
  costs: WhatIfCosts,
  whatIf: WhatIf,
  date: string,
): UpfrontCosts | null {
  const price = costs.certificatePrice;
  const solar =
    whatIf.solar &&
    costLine(
      costs.solar.installedPerKw,
      whatIf.solar.kw,
      solarCertificates(costs, whatIf.solar.kw, date),
      price,
    );
  const batteryCount =
    whatIf.battery &&
    batteryCertificates(costs, whatIf.battery.usableKwh, date);
  const battery =
    whatIf.battery &&
    costLine(
      costs.battery.installedPerKwh,
      whatIf.battery.usableKwh,
      { low: batteryCount ?? 0, high: batteryCount ?? 0 },
      price,
    );
  const lines = [solar, battery].filter((l) => l !== undefined);
  if (!lines.length) return null;
  const sum = (pick: (l: CostLine) => number) =>
    lines.reduce((total, l) => total + pick(l), 0);
  return {
    ...(solar && { solar }),
    ...(battery && { battery }),
    // A rebate never pays more than the thing it discounts.
    net: {
      low: sum((l) => Math.max(0, l.installed.low - l.rebate.high)),
      high: sum((l) => Math.max(0, l.installed.high - l.rebate.low)),
    },
  };
}

/** Why a what-if shows no payback (docs/what-if.md, Money). */
export type NoPaybackReason =
  | 'costDataExpired'
  | 'nothingBought'
  | 'evInChange'
  | 'noSaving';

export interface WhatIfMoney {
  readonly validUntil: string;
  readonly upfront: UpfrontCosts | null;
  /** Whole years, the lowest net cost at the saving to the highest. */
  readonly payback: {
    readonly years: MoneyRange;
    readonly annualSavingDollars: number;
  } | null;
  readonly noPaybackBecause: NoPaybackReason | null;
}

/**
 * The upfront cost and a simple payback for a what-if installed on
 * `date`, where `annualSaving` is what the change saves a year on the
 * best plan after. An estimate: no interest, no price rises, no wear.
 */
export function whatIfMoney(
  costs: WhatIfCosts,
  whatIf: WhatIf,
  date: string,
  annualSaving: number | null,
): WhatIfMoney {
  const none = (because: NoPaybackReason, upfront: UpfrontCosts | null) => ({
    validUntil: costs.validUntil,
    upfront,
    payback: null,
    noPaybackBecause: because,
  });
  if (date > costs.validUntil) return none('costDataExpired', null);
  const upfront = upfrontCosts(costs, whatIf, date);
  if (!upfront) return none('nothingBought', null);
  // An EV's charging is not what the panels or battery pay back.
  if (whatIf.ev) return none('evInChange', upfront);
  if (annualSaving === null || annualSaving <= 0)
    return none('noSaving', upfront);
  return {
    validUntil: costs.validUntil,
    upfront,
    payback: {
      years: {
        low: Math.floor(upfront.net.low / annualSaving),
        high: Math.ceil(upfront.net.high / annualSaving),
      },
      annualSavingDollars: Math.round(annualSaving * 100) / 100,
    },
    noPaybackBecause: null,
  };
}
