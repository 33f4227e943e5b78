import {
  hasGasOptions,
  hasSolarOptions,
  preferredTimes,
} from '#shared/contracts/callbacks';
import type { CallbackRequested } from '#shared/events/leads';

/**
 * What staff need to act on a call back: who, how to reach them, when,
 * what they told us about their energy, and where the lead is in the
 * admin area (docs/events.md). A field the visitor left empty is absent.
 */
export interface CallbackEmailPayload {
  readonly leadId: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly preferredTime: string;
  readonly postcode?: string;
  readonly currentRetailer?: string;
  readonly hasGas?: string;
  readonly hasSolar?: string;
  readonly message?: string;
  readonly adminUrl: string;
}

const present = (value: string | undefined) => (value ? value : undefined);

/** The staff e-mail's fields, with choices as their labels. */
export function callbackEmailPayload(
  lead: CallbackRequested,
  siteUrl: string,
): CallbackEmailPayload {
  const adminUrl = new URL('/admin/callbacks', siteUrl);
  adminUrl.searchParams.set('lead', lead.id);
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
    adminUrl: adminUrl.href,
  };
  // Dropped rather than kept as `undefined`: the outbox shows the fields as sent.
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as unknown as CallbackEmailPayload;
}
