import type { StartInquiryForm } from '#shared/contracts/start-inquiry';

export type StartFields = Required<StartInquiryForm>;

/**
 * The /compare query string for a saved start form. The name and phone
 * travel in the navigation's state (visitorOf), never in the address,
 * where they would be shared with the link.
 */
export function compareSearch(
  fields: StartFields,
  currentPlanId: string | null = null,
): string {
  return new URLSearchParams({
    postcode: fields.postcode.trim(),
    currentProvider: fields.currentProvider,
    hasSolar: String(fields.hasSolar),
    hasGas: String(fields.hasGas),
    isResidential: String(fields.customerType === 'Residential'),
    isBusiness: String(fields.customerType === 'Business'),
    ...(currentPlanId && { currentPlanId }),
  }).toString();
}

/** Who filled the start form, for the comparison's inquiry. */
export const visitorOf = (fields: StartFields) => ({
  name: fields.name.trim(),
  phone: fields.phone.trim(),
  currentProvider: fields.currentProvider,
});
