import { leadScore } from '#shared/domain/lead-score';
import { putLead } from './idempotent-create.ts';
import { Entity } from './keys.ts';

/** A lead from the comparison tool or start form. */
export interface UserInquiryRecord {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly postcode: string;
  readonly currentProvider: string;
  readonly monthlyUsage: number | null;
  readonly monthlyBill: number | null;
  readonly energyType: string;
  readonly inquirySource: 'comparison_tool' | 'comparison_form';
  readonly notes: string;
  readonly estimatedSavings: number | null;
  readonly status: 'new';
  readonly createdAt: string;
}

/**
 * Stores an inquiry once per key: a comparison recomputed after a filter
 * or sort change carries the same key and makes no second inquiry.
 */
export async function putUserInquiry(
  record: UserInquiryRecord,
  idempotencyKey: string,
): Promise<string> {
  // Scored once, when stored, by the documented rule in shared/domain.
  const scored = { ...record, leadQualityScore: leadScore(record) };
  return putLead('inquiry', Entity.userInquiry, scored, idempotencyKey);
}
