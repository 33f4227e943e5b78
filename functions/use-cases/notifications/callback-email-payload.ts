import type { CallbackRequested } from '#shared/events/leads';

/** The `send-callback-email` payload staff are e-mailed (docs/events.md). */
export interface CallbackEmailPayload {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly postcode: string;
  readonly preferredTime: string;
  readonly currentRetailer: string;
  readonly hasGas: string;
  readonly hasSolar: string;
  readonly message: string;
  readonly currentProvider: string;
  readonly monthlyUsage: number | null;
  readonly monthlyBill: number | null;
  readonly energyType: string;
  readonly selectedPlan: string;
  readonly requestType: 'callback';
}

/** A call-back request carries no usage, bill or plan: those stay empty. */
export function callbackEmailPayload(
  lead: CallbackRequested,
): CallbackEmailPayload {
  return {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    preferredTime: lead.preferredTime,
    currentRetailer: lead.currentRetailer,
    hasGas: lead.hasGas ?? '',
    hasSolar: lead.hasSolar ?? '',
    message: lead.message,
    currentProvider: lead.currentRetailer,
    monthlyUsage: null,
    monthlyBill: null,
    energyType: '',
    selectedPlan: '',
    requestType: 'callback',
  };
}
