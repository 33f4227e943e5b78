import type { AdminLeadKind } from '#shared/contracts/admin';

/** How staff call each kind in messages. */
export const leadLabels: Record<AdminLeadKind, string> = {
  callback: 'callback request',
  inquiry: 'inquiry',
  switch: 'switching request',
  subscription: 'subscription',
};
