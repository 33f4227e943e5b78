import { adminLeadUrl } from '#shared/domain/admin-links';
import type { SwitchRequested } from '#shared/events/switching';
import { formatDollars } from '#shared/format/money-and-dates';
import type { MailMessage } from '#use-cases/ports';
import { renderFields } from './render.ts';
import { comparedLine, estimateLine } from './switch-estimate.ts';

const orDash = (value: string) => value || '—';

/** Tells staff a switch request arrived, with everything needed to act. */
export function switchStaffNotification(
  lead: SwitchRequested,
  staffAddress: string,
  siteUrl: string,
): MailMessage {
  const body = renderFields(
    'New switch request',
    [
      ['Name', `${lead.firstName} ${lead.lastName}`],
      ['Phone', lead.phone],
      ['E-mail', lead.email],
      ['Address', orDash(lead.address)],
      ['Postcode', orDash(lead.postcode)],
      ['Current provider', orDash(lead.currentProvider)],
      ['NMI', orDash(lead.nmi)],
      ['MIRN', orDash(lead.mirn)],
      [
        'Plan',
        `${lead.selectedRetailer} — ${lead.selectedPlanName} (${lead.selectedPlanId})`,
      ],
      ['Compared', orDash(comparedLine(lead))],
      ['Estimated annual cost', estimateLine(lead)],
      ['Estimated savings', formatDollars(lead.estimatedSavings)],
      ['Marketing consent', lead.consentMarketing ? 'Yes' : 'No'],
      ['Special requests', orDash(lead.specialRequests)],
    ],
    [['Open in admin', adminLeadUrl(siteUrl, 'switch', lead.id)]],
  );
  return {
    to: [staffAddress],
    replyTo: [lead.email],
    subject: `Switch request: ${lead.firstName} ${lead.lastName} to ${lead.selectedRetailer}`,
    ...body,
  };
}
