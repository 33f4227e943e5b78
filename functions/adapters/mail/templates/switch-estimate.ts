import { formatWholeDollars } from '#shared/domain/compare/usage-basis';
import type { SwitchRequested } from '#shared/events/switching';

/**
 * The estimate as the visitor saw it on their result card: whole dollars,
 * with the usage it assumed.
 */
export function estimateLine(lead: SwitchRequested): string {
  const cost = `${formatWholeDollars(lead.estimatedAnnualCost)} a year`;
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
