import { stateOfPostcode } from '../postcode.ts';

/**
 * A place whose rooftop yield we know: a capital city (or a climate zone
 * stood for by its main town). Figures and their sources: docs/household.md,
 * Rooftop solar.
 */
export interface SolarPlace {
  readonly name: string;
  /** Degrees, negative south. */
  readonly latitude: number;
  /** Degrees east. */
  readonly longitude: number;
  /** Annual average kWh a day per kW of panels. */
  readonly dailyYieldPerKw: number;
  /**
   * Best and worst month's kWh/kW/day for the seasonal swing; absent where
   * the wet season breaks the summer peak (the tropics stay flat).
   */
  readonly bestMonth?: number;
  readonly worstMonth?: number;
}

export const SOLAR_PLACES = {
  adelaide: p('Adelaide', -34.93, 138.6, 4.2, 5.72, 2.51),
  brisbane: p('Brisbane', -27.47, 153.03, 4.2, 4.61, 3.34),
  canberra: p('Canberra', -35.28, 149.13, 4.3, 5.32, 2.76),
  darwin: p('Darwin', -12.46, 130.84, 4.4),
  hobart: p('Hobart', -42.88, 147.33, 3.5, 4.6, 2.14),
  melbourne: p('Melbourne', -37.81, 144.96, 3.6, 4.59, 2.22),
  perth: p('Perth', -31.95, 115.86, 4.4, 5.4, 2.93),
  sydney: p('Sydney', -33.87, 151.21, 3.9, 4.83, 2.82),
  aliceSprings: p('Alice Springs', -23.7, 133.88, 4.81, 5.19, 4.21),
  cairns: p('Cairns', -16.92, 145.77, 3.86),
} as const satisfies Record<string, SolarPlace>;

function p(
  name: string,
  latitude: number,
  longitude: number,
  dailyYieldPerKw: number,
  bestMonth?: number,
  worstMonth?: number,
): SolarPlace {
  return {
    name,
    latitude,
    longitude,
    dailyYieldPerKw,
    ...(bestMonth !== undefined && { bestMonth }),
    ...(worstMonth !== undefined && { worstMonth }),
  };
}

/**
 * The place whose yield stands for a postcode: its state's capital, with
 * tropical Queensland (4700-4899) as Cairns and central Australia
 * (0870-0875) as Alice Springs. Undefined for a postcode of no state.
 */
export function solarPlaceForPostcode(
  postcode: string,
): SolarPlace | undefined {
  const state = stateOfPostcode(postcode);
  if (!state) return undefined;
  const value = Number(postcode);
  switch (state) {
    case 'ACT':
      return SOLAR_PLACES.canberra;
    case 'NSW':
      return SOLAR_PLACES.sydney;
    case 'VIC':
      return SOLAR_PLACES.melbourne;
    case 'QLD':
      return value >= 4700 && value <= 4899
        ? SOLAR_PLACES.cairns
        : SOLAR_PLACES.brisbane;
    case 'SA':
      return SOLAR_PLACES.adelaide;
    case 'WA':
      return SOLAR_PLACES.perth;
    case 'TAS':
      return SOLAR_PLACES.hobart;
    case 'NT':
      return value >= 870 && value <= 875
        ? SOLAR_PLACES.aliceSprings
        : SOLAR_PLACES.darwin;
  }
}
