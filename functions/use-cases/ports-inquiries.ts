import type { AuditEntry } from '#shared/contracts/admin';

/** A lead from the comparison tool or start form, scored before it is stored. */
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
  /** The lead score of docs/product-rules.md, computed by the use case. */
  readonly leadQualityScore: number;
  readonly status: 'new';
  readonly createdAt: string;
  /** The person whose thread this is (docs/product-rules.md). */
  readonly personId?: string;
  /** The plan of the person's switch request, once they sent one. */
  readonly selectedPlanName?: string;
  readonly selectedRetailer?: string;
}

/** Where user inquiries are stored. */
export interface InquiryStore {
  /**
   * Stores an inquiry once per key and returns the id stored under it: a
   * comparison recomputed after a filter or sort change carries the same
   * key and makes no second inquiry.
   */
  save(record: UserInquiryRecord, idempotencyKey: string): Promise<string>;
  /** One inquiry, or undefined when there is none (or it was deleted). */
  get(id: string): Promise<UserInquiryRecord | undefined>;
  /**
   * Sets the changed fields (field → [before, after]) with their audit
   * line, in one write; false when the inquiry is gone.
   */
  update(id: string, entry: AuditEntry): Promise<boolean>;
}
