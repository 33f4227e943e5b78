import {
  hasGasOptions,
  hasSolarOptions,
  preferredTimes,
} from '#shared/contracts/callbacks';
import { adminLeadUrl } from '#shared/domain/admin-links';
import type { CallbackRequested } from '#shared/events/leads';
import type { CallbackEmailPayload } from '../ports-mail.ts';

const present = (value: string | undefined) => (value ? value : undefined);

/** The staff e-mail's fields, with choices as their labels. */
export function callbackEmailPayload(
  lead: CallbackRequested,
  siteUrl: string,
): CallbackEmailPayload {
  const adminUrl = adminLeadUrl(siteUrl, 'callback', lead.id);
  const fields: CallbackEmailPayload = {
    leadId: lead.id,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    preferredTime: preferredTimes[lead.preferredTime],
    postcode: present(lead.postcode),
    currentRetailer: present(lead.currentRetailer),
    hasGas: lead.hasGas && hasGasOptions[lead.hasGas],
    hasSolar: lead.hasSolar && hasSolarOptions[lead.hasSolar],
    message: present(lead.message.trim()),
    adminUrl,
  };
  // Dropped rather than kept as `undefined`: the outbox shows the fields as sent.
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as unknown as CallbackEmailPayload;
}
