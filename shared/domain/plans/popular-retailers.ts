/** The popular retailers: badged, and lead the popular sort. */
export const POPULAR_RETAILERS = [
  'Alinta Energy',
  'AGL',
  'Next Business Energy',
  '1st Energy',
] as const;

const normalise = (name: string) =>
  name.toLowerCase().replace(/[^a-z0-9]/g, '');
const popular = new Set(POPULAR_RETAILERS.map(normalise));

/** True for a popular retailer, however its brand name is cased or spaced. */
export const isPopularRetailer = (retailer: string) =>
  popular.has(normalise(retailer));
