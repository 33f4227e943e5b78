import type { AdminLeadKind } from '#shared/contracts/admin';

/** How many leads there are, and when each was created. */
export interface LeadCountStore {
  /** The maintained count of each kind. */
  totals(
    kinds: readonly AdminLeadKind[],
  ): Promise<Partial<Record<AdminLeadKind, number>>>;
  /** The maintained count of each of a kind's statuses. */
  statusTotals(kind: AdminLeadKind): Promise<Record<string, number>>;
  /** Leads of a kind in one status created before `before` (an ISO instant). */
  countInStatusBefore(
    kind: AdminLeadKind,
    status: string,
    before: string,
  ): Promise<number>;
  /** Leads of a kind created in [from, to] (ISO instants). */
  countBetween(kind: AdminLeadKind, from: string, to: string): Promise<number>;
  /**
   * The person behind each of a kind's leads created in [from, to]: its
   * thread's person id, or the lead's own id when it has none (stored
   * before people were kept, docs/product-rules.md).
   */
  peopleBetween(
    kind: AdminLeadKind,
    from: string,
    to: string,
  ): Promise<string[]>;
  /** How many people have left a lead (a maintained counter). */
  peopleTotal(): Promise<number>;
  /** The creation instants (ISO) of a kind's leads created in [from, to]. */
  createdBetween(
    kind: AdminLeadKind,
    from: string,
    to: string,
  ): Promise<string[]>;
}
