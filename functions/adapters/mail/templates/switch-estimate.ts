import type { SwitchRequested } from '#shared/events/switching';
import { formatDollars } from '#shared/format/money-and-dates';

/**
 * The estimate as the visitor saw it on their result card: whole dollars,
 * with the usage it assumed.
 */
export function estimateLine(lead: SwitchRequested): string {
  const cost = `${formatDollars(lead.estimatedAnnualCost)} a year`;
  return lead.usageBasis ? `${cost}, ${lead.usageBasis}` : cost;
}

/** What was compared: fuel, customer type and the network chosen. */
export function comparedLine(lead: SwitchRequested): string {
  return [
    lead.energyType,
    lead.customerType,
    lead.network ? `${lead.network} network` : '',
  ]
    .filter(Boolean)
    .join(', ');
}
