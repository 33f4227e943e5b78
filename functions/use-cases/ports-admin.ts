import type { AdminLeadKind } from '#shared/contracts/admin';

type Row = Record<string, unknown>;

/** A page of leads and where to go on (null on the last one). */
export interface StoredLeadPage {
  readonly items: Row[];
  readonly nextCursor: string | null;
}

/** The admin lists' reads: pages, a search over every record, counters. */
export interface AdminLeadStore {
  listLeads(
    kind: AdminLeadKind,
    cursor: string | undefined,
    limit: number,
  ): Promise<StoredLeadPage>;
  searchLeads(
    kind: AdminLeadKind,
    q: string,
    cursor: string | undefined,
    limit: number,
  ): Promise<StoredLeadPage>;
  leadCounts(
    kinds: readonly AdminLeadKind[],
  ): Promise<Partial<Record<AdminLeadKind, number>>>;
  leadStatusCounts(kind: AdminLeadKind): Promise<Record<string, number>>;
  /** Every lead of a kind matching `q` (all when empty), newest first. */
  allLeads(kind: AdminLeadKind, q: string): AsyncIterable<Row>;
}

/** Staff sessions signed out before their access tokens expire. */
export interface SessionRevocations {
  revokeSession(
    tokenId: string,
    revokedAt: string,
    expiresAt: number,
  ): Promise<void>;
}
