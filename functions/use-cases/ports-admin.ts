import type {
  AdminLeadKind,
  AuditEntry,
  LeadDetail,
  LeadSort,
} from '#shared/contracts/admin';

type Row = Record<string, unknown>;

/** A page of leads and where to go on (null on the last one). */
export interface StoredLeadPage {
  readonly items: Row[];
  readonly nextCursor: string | null;
}

/** One page of a list: its status (all without), order, search and place. */
export interface LeadListRead {
  readonly status?: string | undefined;
  readonly sort: LeadSort;
  /** A staff search ('' for none). */
  readonly q: string;
  readonly cursor?: string | undefined;
  readonly limit: number;
}

/** The admin lists' reads: filtered and ordered pages, counters. */
export interface AdminLeadStore {
  queueLeads(kind: AdminLeadKind, read: LeadListRead): Promise<StoredLeadPage>;
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

/** What a conditional staff change found. */
export type ChangeOutcome =
  | { readonly kind: 'done' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'stale'; readonly status: unknown };

/**
 * Staff changes to one lead. Each change is conditional on the status
 * staff saw and writes its audit line with it; a change that finds the
 * lead gone or moved on answers so instead of applying.
 */
export interface LeadChangeStore {
  /** A lead of one kind with its audit trail, or undefined. */
  getLead(kind: AdminLeadKind, id: string): Promise<LeadDetail | undefined>;
  changeLeadStatus(
    kind: AdminLeadKind,
    id: string,
    from: string,
    entry: AuditEntry,
  ): Promise<ChangeOutcome>;
  /**
   * Deletes when the status is `seenStatus` (or, without one, the current),
   * restorable until `restorableUntil` (epoch seconds), then gone.
   */
  deleteLead(
    kind: AdminLeadKind,
    id: string,
    seenStatus: string | undefined,
    entry: AuditEntry,
    restorableUntil: number,
  ): Promise<ChangeOutcome>;
  /**
   * Puts a deleted lead back with the status it had, while it may be, with
   * the audit line `entryFor` gives for that status.
   */
  restoreLead(
    kind: AdminLeadKind,
    id: string,
    entryFor: (status: unknown) => AuditEntry,
  ): Promise<RestoreOutcome>;
}

/**
 * What a restore found: done (with the status it is back in), no deleted
 * lead to restore (unknown, or its while is over), or a lead that is not
 * deleted (never was, or restored already).
 */
export type RestoreOutcome =
  | { readonly kind: 'done'; readonly status: unknown }
  | { readonly kind: 'missing' }
  | { readonly kind: 'live' };
