import type { EnergyUnit } from '../usage/usage-profile.ts';

/**
 * The typical household's use (docs/pricing-rules.md, Typical household):
 * its average a day over a year, per fuel unit and kind. Kept apart from
 * the pricing so the web can word the figures without the engine.
 */
export const TYPICAL_USE_PER_DAY: Readonly<
  Record<EnergyUnit, Readonly<Record<HouseholdKind, number>>>
> = {
  KWH: { home: 20, business: 100 },
  MJ: { home: 40, business: 200 },
};

/** The card estimates are this many days of the typical year's cost. */
export const ESTIMATE_DAYS = 30;

export type HouseholdKind = 'home' | 'business';

/** `kWh` or `MJ`, as a visitor reads it. */
export const unitWord = (unit: EnergyUnit) => (unit === 'MJ' ? 'MJ' : 'kWh');

/** The fuel unit of a plan's energy type. */
export const unitOfEnergy = (
  energyType: 'Electricity' | 'Gas' | 'Solar',
): EnergyUnit => (energyType === 'Gas' ? 'MJ' : 'KWH');

/** E.g. `A home using 20 kWh a day`. */
export const householdLabel = (kind: HouseholdKind, unit: EnergyUnit) =>
  `A ${kind} using ${TYPICAL_USE_PER_DAY[unit][kind]} ${unitWord(unit)} a day`;

/** E.g. `A home using 20 kWh a day, 30 days`: what a card estimate is. */
export const estimateLabel = (kind: HouseholdKind, unit: EnergyUnit) =>
  `${householdLabel(kind, unit)}, ${ESTIMATE_DAYS} days`;
