import type { StartInquiryForm } from '#shared/contracts/start-inquiry';

export type StartFields = Required<StartInquiryForm>;

/** The /compare query string for a saved start form. */
export function compareSearch(fields: StartFields): string {
  return new URLSearchParams({
    postcode: fields.postcode.trim(),
    name: fields.name.trim(),
    phone: fields.phone.trim(),
    currentProvider: fields.currentProvider,
    hasSolar: String(fields.hasSolar),
    hasGas: String(fields.hasGas),
    isResidential: String(fields.customerType === 'Residential'),
    isBusiness: String(fields.customerType === 'Business'),
  }).toString();
}
