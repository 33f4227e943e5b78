import { type SwitchInputs, switchLink } from '@/features/switch/switch-link';

/** The plan page's shareable address (its canonical URL). */
export const planPagePath = (planId: string) =>
  `/plans/${encodeURIComponent(planId)}`;

/**
 * The plan page carrying the comparison a link came from, in /switch's
 * own parameters, so the page prices the visitor's usage as the card did.
 */
export function planPageLink(planId: string, inputs?: SwitchInputs): string {
  if (!inputs) return planPagePath(planId);
  const params = new URLSearchParams(switchLink(planId, inputs).split('?')[1]);
  params.delete('plan');
  return `${planPagePath(planId)}?${params}`;
}
