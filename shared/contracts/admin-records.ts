/**
 * What the admin screens read of each lead kind (camelCase as
 * stored). Fields the writers may not set yet are optional.
 */
interface LeadBase {
  readonly id: string;
  readonly status?: string;
  readonly createdAt: string;
  readonly updatedAt?: string;
}

export interface AdminCallback extends LeadBase {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly postcode?: string;
  readonly preferredTime?: string;
  readonly currentRetailer?: string;
  readonly hasGas?: string;
  readonly hasSolar?: string;
  readonly message?: string;
}

export interface AdminInquiry extends LeadBase {
  readonly name: string;
  readonly email?: string;
  readonly phone?: string;
  readonly postcode?: string;
  readonly currentProvider?: string;
  readonly monthlyUsage?: number | null;
  readonly monthlyBill?: number | null;
  readonly energyType?: string;
  readonly inquirySource?: string;
  readonly notes?: string;
  readonly selectedRetailer?: string;
  readonly selectedPlanName?: string;
  readonly estimatedSavings?: number | null;
  readonly leadQualityScore?: number | null;
}

export interface AdminSwitchRequest extends LeadBase {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly address?: string;
  readonly postcode?: string;
  readonly currentProvider?: string;
  readonly nmi?: string;
  readonly mirn?: string;
  readonly specialRequests?: string;
  readonly consentMarketing?: boolean;
  readonly consentSwitch?: boolean;
  readonly selectedPlanId?: string;
  readonly selectedPlanName?: string;
  readonly selectedRetailer?: string;
  readonly estimatedAnnualCost?: number | null;
  readonly estimatedSavings?: number | null;
}

export interface AdminSubscription extends LeadBase {
  readonly email: string;
  readonly name?: string;
  readonly source?: string;
  readonly subscribedAt?: string;
  readonly unsubscribedAt?: string | null;
}
