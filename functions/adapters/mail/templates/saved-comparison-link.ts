import {
  compareLinkUrl,
  type LinkedUsage,
} from '#shared/contracts/compare-link';
import type { WatchRecord } from '#use-cases/ports-watches';

/**
 * The usage a link carries: a monthly figure as typed; meter data only as
 * its flag; a bill's periods not at all (the page asks for them again).
 */
function linkedUsage(usage: WatchRecord['usage']): LinkedUsage {
  if (usage.kind === 'monthlyKwh')
    return { kind: 'monthly', amount: String(usage.monthlyKwh) };
  if (usage.kind === 'halfHourProfile') return { kind: 'meterData' };
  return { kind: 'none' };
}

/** Whether the saved comparison's link holds its usage as it was saved. */
export const linkHoldsUsage = (watch: WatchRecord) =>
  watch.usage.kind === 'monthlyKwh';

/**
 * The saved comparison's shareable /compare address: the same address the
 * page builds for it, with its market, usage and current plan.
 */
export function savedComparisonUrl(watch: WatchRecord, site: string): string {
  return compareLinkUrl(site, {
    postcode: watch.postcode,
    energy: watch.energyType,
    customer: watch.customerType,
    usage: linkedUsage(watch.usage),
    network: watch.network,
    currentPlanId: watch.currentPlanId,
    whatIf: watch.whatIf ?? null,
  });
}
