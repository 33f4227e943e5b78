import type { TariffGridRate } from '#shared/domain/costs/tariff-map-types';

/** `44.00c/kWh`, or for demand `44.00c/kW a day`. */
export const priceText = (
  rate: Pick<TariffGridRate, 'centsPerUnit' | 'unit'>,
) => `${rate.centsPerUnit.toFixed(2)}c/${rate.unit}`;

export const GRID_TITLES = {
  usage: 'Usage rates by time of day',
  controlledLoad: 'Controlled load rates by time of day',
  feedIn: 'Solar feed-in credits by time of day',
  demand: 'Demand charge window',
} as const;
