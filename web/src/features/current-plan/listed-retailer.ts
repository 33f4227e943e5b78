import { retailerOptions } from '#shared/contracts/retailers';

/** Retailers whose plans can be listed (not "Other" or "Not sure"). */
export const isListedRetailer = (retailer: string) =>
  (retailerOptions as readonly string[]).includes(retailer);
