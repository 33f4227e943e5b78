/** States a plan list is read for (the rates page asks for one first). */
export const listStates = [
  'NSW',
  'ACT',
  'VIC',
  'QLD',
  'SA',
  'WA',
  'TAS',
  'NT',
] as const;

/** Orders a plan list offers: by retailer, or the results panel's rate sorts. */
export const planListSorts = [
  'retailer',
  'household_cost',
  'business_cost',
  'usage_rate',
  'green_energy',
  'no_lockin',
] as const;

export type PlanListSort = (typeof planListSorts)[number];
