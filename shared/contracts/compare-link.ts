import type { CompareSort } from './compare-sorts.ts';
import type { customerTypes, energyTypes, planTypes } from './plans.ts';
import type { WhatIfInputFields } from './what-if.ts';
import { addWhatIfParams } from './what-if-link.ts';

/*
 * /compare's shareable address (docs/product-rules.md, "Shareable
 * results"): built here once, for the page's own address bar and for any
 * e-mail that links back to a comparison. Name, phone and e-mail never go
 * in it, nor meter readings: an upload is only the flag `meterData=1`.
 */

/** The most pages of results a link loads again (20 plans a page). */
export const MAX_LINKED_PAGES = 10;

/** How a link carries the usage. */
export type LinkedUsage =
  /** Typed usage: kWh (or MJ) a month, as the visitor wrote it. */
  | { readonly kind: 'monthly'; readonly amount: string }
  /** The household step's figures and kinds, already as parameters. */
  | { readonly kind: 'household'; readonly params: URLSearchParams }
  /** Priced on meter data, which no link holds. */
  | { readonly kind: 'meterData' }
  /** Usage no link holds as it was given (a bill's periods): the page asks. */
  | { readonly kind: 'none' };

/** Everything that changes a comparison's results. */
export interface CompareLink {
  readonly postcode: string;
  readonly energy: (typeof energyTypes)[number];
  readonly customer: (typeof customerTypes)[number];
  readonly usage: LinkedUsage;
  readonly planType?: (typeof planTypes)[number] | 'all';
  readonly greenOnly?: boolean;
  readonly noExitFee?: boolean;
  readonly sort?: CompareSort;
  readonly network?: string | null;
  readonly currentRetailer?: string;
  readonly currentPlanId?: string | null;
  /** How many pages of results are shown. */
  readonly pages?: number;
  /** A what-if's sizes (never anything personal): /compare prices it again. */
  readonly whatIf?: WhatIfInputFields | null;
}

/** The query string of a comparison's shareable /compare address. */
export function compareLinkSearch(link: CompareLink): URLSearchParams {
  const search = new URLSearchParams({
    postcode: link.postcode,
    energy: link.energy,
    customer: link.customer,
  });
  const { usage } = link;
  if (usage.kind === 'meterData') search.set('meterData', '1');
  else if (usage.kind === 'household')
    for (const [name, value] of usage.params) search.append(name, value);
  else if (usage.kind === 'monthly')
    search.set('usage', usage.amount.trim() || '0');
  if (link.planType && link.planType !== 'all')
    search.set('planType', link.planType);
  if (link.greenOnly) search.set('green', '1');
  if (link.noExitFee) search.set('noExitFee', '1');
  search.set('sort', link.sort ?? 'price');
  if (link.network) search.set('network', link.network);
  if (link.currentRetailer) search.set('currentProvider', link.currentRetailer);
  if (link.currentPlanId) search.set('currentPlanId', link.currentPlanId);
  const pages = link.pages ?? 1;
  if (pages > 1) search.set('page', String(Math.min(pages, MAX_LINKED_PAGES)));
  if (link.whatIf) addWhatIfParams(link.whatIf, search);
  return search;
}

/** The comparison's /compare address on a site. */
export function compareLinkUrl(site: string, link: CompareLink): string {
  const url = new URL('/compare', site);
  url.search = compareLinkSearch(link).toString();
  return url.href;
}
