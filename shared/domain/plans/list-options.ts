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

/** The results panel's sorts that need only a plan's published rates. */
export const rateSorts = [
  'household_cost',
  'business_cost',
  'usage_rate',
  'green_energy',
  'no_lockin',
] as const;

/** Orders a plan list offers: by retailer, or a rate sort. */
export const planListSorts = ['retailer', ...rateSorts] as const;

export type PlanListSort = (typeof planListSorts)[number];
