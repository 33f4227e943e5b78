import type { TariffPeriod } from '../../cdr/plan-detail.ts';
import {
  type ChargeScope,
  singleRateCharge,
  timeOfUseCharge,
} from './compile-rates.ts';
import type { DemandCharge, EnergyPeriod } from './compiled-plan.ts';
import { displayLabel, monthDayRangeLabel } from './labels.ts';
import { calendarMaskFromText, windowFromText } from './text-windows.ts';
import { buildLayout, type WindowSpec, windowRanges } from './time-windows.ts';

export type { ChargeScope } from './compile-rates.ts';

/** A tariff period's name, e.g. `Summer`, else its dates `1 Dec–31 Mar`. */
export function seasonName(period: TariffPeriod): string {
  return displayLabel(
    period.displayName,
    monthDayRangeLabel(period.startDate, period.endDate),
  );
}

/** Compiles a singleRate or timeOfUseRates tariff period. */
export function compileEnergyPeriod(
  period: TariffPeriod,
  path: string,
  scope: ChargeScope,
): EnergyPeriod {
  const usage = period.singleRate
    ? singleRateCharge(
        period.singleRate,
        { name: 'Anytime', type: 'SINGLE_RATE' },
        `${path}.singleRate`,
        scope,
      )
    : timeOfUseCharge(
        period.timeOfUseRates ?? [],
        `${path}.timeOfUseRates`,
        scope,
        { requireFullCover: true },
      );
  return {
    name: seasonName(period),
    season: scope.season,
    supplyDollarsPerDay: period.dailySupplyCharge ?? 0,
    usage,
  };
}

type PublishedDemand = NonNullable<TariffPeriod['demandCharges']>[number];

/**
 * The window and days of a demand charge. A charge published over the
 * whole day whose text names a window ("from 5pm to 9pm Mon to Sun",
 * "(01-Sep to 31-May)") is priced over that text window, and said so:
 * charging it all day, all year would bill every season's rate at once.
 */
function demandWindow(
  charge: PublishedDemand,
  path: string,
  scope: ChargeScope,
): { window: WindowSpec; calendarMask: Uint8Array | undefined } {
  const [first] = windowRanges(charge);
  const allDay = first?.[0] === 0 && first[1] === 1440;
  const text = `${charge.displayName ?? ''} ${charge.description ?? ''}`;
  const fromText = allDay ? windowFromText(text) : undefined;
  if (!fromText) return { window: charge, calendarMask: undefined };
  const calendarMask = calendarMaskFromText(text);
  const days = fromText.days?.length === 5 ? 'weekdays' : 'every day';
  const name = displayLabel(charge.displayName, 'Demand');
  scope.diagnostics.push({
    severity: 'warning',
    path,
    message: `the ${name} charge is published over the whole day; its window (${fromText.startTime}-${fromText.endTime} ${days}${calendarMask ? ', on the dates named' : ''}) was read from the plan's text`,
    approximate: true,
  });
  return { window: fromText, calendarMask };
}

/**
 * The most demand charged. The CDR standard says a published maximum must
 * be higher than the minimum; one that is not (`"0.00"` is common) is read
 * as no maximum, and said so (docs/pricing-rules.md).
 */
function demandCap(
  charge: PublishedDemand,
  path: string,
  scope: ChargeScope,
): number {
  const { maxDemand } = charge;
  if (maxDemand === undefined) return Number.POSITIVE_INFINITY;
  const minDemand = charge.minDemand ?? 0;
  if (maxDemand > minDemand) return maxDemand;
  scope.diagnostics.push({
    severity: 'warning',
    path: `${path}.maxDemand`,
    message: `the published maximum demand (${maxDemand} kW) is not higher than the minimum (${minDemand} kW), as the CDR standard requires; it is read as no maximum`,
  });
  return Number.POSITIVE_INFINITY;
}

/**
 * How a demand charge is measured. A daily rate published over the whole
 * day whose text limits the measurement window is the network's monthly
 * rule: the month's highest demand in the window, charged for every day
 * of the billing month (docs/pricing-rules.md, "Demand charges"); pricing
 * each window day's own peak on window days only would skip weekends.
 */
function demandMeasurement(
  charge: PublishedDemand,
  windowFromText: boolean,
  path: string,
  scope: ChargeScope,
): DemandCharge['measurementPeriod'] {
  if (
    !windowFromText ||
    charge.measurementPeriod !== 'DAY' ||
    charge.chargePeriod !== 'DAY'
  )
    return charge.measurementPeriod;
  const name = displayLabel(charge.displayName, 'Demand');
  scope.diagnostics.push({
    severity: 'warning',
    path: `${path}.measurementPeriod`,
    message: `the ${name} charge is a daily rate on the month's highest demand in its window, charged for every day of the month; the published daily measurement is not used`,
  });
  return 'MONTH';
}

/** Compiles the demand charges of a tariff period. */
export function compileDemandCharges(
  period: TariffPeriod,
  path: string,
  scope: ChargeScope,
): DemandCharge[] {
  return (period.demandCharges ?? []).map((charge, i) => {
    const at = `${path}.demandCharges[${i}]`;
    const { window, calendarMask } = demandWindow(charge, at, scope);
    const measurementPeriod = demandMeasurement(
      charge,
      window !== charge,
      at,
      scope,
    );
    const { layout } = buildLayout([[window]], {
      zone: scope.zone,
      path: at,
      requireFullCover: false,
    });
    if (/KVA/i.test(charge.measureUnit ?? '')) {
      scope.diagnostics.push({
        severity: 'warning',
        path: `${at}.measureUnit`,
        message: 'kVA demand is estimated as kW (power factor 1)',
      });
    }
    return {
      name: displayLabel(charge.displayName, 'Demand'),
      season: scope.season,
      layout,
      amountDollarsPerKw: charge.amount,
      minDemandKw: charge.minDemand ?? 0,
      maxDemandKw: demandCap(charge, at, scope),
      measurementPeriod,
      chargePeriod: charge.chargePeriod,
      ...(calendarMask && { calendarMask }),
    };
  });
}
