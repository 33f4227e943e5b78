import { planPagePath } from '#shared/domain/plans/plan-page-meta';
import { type SwitchInputs, switchLink } from '@/features/switch/switch-link';

/** The plan page's shareable address (its canonical URL). */
export { planPagePath };

/**
 * The plan page carrying the comparison a link came from in /switch's own
 * query, so the page prices the visitor's usage as the card did (the
 * compare card spells the same address itself, to keep /compare small).
 */
export function planPageLink(planId: string, inputs?: SwitchInputs): string {
  if (!inputs) return planPagePath(planId);
  return `${planPagePath(planId)}?${switchLink(planId, inputs).split('?')[1]}`;
}
